// The import's rules alone: which rows of a batch create, update or skip a customer (planImport), and what undoing an
// import does to each customer it wrote (undoOf).
import { describe, expect, it } from '@jest/globals';
import type { Customer, CustomerFields } from '../../server/domain/customers/customer.ts';
import { planImport, undoOf, type ImportRecord, type ValidRow } from '../../server/domain/customers/customerImport.ts';

const fieldsOf = (name: string, overrides: Partial<CustomerFields> = {}): CustomerFields => ({
  fname: name,
  lname: 'Lovelace',
  email: `${name.toLowerCase()}@example.com`,
  phone: '',
  phoneNormalized: null,
  address: '1 Engine Row',
  notes: '',
  ...overrides,
});
const customer = (id: string, name: string, overrides: Partial<Customer> = {}): Customer => ({
  id,
  ...fieldsOf(name),
  status: true,
  version: 1,
  ...overrides,
});
const rows = (...fields: CustomerFields[]): ValidRow[] => fields.map((value, row) => ({ row, fields: value }));
const ids = () => {
  let next = 0;
  return () => `new${++next}`;
};

describe('planImport', () => {
  it('creates every row that matches nobody, with a new id each', () => {
    const plan = planImport(rows(fieldsOf('Ada'), fieldsOf('Grace')), [], 'SKIP', ids());
    expect(plan).toEqual({
      writes: [
        { kind: 'create', id: 'new1', fields: fieldsOf('Ada') },
        { kind: 'create', id: 'new2', fields: fieldsOf('Grace') },
      ],
      created: 2,
      updated: 0,
      skipped: 0,
      duplicatesInFile: 0,
      restored: 0,
      stillRemoved: 0,
    });
  });

  it('finds a duplicate by email, case aside, or else by normalised phone', () => {
    const existing = [
      customer('a', 'Ada'),
      customer('g', 'Grace', { phone: '555 0100', phoneNormalized: '+15550100' }),
    ];
    const plan = planImport(
      rows(
        fieldsOf('Other', { email: 'ADA@example.com' }),
        fieldsOf('Else', { phone: '(555) 0100', phoneNormalized: '+15550100' }),
      ),
      existing,
      'SKIP',
      ids(),
    );
    expect(plan).toMatchObject({ writes: [], created: 0, skipped: 2, updated: 0 });
  });

  it('SKIP leaves the duplicate alone; UPDATE gives it the row, keeping its notes when the row has none', () => {
    const existing = [customer('a', 'Ada', { notes: 'met at the fair', phone: '1' })];
    expect(planImport(rows(fieldsOf('Ada', { phone: '2' })), existing, 'SKIP', ids())).toMatchObject({
      writes: [],
      skipped: 1,
    });
    const updated = planImport(rows(fieldsOf('Ada', { phone: '2' })), existing, 'UPDATE', ids());
    expect(updated).toMatchObject({ created: 0, updated: 1, skipped: 0 });
    expect(updated.writes).toEqual([
      { kind: 'update', id: 'a', fields: fieldsOf('Ada', { phone: '2', notes: 'met at the fair' }) },
    ]);
    // A row with notes of its own replaces them.
    expect(planImport(rows(fieldsOf('Ada', { notes: 'new' })), existing, 'UPDATE', ids()).writes[0]!.fields.notes).toBe(
      'new',
    );
  });

  it('UPDATE leaves a removed duplicate removed; RESTORE makes it active again, and each is counted', () => {
    const existing = [customer('a', 'Ada', { status: false })];
    const updated = planImport(rows(fieldsOf('Ada')), existing, 'UPDATE', ids());
    expect(updated).toMatchObject({ updated: 1, restored: 0, stillRemoved: 1 });
    expect(updated.writes[0]).not.toHaveProperty('restore');
    const restored = planImport(rows(fieldsOf('Ada')), existing, 'RESTORE', ids());
    expect(restored).toMatchObject({ updated: 1, restored: 1, stillRemoved: 0 });
    expect(restored.writes[0]).toMatchObject({ kind: 'update', id: 'a', restore: true });
  });

  it('RESTORE leaves an active duplicate as it is, counted as skipped: only UPDATE changes an active customer', () => {
    const existing = [customer('a', 'Ada', { notes: 'kept' }), customer('g', 'Grace', { status: false })];
    const plan = planImport(
      rows(fieldsOf('Ada', { fname: 'Overwritten' }), fieldsOf('Grace', { fname: 'Back' })),
      existing,
      'RESTORE',
      ids(),
    );
    expect(plan).toMatchObject({
      created: 0,
      updated: 1,
      skipped: 1,
      duplicatesInFile: 0,
      restored: 1,
      stillRemoved: 0,
    });
    expect(plan.writes).toEqual([
      { kind: 'update', id: 'g', fields: fieldsOf('Grace', { fname: 'Back' }), restore: true },
    ]);
  });

  it('CREATE adds every row, duplicates included', () => {
    const plan = planImport(rows(fieldsOf('Ada')), [customer('a', 'Ada')], 'CREATE', ids());
    expect(plan).toMatchObject({ created: 1, updated: 0, skipped: 0, writes: [{ kind: 'create', id: 'new1' }] });
  });

  it('a customer is created or changed by one row of an import: later rows matching it are duplicates within the file', () => {
    // A row matching the one an earlier row created.
    const plan = planImport(
      rows(fieldsOf('Ada', { phone: '1' }), fieldsOf('Ada', { phone: '2' })),
      [],
      'UPDATE',
      ids(),
    );
    expect(plan.writes).toEqual([{ kind: 'create', id: 'new1', fields: fieldsOf('Ada', { phone: '1' }) }]);
    expect(plan).toMatchObject({ created: 1, updated: 0, skipped: 1, duplicatesInFile: 1 });
    // Three rows matching one removed customer, by email or phone: the first restores it, the others change nothing.
    const removed = [customer('g', 'Grace', { status: false, phoneNormalized: '+15550100' })];
    const three = rows(
      fieldsOf('Grace', { notes: 'first' }),
      fieldsOf('Other', { phoneNormalized: '+15550100' }),
      fieldsOf('Grace', { notes: 'third' }),
    );
    for (const action of ['UPDATE', 'RESTORE'] as const) {
      const once = planImport(three, removed, action, ids());
      expect(once).toMatchObject({ created: 0, updated: 1, skipped: 2, duplicatesInFile: 2 });
      expect(once.writes).toEqual([
        expect.objectContaining({ id: 'g', fields: fieldsOf('Grace', { notes: 'first' }) }),
      ]);
    }
    // Under SKIP the second row is skipped as a duplicate of the first.
    expect(planImport(rows(fieldsOf('Ada'), fieldsOf('Ada')), [], 'SKIP', ids())).toMatchObject({
      created: 1,
      skipped: 1,
      duplicatesInFile: 1,
      writes: [{ id: 'new1' }],
    });
    // A row that left a customer alone (SKIP) does not stop a later one: nothing changed it yet.
    expect(planImport(rows(fieldsOf('Ada'), fieldsOf('Ada')), [customer('a', 'Ada')], 'SKIP', ids())).toMatchObject({
      skipped: 2,
      duplicatesInFile: 0,
    });
  });

  it('a customer an earlier batch of the import created or changed is changed by no row of this one', () => {
    const existing = [customer('a', 'Ada', { status: false }), customer('g', 'Grace')];
    const plan = planImport(rows(fieldsOf('Ada'), fieldsOf('Grace')), existing, 'UPDATE', ids(), new Set(['a', 'g']));
    expect(plan).toMatchObject({ writes: [], created: 0, updated: 0, skipped: 2, duplicatesInFile: 2 });
  });

  it('an email matches before a phone: the customer with the email is the one updated', () => {
    const existing = [customer('p', 'Phone', { phoneNormalized: '+15550100' }), customer('e', 'Ada')];
    const plan = planImport(rows(fieldsOf('Ada', { phoneNormalized: '+15550100' })), existing, 'UPDATE', ids());
    expect(plan.writes.map(({ id }) => id)).toEqual(['e']);
  });
});

