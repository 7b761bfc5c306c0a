// Spreadsheet imports: how a batch of rows becomes creates and updates, and what undoing them may touch.
// The stores write a plan in one transaction and keep, per import and customer, what it was before and after.
import { customerValueFields, type Customer, type CustomerFields } from './customer.ts';

export type DuplicateAction = 'SKIP' | 'UPDATE' | 'RESTORE' | 'CREATE';

/**
 * One write of an import batch: a new customer (status true), or new fields for an existing one, its status kept
 * unless `restore` makes a removed one active again.
 */
export interface ImportWrite {
  kind: 'create' | 'update';
  id: string;
  fields: CustomerFields;
  restore?: boolean;
}

export interface FieldError {
  field: string;
  message: string;
}

export interface CustomerImportFailure {
  /** The row's index in the batch */
  row: number;
  fields: FieldError[];
}

export interface CustomerImportBatch {
  importId: string;
  created: number;
  updated: number;
  skipped: number;
  /** Of `updated`: removed customers made active again (RESTORE) */
  restored: number;
  /** Of `updated`: removed customers given the row's fields and left removed (UPDATE) */
  stillRemoved: number;
  failed: CustomerImportFailure[];
}

export interface CustomerImportUndo {
  removed: number;
  reverted: number;
  /** Customers changed by someone since the import left them, left as they are */
  keptChangedSince: Customer[];
}

/** An import as the imports list shows it */
export interface CustomerImportSummary {
  id: string;
  /** When its first batch was written, ms since the epoch */
  at: number;
  created: number;
  updated: number;
  skipped: number;
  failed: number;
  undone: boolean;
}

/** What an import did to one customer: created it, or changed it from `before`; `after` is how the import left it. */
export interface ImportRecord {
  kind: 'created' | 'updated';
  before: Customer | null;
  after: Customer;
}

/** A row that passed the rules, in the order of the batch. */
export interface ValidRow {
  row: number;
  fields: CustomerFields;
}

/**
 * The writes for a batch's valid rows. A row is a duplicate when a customer (existing, any status, in name order,
 * or created or updated by an earlier row of the batch) has its email, case aside, or else its normalised phone: SKIP
 * leaves that customer alone, UPDATE gives it the row's fields (keeping its notes when the row has none) and its
 * status, RESTORE does the same and makes a removed one active again, CREATE adds the row anyway. Each customer
 * appears once in the plan, with its last fields.
 */
export function planImport(rows: readonly ValidRow[], existing: readonly Customer[], onDuplicate: DuplicateAction, newId: () => string) {
  const writes = new Map<string, ImportWrite>();
  type Known = { id: string; fields: CustomerFields; status: boolean };
  const byEmail = new Map<string, Known>();
  const byPhone = new Map<string, Known>();
  const know = (known: Known) => {
    const email = known.fields.email.toLowerCase();
    if (!byEmail.has(email)) byEmail.set(email, known);
    const phone = known.fields.phoneNormalized;
    if (phone !== null && !byPhone.has(phone)) byPhone.set(phone, known);
  };
  for (const { id, status, ...fields } of existing) know({ id, fields, status });
  let created = 0;
  let updated = 0;
  let skipped = 0;
  let restored = 0;
  let stillRemoved = 0;
  for (const { fields } of rows) {
    const match =
      onDuplicate === 'CREATE'
        ? undefined
        : (byEmail.get(fields.email.toLowerCase()) ?? (fields.phoneNormalized === null ? undefined : byPhone.get(fields.phoneNormalized)));
    if (!match) {
      const id = newId();
      writes.set(id, { kind: 'create', id, fields });
      know({ id, fields, status: true });
      created++;
    } else if (onDuplicate === 'SKIP') {
      skipped++;
    } else {
      match.fields = { ...fields, notes: fields.notes || match.fields.notes };
      const earlier = writes.get(match.id);
      const restore = earlier?.restore || (onDuplicate === 'RESTORE' && !match.status);
      if (restore && !match.status) restored++;
      else if (!match.status) stillRemoved++;
      match.status ||= onDuplicate === 'RESTORE';
      know(match);
      writes.set(match.id, { kind: earlier?.kind ?? 'update', id: match.id, fields: match.fields, ...(restore && { restore: true }) });
      updated++;
    }
  }
  return { writes: [...writes.values()], created, updated, skipped, restored, stillRemoved };
}

/** Whether a customer is still as an import left it (fields and status). */
export function unchangedSinceImport(current: Customer, record: ImportRecord): boolean {
  return customerValueFields.every((field) => current[field] === record.after[field]);
}

/**
 * What undoing one record does to the customer as it is now: a customer the import created is removed, one it updated
 * gets its earlier fields back; either only when nobody changed it since ('kept' otherwise). A created customer that
 * is already removed and otherwise untouched counts as removed.
 */
export function undoOf(current: Customer, record: ImportRecord): { action: 'remove' | 'revert' | 'kept' } {
  if (record.kind === 'created') {
    const asLeft = unchangedSinceImport({ ...current, status: true }, record);
    return { action: asLeft ? 'remove' : 'kept' };
  }
  return { action: unchangedSinceImport(current, record) ? 'revert' : 'kept' };
}
