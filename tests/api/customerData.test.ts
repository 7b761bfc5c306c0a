// "Download this customer's data" and the retention purge over the API, on both stores: who may download, what the
// JSON holds, and the purge's setting and what it removes, audited. Erasing one customer is in erase.test.ts.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { gql, signUp, type TestCrm } from '../support/crmServer.ts';
import { crmStores, stopStoreEmulator } from '../support/crmStores.ts';
import { codeOf, joinAs, must, type Person } from '../support/team.ts';
import { auditLog, eraseCrm, person, remove, save, settings, type AuditEntry } from '../support/eraseCalls.ts';
import { dayMs } from '../../server/domain/customers/customerErasure.ts';

describe.each(crmStores)('erase for good on %s', (_storeName, start) => {
  let crm: TestCrm;
  let member: Person;
  let viewer: Person;
  const { create, audit, download } = eraseCrm(start, (running) => ({ crm, member, viewer } = running));

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
