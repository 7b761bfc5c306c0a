// An import's tags column (CustomerInput.tagNames, the cell as an export writes it): names find the team's tags case
// and accents aside; a name no tag has is made for an admin and refuses a member's row, naming tagNames, with nothing
// of that row saved and no tag made. An update gives the customer the row's tags.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestCrm, type TestCrm } from '../support/crmServer.ts';
import { joinAs, must, signUp, type Person } from '../support/team.ts';

const importRows = `mutation I($rows: [CustomerInput!]!, $onDuplicate: DuplicateAction) {
  importCustomers(rows: $rows, onDuplicate: $onDuplicate) { created updated failed { row fields { field message } } }
}`;
const listed = '{ customers { email tags { name } } }';

interface Answer {
  created: number;
  updated: number;
  failed: Array<{ row: number; fields: Array<{ field: string; message: string }> }>;
}

const row = (email: string, tagNames: string) => ({
  fname: 'Imported',
  lname: 'Person',
  email,
  phone: `+1 212 555 ${String(1000 + email.length)}${email.charCodeAt(0) % 10}`,
  address: '1 Import Row',
  tagNames,
});

describe('importing a tags column', () => {
  let crm: TestCrm;
  let owner: Person;
  let admin: Person;
  let member: Person;
  beforeAll(async () => {
    crm = await startTestCrm();
    owner = await signUp(crm.url);
    admin = await joinAs(crm.url, owner.token, 'ADMIN');
    member = await joinAs(crm.url, owner.token, 'MEMBER');
    for (const name of ['VIP', 'Café'])
      await must(crm.url, 'mutation ($name: String!) { createTag(name: $name) { id } }', { name }, admin.token);
  }, 60_000);
  afterAll(() => crm.dispose());

  const run = async (token: string, rows: unknown[], onDuplicate = 'SKIP') =>
    (await must<{ importCustomers: Answer }>(crm.url, importRows, { rows, onDuplicate }, token)).importCustomers;
  const tagNames = async () =>
    (await must<{ tags: Array<{ name: string }> }>(crm.url, '{ tags { name } }', {}, owner.token)).tags.map(
      ({ name }) => name,
    );
  const tagsOf = async (email: string) =>
    (
      await must<{ customers: Array<{ email: string; tags: Array<{ name: string }> }> }>(
        crm.url,
        listed,
        {},
        owner.token,
      )
    ).customers
      .find((customer) => customer.email === email)
      ?.tags.map(({ name }) => name);

  it("refuses a member's row naming a tag the team does not have, by the tagNames field", async () => {
    const answer = await run(member.token, [
      row('ann@example.com', 'vip; CAFE'),
      row('bea@example.com', 'VIP; "Nope; never"'),
    ]);
    expect(answer).toEqual({
      created: 1,
      updated: 0,
      failed: [{ row: 1, fields: [{ field: 'tagNames', message: 'No tag has this name: an admin may add it' }] }],
    });
    expect(await tagsOf('ann@example.com')).toEqual(['Café', 'VIP']);
    expect(await tagsOf('bea@example.com')).toBeUndefined();
    expect(await tagNames()).toEqual(['Café', 'VIP']);
  });

  it('makes the tags an admin names, once each, and an update gives the row its tags', async () => {
    const answer = await run(admin.token, [
      row('cal@example.com', '"Nope; never"; 顧客; café'),
      row('dan@example.com', '顧客; """Quoted"""'),
    ]);
    expect(answer).toEqual({ created: 2, updated: 0, failed: [] });
    expect(await tagNames()).toEqual(['"Quoted"', 'Café', 'Nope; never', 'VIP', '顧客']);
    expect(await tagsOf('cal@example.com')).toEqual(['Café', 'Nope; never', '顧客']);
    expect(await tagsOf('dan@example.com')).toEqual(['"Quoted"', '顧客']);

    const updated = await run(member.token, [row('cal@example.com', 'VIP')], 'UPDATE');
    expect(updated).toEqual({ created: 0, updated: 1, failed: [] });
    expect(await tagsOf('cal@example.com')).toEqual(['VIP']);
  });
});
