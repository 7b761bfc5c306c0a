// The team's members through the real server on each store: deactivation, the owner's protections and role changes.
// Sign-up rules and API keys with the audit log have files of their own (teamSignUp, teamKeys).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { collect, gql, wsClient, type TestCrm } from '../support/crmServer.ts';
import { crmStores, stopStoreEmulator } from '../support/crmStores.ts';
import {
  closedWithin,
  codeOf,
  createApiKey,
  deactivate,
  joinAs,
  must,
  setRole,
  signIn,
  signUp,
  startTeam,
  type Person,
} from '../support/team.ts';

afterAll(stopStoreEmulator);

describe.each(crmStores)('the team on %s', (_store, start) => {
  let crm: TestCrm;
  let owner: Person;
  let admin: Person;
  beforeAll(async () => ({ crm, owner, admin } = await startTeam(start)), 60_000);
  afterAll(() => crm.dispose());

  it('deactivation ends sessions, keys and open sockets at once, and the next sign-in gets auth/user-disabled; reactivation lets them in again', async () => {
    const leaver = await joinAs(crm.url, owner.token, 'ADMIN');
    const key = await createApiKey(crm.url, leaver.token, 'MEMBER');
    const socket = wsClient(crm.url, { token: leaver.token });
    const keySocket = wsClient(crm.url, { token: key.secret });
    await collect(socket.client, 'subscription { customerChanges { initial } }').until(1);
    await collect(keySocket.client, 'subscription { customerChanges { initial } }').until(1);

    const started = Date.now();
    await deactivate(crm.url, admin.token, leaver.uid);
    expect((await closedWithin(socket.closed, started)).code).toBe(4401);
    expect((await closedWithin(keySocket.closed, started)).code).toBe(4401);
    expect(
      (await gql<{ me: unknown }>(crm.url, '{ me { uid } }', {}, { token: leaver.token })).body.data?.me,
    ).toBeNull();
    expect(await codeOf(crm.url, '{ customers { id } }', {}, key.secret)).toBe('UNAUTHENTICATED');
    const refused = await signIn(crm.url, leaver.email);
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('auth/user-disabled');
    const keys = await must<{ apiKeys: Array<{ id: string; revoked: boolean }> }>(
      crm.url,
      '{ apiKeys { id revoked } }',
      {},
      admin.token,
    );
    expect(keys.apiKeys.find((k) => k.id === key.id)?.revoked).toBe(true);

    await must(
      crm.url,
      'mutation On($uid: ID!) { reactivateMember(uid: $uid) { active } }',
      { uid: leaver.uid },
      admin.token,
    );
    expect((await signIn(crm.url, leaver.email)).body.errors).toBeUndefined();
    await socket.client.dispose();
    await keySocket.client.dispose();
  });

  it('protects the owner: nobody deactivates or demotes them, only they hand ownership on', async () => {
    expect(
      await codeOf(
        crm.url,
        'mutation Off($uid: ID!) { deactivateMember(uid: $uid) { uid } }',
        { uid: owner.uid },
        admin.token,
      ),
    ).toBe('FORBIDDEN');
    expect(
      await codeOf(
        crm.url,
        'mutation Role($uid: ID!) { setMemberRole(uid: $uid, role: MEMBER) { uid } }',
        { uid: owner.uid },
        admin.token,
      ),
    ).toBe('FORBIDDEN');
    expect(
      await codeOf(
        crm.url,
        'mutation Role($uid: ID!) { setMemberRole(uid: $uid, role: OWNER) { uid } }',
        { uid: admin.uid },
        admin.token,
      ),
    ).toBe('FORBIDDEN');
    expect(
      await codeOf(
        crm.url,
        'mutation Give($uid: ID!) { transferOwnership(uid: $uid) { uid } }',
        { uid: admin.uid },
        admin.token,
      ),
    ).toBe('FORBIDDEN');

    const heir = await joinAs(crm.url, owner.token, 'ADMIN');
    await must(
      crm.url,
      'mutation Give($uid: ID!) { transferOwnership(uid: $uid) { uid } }',
      { uid: heir.uid },
      owner.token,
    );
    const roles = async () =>
      Object.fromEntries(
        (
          await must<{ members: Array<{ uid: string; role: string }> }>(
            crm.url,
            '{ members { uid role } }',
            {},
            heir.token,
          )
        ).members.map((m) => [m.uid, m.role]),
      );
    expect(await roles()).toMatchObject({ [owner.uid]: 'ADMIN', [heir.uid]: 'OWNER' });
    await must(
      crm.url,
      'mutation Give($uid: ID!) { transferOwnership(uid: $uid) { uid } }',
      { uid: owner.uid },
      heir.token,
    );
    expect(await roles()).toMatchObject({ [owner.uid]: 'OWNER', [heir.uid]: 'ADMIN' });
  });

  it('changes roles only through an admin, and a changed role applies to the next request', async () => {
    const person = await signUp(crm.url);
    await setRole(crm.url, admin.token, person.uid, 'VIEWER');
    expect(
      await codeOf(
        crm.url,
        'mutation { saveCustomer(input: { fname: "", lname: "", email: "", phone: "", address: "" }) { id } }',
        {},
        person.token,
      ),
    ).toBe('FORBIDDEN');
    await setRole(crm.url, admin.token, person.uid, 'MEMBER');
    expect(
      await codeOf(
        crm.url,
        'mutation { saveCustomer(input: { fname: "", lname: "", email: "", phone: "", address: "" }) { id } }',
        {},
        person.token,
      ),
    ).toBe('BAD_USER_INPUT');
    expect(
      await codeOf(
        crm.url,
        'mutation Role($uid: ID!) { setMemberRole(uid: $uid, role: ADMIN) { uid } }',
        { uid: person.uid },
        person.token,
      ),
    ).toBe('FORBIDDEN');
  });
});
