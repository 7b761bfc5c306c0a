// The customers-list cache (server/graphql/customerListCache.ts) answers only after every access rule: a session that
// must first enrol a second factor is refused the list even when another user just asked the same document.
import { beforeAll, describe, expect, it } from '@jest/globals';
import { gql, signInMutation, uniqueEmail, type TestCrm } from '../support/crmServer.ts';
import { crmWithOwner, must, signUp, type Person } from '../support/team.ts';

const list = '{ customers { id fname lname email phone } }';

describe('the customers-list cache and access rules', () => {
  let crm: TestCrm;
  let owner: Person;
  crmWithOwner((running) => ({ crm, owner } = running));
  beforeAll(async () => {
    await must(
      crm.url,
      'mutation ($input: CustomerInput!) { saveCustomer(input: $input) { id } }',
      {
        input: {
          fname: 'Cora',
          lname: 'Cached',
          email: 'cora@example.com',
          phone: '555 010 2000',
          address: '1 Cache Lane',
        },
      },
      owner.token,
    );
  });

  it('refuses a session that must enrol a second factor the list a fully signed-in user just fetched', async () => {
    const person = await signUp(crm.url, uniqueEmail('enrolling'));
    await must(
      crm.url,
      'mutation { updateTeamSettings(requireSecondFactor: true) { requireSecondFactor } }',
      {},
      owner.token,
    );
    const signedIn = await gql<{ signIn: { token: string } }>(crm.url, signInMutation, {
      email: person.email,
      password: 'secret123',
    });
    const enrolling = signedIn.body.data!.signIn.token;

    const full = await gql<{ customers: Array<{ fname: string }> }>(crm.url, list, {}, { token: owner.token });
    expect(full.body.data?.customers.map((customer) => customer.fname)).toEqual(['Cora']);

    const refused = await gql(crm.url, list, {}, { token: enrolling });
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(refused.body.data ?? null).toBeNull();
    expect(JSON.stringify(refused.body)).not.toContain('cora@example.com');
  });
});
