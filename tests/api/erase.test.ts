// Erase for good over the API, on both stores: who may, what the audit log keeps (no personal data), live lists and
// open pages seeing it go. The download of one customer's data and the retention purge are in customerData.test.ts.
import path from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import Database from 'better-sqlite3';
import { collect, gql, wsClient, type TestCrm } from '../support/crmServer.ts';
import { crmStores, stopStoreEmulator } from '../support/crmStores.ts';
import { codeOf, must, type Person } from '../support/team.ts';
import { erase, eraseCrm, person, save } from '../support/eraseCalls.ts';

afterAll(stopStoreEmulator);

describe.each(crmStores)('erase for good on %s', (storeName, start) => {
  let crm: TestCrm;
  let owner: { token: string; email: string };
  let admin: Person;
  let member: Person;
  let viewer: Person;
  const { create, audit, download } = eraseCrm(start, (running) => ({ crm, owner, admin, member, viewer } = running));

  it('lets owners and admins erase, refuses members and viewers (FORBIDDEN) and changes nothing; an unknown id is NOT_FOUND', async () => {
    const id = await create(person('roles'));
    for (const refused of [member, viewer])
      expect(await codeOf(crm.url, erase, { id }, refused.token)).toBe('FORBIDDEN');
    expect(await codeOf(crm.url, erase, { id })).toBe('UNAUTHENTICATED');
    expect(
      (
        await gql<{ customer: { id: string } | null }>(
          crm.url,
          'query One($id: ID!) { customer(id: $id) { id } }',
          { id },
          { token: owner.token },
        )
      ).body.data!.customer,
    ).toEqual({ id });
    expect(await must(crm.url, erase, { id }, admin.token)).toEqual({ eraseCustomer: true });
    expect(await codeOf(crm.url, erase, { id }, owner.token)).toBe('NOT_FOUND');
    const other = await create(person('owner'));
    expect(await must(crm.url, erase, { id: other }, owner.token)).toEqual({ eraseCustomer: true });
  });

  it('leaves only an audit entry with the id and no personal data; a live list and the open page see the customer go', async () => {
    const fields = person('audit');
    const id = await create(fields);
    await must(crm.url, save, { input: { id, ...fields, notes: 'changed once' } }, member.token);
    const { client } = wsClient(crm.url, { token: viewer.token });
    try {
      const list = collect<{
        customerChanges: {
          changes: Array<{ type: string; customer: { id: string; fname: string; email: string; phone: string } }>;
        };
      }>(client, 'subscription { customerChanges { changes { type customer { id fname email phone } } } }');
      const page = collect<{ customerActivity: { customer: { id: string; email: string } | null } }>(
        client,
        'subscription Page($id: ID!) { customerActivity(id: $id) { customer { id email } } }',
        { id },
      );
      await list.until(1);
      await page.until(1);
      expect(page.results[0]!.data!.customerActivity.customer).toEqual({ id, email: fields.email });

      expect(await must(crm.url, erase, { id }, owner.token)).toEqual({ eraseCustomer: true });

      const leaving = async () => {
        for (;;) {
          const change = list.results
            .flatMap((result) => result.data?.customerChanges.changes ?? [])
            .find((c) => c.customer.id === id && c.type === 'REMOVED');
          if (change) return change;
          await list.until(list.results.length + 1, 10_000);
        }
      };
      expect(await leaving()).toEqual({ type: 'REMOVED', customer: { id, fname: '', email: '', phone: '' } });
      await page.until(2, 10_000);
      expect(page.results.at(-1)!.data!.customerActivity.customer).toBeNull();
    } finally {
      await client.dispose();
    }

    const entries = await audit();
    const erased = entries.filter((entry) => entry.action === 'customer.erased' && entry.target === id);
    expect(erased).toEqual([{ action: 'customer.erased', target: id, details: null, actor: { email: owner.email } }]);
    const everything = JSON.stringify(entries).toLowerCase();
    for (const value of [
      fields.fname + ' ' + fields.lname,
      fields.lname,
      fields.email,
      fields.phone,
      fields.address,
      fields.notes,
      'changed once',
    ]) {
      expect(everything).not.toContain(value.toLowerCase());
    }
    expect(
      (
        await gql<{ customer: null }>(
          crm.url,
          'query One($id: ID!) { customer(id: $id) { id } }',
          { id },
          { token: owner.token },
        )
      ).body.data!.customer,
    ).toBeNull();
    expect(await download(id, owner.token).then((response) => response.status)).toBe(404);
  });

  if (storeName === 'SQLite') {
    it('writes the audit entry in the erasing transaction: when the entry cannot be written, nothing is erased', async () => {
      const fields = person('crash');
      const id = await create(fields);
      // A real refusal from the store, as a crash between the erasure and its entry would leave: a trigger on the file.
      const db = new Database(path.join(crm.dataDir, 'crm.sqlite'));
      db.exec(
        `CREATE TRIGGER refuse_erasure_entry BEFORE INSERT ON audit_log WHEN new.action = 'customer.erased' BEGIN SELECT RAISE(ABORT, 'refused'); END`,
      );
      try {
        expect(await codeOf(crm.url, erase, { id }, owner.token)).toBe('INTERNAL_SERVER_ERROR');
        const { body } = await gql<{ customer: { id: string; email: string } | null }>(
          crm.url,
          'query One($id: ID!) { customer(id: $id) { id email } }',
          { id },
          {
            token: owner.token,
          },
        );
        expect(body.data!.customer).toEqual({ id, email: fields.email });
      } finally {
        db.exec('DROP TRIGGER refuse_erasure_entry');
        db.close();
      }
      expect((await audit()).filter((entry) => entry.target === id)).toEqual([]);
      expect(await must(crm.url, erase, { id }, owner.token)).toEqual({ eraseCustomer: true });
      expect((await audit()).filter((entry) => entry.target === id)).toEqual([
        { action: 'customer.erased', target: id, details: null, actor: { email: owner.email } },
      ]);
    });
  }
});
