// teammates: who every signed-in role may name (owner and assignee pickers, @ suggestions): joined members by email,
// deactivated ones marked inactive, nothing the admin-only members list adds; members itself stays ADMIN and up.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { gql, startTestCrm, type TestCrm } from '../support/crmServer.ts';
import { must, startWithFormerMember, type Person } from '../support/team.ts';

describe('teammates', () => {
  let crm: TestCrm;
  let owner: Person;
  let member: Person;
  let viewer: Person;
  let gone: Person;
  beforeAll(async () => {
    ({ crm, owner, member, viewer, gone } = await startWithFormerMember(startTestCrm));
  }, 60_000);
  afterAll(() => crm.dispose());

  it('lists everyone who joined, by email, the deactivated marked inactive, to a viewer as to the owner', async () => {
    const expected = [owner, member, viewer, gone]
      .map(({ uid, email }) => ({ uid, email, active: uid !== gone.uid }))
      .sort((a, b) => a.email.localeCompare(b.email));
    for (const person of [viewer, member, owner]) {
      const { teammates } = await must<{ teammates: unknown[] }>(
        crm.url,
        '{ teammates { uid email active } }',
        {},
        person.token,
      );
      expect(teammates).toEqual(expected);
    }
  });

  it('tells no more than who they are: the admin-only fields are not on it, and members stays refused to a viewer', async () => {
    const { body } = await gql(crm.url, '{ teammates { lastActiveAt } }', {}, { token: viewer.token });
    expect(body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    const refused = await gql(crm.url, '{ members { uid } }', {}, { token: member.token });
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('is refused to a visitor', async () => {
    const { body } = await gql(crm.url, '{ teammates { uid } }', {});
    expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
