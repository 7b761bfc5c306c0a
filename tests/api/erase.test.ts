// Erase for good, the retention purge and "Download this customer's data" over the API, on both stores: who may, what
// the audit log keeps (no personal data), what the JSON download holds, and live lists and open pages seeing it go.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import Database from 'better-sqlite3';
import { collect, gql, signUp, wsClient, type TestCrm } from '../support/crmServer.ts';
import { crmStores, stopStoreEmulator } from '../support/crmStores.ts';
import { codeOf, joinAs, must, type Person } from '../support/team.ts';
import { dayMs } from '../../server/domain/customers/customerErasure.ts';

const save = 'mutation Save($input: CustomerInput!) { saveCustomer(input: $input) { id version } }';
const erase = 'mutation Erase($id: ID!) { eraseCustomer(id: $id) }';
const remove = 'mutation Remove($id: ID!) { removeCustomer(id: $id) { id } }';
const auditLog = '{ auditLog(first: 50) { nodes { action target details actor { email } } } }';
const settings =
  'mutation Days($days: Int) { updateTeamSettings(removedRetentionDays: $days) { removedRetentionDays } }';

interface AuditEntry {
  action: string;
  target: string | null;
  details: string | null;
  actor: { email: string } | null;
}

let serial = 0;
/** A customer whose name, email and phone appear nowhere else. */
function person(tag: string) {
  serial += 1;
  const digits = String(1000 + serial);
  return {
    fname: 'Erin',
    lname: `Rase${tag}${serial}`,
    email: `erin.${tag}.${serial}@erase.example`,
    phone: `+1 212 555 ${digits}`,
    address: `${serial} Private Road`,
    notes: `Asked to be forgotten ${serial}`,
  };
}

