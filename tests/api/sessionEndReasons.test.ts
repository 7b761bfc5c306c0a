// A token that lets nobody in any more is answered UNAUTHENTICATED with why, when that is known (the reason in the
// error's extensions and in the socket's 4401 close): a key that is not valid, a member deactivated, a password
// changed on another device. Only the holder of that token hears it.
import { afterAll, describe, expect, it } from '@jest/globals';
import { gql, wsClient, type TestCrm } from '../support/crmServer.ts';
import { crmStores, stopStoreEmulator } from '../support/crmStores.ts';
import { crmWithOwner, deactivate, joinAs, must, type Person } from '../support/team.ts';

afterAll(stopStoreEmulator);

const me = 'query { customers(filter: ACTIVE) { id } }';
const errorOf = async (url: string, token: string) => (await gql(url, me, {}, { token })).body.errors?.[0];

describe.each(crmStores)('why a session ended, on %s', (_store, start) => {
  let crm: TestCrm;
  let owner: Person;
  crmWithOwner((running) => ({ crm, owner } = running), start);

  it('says a wrong API key is not valid, not that one must sign in', async () => {
    const error = await errorOf(crm.url, 'crmk_0000000000000000000000000000000000000000');
    expect({ code: error?.extensions?.code, reason: error?.extensions?.reason, message: error?.message }).toEqual({
      code: 'UNAUTHENTICATED',
      reason: 'API_KEY_INVALID',
      message: 'This API key is not valid: it is unknown, revoked or expired.',
    });
    expect((await errorOf(crm.url, 'no-such-session'))?.message).toBe('You must be signed in');
  });

  it('tells a deactivated member why, over HTTP and on the socket', async () => {
    const member = await joinAs(crm.url, owner.token, 'MEMBER');
    const socket = wsClient(crm.url, { token: member.token });
    await new Promise<void>((resolve) => socket.client.on('connected', () => resolve()));
    await deactivate(crm.url, owner.token, member.uid);
    const closed = await socket.closed;
    expect({ code: closed.code, reason: closed.reason }).toEqual({ code: 4401, reason: 'DEACTIVATED' });
    const error = await errorOf(crm.url, member.token);
    expect({ reason: error?.extensions?.reason, message: error?.message }).toEqual({
      reason: 'DEACTIVATED',
      message: 'Your account was deactivated by an administrator.',
    });
  });

  it('tells the other devices of someone whose password changed why', async () => {
    const person = await joinAs(crm.url, owner.token, 'MEMBER');
    const { body } = await gql<{ signIn: { token: string } }>(
      crm.url,
      'mutation { signIn(email: "' + person.email + '", password: "secret123") { token } }',
    );
    const laptop = body.data!.signIn.token;
    await must(
      crm.url,
      'mutation { changePassword(currentPassword: "secret123", password: "newsecret1", repeatPassword: "newsecret1") }',
      {},
      person.token,
    );
    const error = await errorOf(crm.url, laptop);
    expect({ reason: error?.extensions?.reason, message: error?.message }).toEqual({
      reason: 'PASSWORD_CHANGED',
      message: 'Your password was changed on another device.',
    });
  });
});
