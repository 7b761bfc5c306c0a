// Spreadsheet imports: how a batch of rows becomes creates and updates, and what undoing them may touch.
// The stores write a plan in one transaction and keep, per import and customer, what it was before and after.
import { allContactKeys } from '../contactPoints/contactPoints.ts';
import { customerValueFields, fieldText, type Customer, type CustomerFields } from './customer.ts';

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
  /** Of `skipped`: rows matching a customer an earlier row of the import created or changed */
  duplicatesInFile: number;
  /** Of `updated`: removed customers made active again (RESTORE) */
  restored: number;
  /** Of `updated`: removed customers given the row's fields and left removed (UPDATE) */
  stillRemoved: number;
  failed: CustomerImportFailure[];
}

export interface CustomerImportUndo {
  /** Customers the import created, deleted */
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
 * The writes for a batch's valid rows. A row is a duplicate when a customer (existing, any status, in name order, or
 * created or changed by an earlier row of the import) has its email, case aside, or else its normalised phone. A
 * customer the import already created or changed (`changedByImport`: by its earlier batches) is changed by no other
 * row: later rows matching it are skipped as duplicates within the file. Otherwise SKIP leaves the duplicate alone;
 * UPDATE gives it the row's fields (keeping its notes when the row has none) and keeps its status; RESTORE does the
 * same to a removed one and makes it active again, and leaves an active one as it is (skipped); CREATE adds the row
 * anyway.
 */
export function planImport(
  rows: readonly ValidRow[],
  existing: readonly Customer[],
  onDuplicate: DuplicateAction,
  newId: () => string,
  changedByImport: ReadonlySet<string> = new Set(),
) {
  const writes: ImportWrite[] = [];
  type Known = { id: string; notes: string; status: boolean };
  const byEmail = new Map<string, Known>();
  const byPhone = new Map<string, Known>();
  // Every email and phone of a customer or row counts, the further ones too (contactPoints.ts).
  const know = (known: Known, fields: CustomerFields) => {
    const { emails, phones } = allContactKeys(fields);
    for (const email of emails) if (!byEmail.has(email)) byEmail.set(email, known);
    for (const phone of phones) if (!byPhone.has(phone)) byPhone.set(phone, known);
  };
  const matchOf = (fields: CustomerFields): Known | undefined => {
    const { emails, phones } = allContactKeys(fields);
    return [...emails.map((email) => byEmail.get(email)), ...phones.map((phone) => byPhone.get(phone))].find(Boolean);
  };
  for (const { id, status, ...fields } of existing) know({ id, notes: fields.notes, status }, fields);
  const changed = new Set(changedByImport);
  let created = 0;
  let updated = 0;
  let skipped = 0;
  let duplicatesInFile = 0;
  let restored = 0;
  let stillRemoved = 0;
  for (const { fields } of rows) {
    const match = onDuplicate === 'CREATE' ? undefined : matchOf(fields);
    if (!match) {
      const id = newId();
      writes.push({ kind: 'create', id, fields });
      know({ id, notes: fields.notes, status: true }, fields);
      changed.add(id);
      created++;
    } else if (changed.has(match.id)) {
      skipped++;
      duplicatesInFile++;
    } else if (onDuplicate === 'SKIP' || (onDuplicate === 'RESTORE' && match.status)) {
      skipped++;
    } else {
      const restore = onDuplicate === 'RESTORE';
      const written = { ...fields, notes: fields.notes || match.notes };
      writes.push({ kind: 'update', id: match.id, fields: written, ...(restore && { restore: true }) });
      know(match, written);
      changed.add(match.id);
      if (!match.status) {
        if (restore) restored++;
        else stillRemoved++;
      }
      updated++;
    }
  }
  return { writes, created, updated, skipped, duplicatesInFile, restored, stillRemoved };
}

/** Whether a customer is still as an import left it (fields and status). */
export function unchangedSinceImport(current: Customer, record: ImportRecord): boolean {
  return customerValueFields.every((field) => fieldText(current, field) === fieldText(record.after, field));
}

/**
 * What undoing one record does to the customer as it is now, when nobody changed it since the import left it ('kept'
 * otherwise): a customer the import created is deleted (whatever its status: an undone import leaves no row under
 * Deleted customers, so the same file imports again), one it updated gets its earlier fields and status back.
 */
export function undoOf(current: Customer, record: ImportRecord): { action: 'delete' | 'revert' | 'kept' } {
  if (record.kind === 'created') {
    const asLeft = unchangedSinceImport({ ...current, status: true }, record);
    return { action: asLeft ? 'delete' : 'kept' };
  }
  return { action: unchangedSinceImport(current, record) ? 'revert' : 'kept' };
}