describe.each(crmStores)('erase for good on %s', (storeName, start) => {
  let crm: TestCrm;
  let owner: { token: string; email: string };
  let admin: Person;
  let member: Person;
  let viewer: Person;
  const create = async (fields: ReturnType<typeof person>, token = owner.token) =>
    (await must<{ saveCustomer: { id: string } }>(crm.url, save, { input: fields }, token)).saveCustomer.id;
  const audit = async () =>
    (await must<{ auditLog: { nodes: AuditEntry[] } }>(crm.url, auditLog, {}, owner.token)).auditLog.nodes;
  const download = (id: string, token?: string) =>
    fetch(`${crm.url}/export/customers/${encodeURIComponent(id)}.json`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  beforeAll(async () => {
    crm = await start();
    owner = await signUp(crm.url);
    admin = await joinAs(crm.url, owner.token, 'ADMIN');
    member = await joinAs(crm.url, owner.token, 'MEMBER');
    viewer = await joinAs(crm.url, owner.token, 'VIEWER');
  }, 60_000);
  afterAll(async () => {
    await crm?.dispose();
  });

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

  it('downloads everything held about one customer as JSON, history and import records included, for the roles that may export, audited', async () => {
    const fields = person('download');
    const id = await create(fields, member.token);
    await must(crm.url, save, { input: { id, ...fields, address: '2 Moved Street' } }, member.token);
    // An import that updates it keeps a record of what it was before and after.
    await must(
      crm.url,
      'mutation Import($rows: [CustomerInput!]!) { importCustomers(rows: $rows, onDuplicate: UPDATE) { updated } }',
      { rows: [{ ...fields, notes: 'from the import' }] },
      member.token,
    );
    await must(
      crm.url,
      'mutation Bulk($s: CustomerSelection!) { removeCustomers(selection: $s) { count } }',
      { s: { ids: [id] } },
      member.token,
    );

    expect((await download(id)).status).toBe(401);
    const refused = await download(id, viewer.token);
    expect([refused.status, await refused.text()]).toEqual([
      403,
      'Your role (viewer) can read customers but not import or export them.',
    ]);
    expect((await download('no-such-customer', member.token)).status).toBe(404);

    const response = await download(id, member.token);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="customer-${id}.json"`);
    const body = (await response.json()) as {
      customer: Record<string, unknown>;
      history: Array<{
        type: string;
        at: string;
        by: { email: string } | null;
        changes: Array<{ field: string; from: string | null; to: string | null }>;
      }>;
      imports: Array<{ kind: string; before: Record<string, unknown>; after: Record<string, unknown> }>;
      bulkChanges: Array<{ status: boolean }>;
      webhookEvents: unknown[];
    };
    expect(body.customer).toMatchObject({
      id,
      email: fields.email,
      phone: fields.phone,
      notes: 'from the import',
      status: false,
    });
    expect(body.history.map(({ type }) => type)).toEqual(['REMOVED', 'IMPORTED', 'EDITED', 'CREATED']);
    expect(body.history.at(-1)!.by).toEqual({ uid: member.uid, email: member.email });
    expect(body.history[2]!.changes).toEqual([{ field: 'address', from: fields.address, to: '2 Moved Street' }]);
    expect(new Date(body.history[0]!.at).toISOString()).toBe(body.history[0]!.at);
    expect(body.imports).toEqual([
      expect.objectContaining({
        kind: 'updated',
        before: expect.objectContaining({ notes: fields.notes }),
        after: expect.objectContaining({ notes: 'from the import' }),
      }),
    ]);
    expect(body.bulkChanges).toEqual([expect.objectContaining({ status: false })]);
    expect(Array.isArray(body.webhookEvents)).toBe(true);
    const exported = (await audit()).filter(
      (entry) => entry.action === 'customers.exported' && entry.target === `customer ${id}`,
    );
    expect(exported).toEqual([
      {
        action: 'customers.exported',
        target: `customer ${id}`,
        details: 'JSON, everything held about the customer',
        actor: { email: member.email },
      },
    ]);
  });
});

describe.each(crmStores)('the retention purge on %s', (_name, start) => {
  let crm: TestCrm;
  let owner: { token: string; email: string };
  beforeAll(async () => {
    // The purge's clock stands two days ahead: a customer removed now counts as removed two days ago.
    crm = await start({}, { retention: { now: () => Date.now() + 2 * dayMs } });
    owner = await signUp(crm.url);
  }, 60_000);
  afterAll(async () => {
    await crm?.dispose();
    await stopStoreEmulator();
  });

  it('refuses a setting that is not a positive whole number of days with BAD_USER_INPUT, then purges what was removed longer ago, audited with the count', async () => {
    const admin = await joinAs(crm.url, owner.token, 'ADMIN');
    const member = await joinAs(crm.url, owner.token, 'MEMBER');
    expect(await codeOf(crm.url, settings, { days: 3 }, member.token)).toBe('FORBIDDEN');
    for (const days of [0, -3, 4000]) {
      const { body } = await gql(crm.url, settings, { days }, { token: admin.token });
      expect(body.errors?.[0]?.extensions).toEqual({
        code: 'BAD_USER_INPUT',
        fields: { removedRetentionDays: 'Give a whole number of days from 1 to 3650, or none.' },
      });
    }
    expect(
      (
        await must<{ teamSettings: { removedRetentionDays: number | null } }>(
          crm.url,
          '{ teamSettings { removedRetentionDays } }',
          {},
          owner.token,
        )
      ).teamSettings.removedRetentionDays,
    ).toBeNull();

    const kept = (await must<{ saveCustomer: { id: string } }>(crm.url, save, { input: person('kept') }, owner.token))
      .saveCustomer.id;
    const gone = [];
    for (const tag of ['gone1', 'gone2']) {
      const { saveCustomer } = await must<{ saveCustomer: { id: string } }>(
        crm.url,
        save,
        { input: person(tag) },
        owner.token,
      );
      await must(crm.url, remove, { id: saveCustomer.id }, owner.token);
      gone.push(saveCustomer.id);
    }
    // One day: removed "two days ago" by the purge's clock, so both go, at once, and the active one stays.
    expect(await must(crm.url, settings, { days: 1 }, admin.token)).toEqual({
      updateTeamSettings: { removedRetentionDays: 1 },
    });
    const purged = async () =>
      (await must<{ auditLog: { nodes: AuditEntry[] } }>(crm.url, auditLog, {}, owner.token)).auditLog.nodes.filter(
        (entry) => entry.action === 'customers.purged',
      );
    for (let tries = 0; (await purged()).length === 0; tries++) {
      if (tries > 100) throw new Error('no customers.purged entry');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(await purged()).toEqual([
      { action: 'customers.purged', target: '2 customers', details: 'removed more than 1 days ago', actor: null },
    ]);
    const { body } = await gql<{ customers: Array<{ id: string }> }>(
      crm.url,
      '{ customers(filter: ALL) { id } }',
      {},
      { token: owner.token },
    );
    expect(body.data!.customers.map(({ id }) => id)).toEqual([kept]);
    // Off again: null.
    expect(await must(crm.url, settings, { days: null }, admin.token)).toEqual({
      updateTeamSettings: { removedRetentionDays: null },
    });
  });
});