describe('undoOf', () => {
  const created = (after: Customer): ImportRecord => ({ kind: 'created', before: null, after });
  const updated = (before: Customer, after: Customer): ImportRecord => ({ kind: 'updated', before, after });

  it('deletes a customer the import created, when nobody changed it since', () => {
    const after = customer('a', 'Ada');
    expect(undoOf({ ...after, version: 1 }, created(after))).toEqual({ action: 'delete' });
  });

  it('deletes a created customer already removed, and otherwise untouched: it leaves no row under Deleted customers', () => {
    const after = customer('a', 'Ada');
    expect(undoOf({ ...after, status: false, version: 2 }, created(after))).toEqual({ action: 'delete' });
  });

  it('keeps a created customer someone edited since', () => {
    const after = customer('a', 'Ada');
    expect(undoOf({ ...after, notes: 'called back', version: 2 }, created(after))).toEqual({ action: 'kept' });
  });

  it('reverts a customer the import updated, when it is still as the import left it', () => {
    const before = customer('a', 'Ada', { phone: '1' });
    const after = { ...before, phone: '2', version: 2 };
    expect(undoOf(after, updated(before, after))).toEqual({ action: 'revert' });
  });

  it('keeps an updated customer whose fields or status changed since', () => {
    const before = customer('a', 'Ada', { phone: '1' });
    const after = { ...before, phone: '2', version: 2 };
    expect(undoOf({ ...after, address: 'elsewhere', version: 3 }, updated(before, after))).toEqual({ action: 'kept' });
    expect(undoOf({ ...after, status: false, version: 3 }, updated(before, after))).toEqual({ action: 'kept' });
  });
});
