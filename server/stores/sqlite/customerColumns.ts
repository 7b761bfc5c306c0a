// The customers' derived columns in SQLite: each sort column's order key, the search index over their text, the
// normalised phone, and the SQL that tells a history row's status change; the migrations and the store share them.
import type { CustomerSortField } from '../../domain/ordering.ts';
import { normalizePhone, type PhoneRegion } from '../../domain/phones.ts';
import { customerPhoneDigits, customerSearchText } from '../../domain/search.ts';
import { undoneChange } from '../../domain/history/customerHistory.ts';
import { addedChange, removedChange, restoredChange } from '../../domain/stats/customerCounts.ts';
import type Database from 'better-sqlite3';
import { hasColumn } from './tableInfo.ts';

/**
 * The search index over the customers' text (folded, in search_text);
 * the phone's digits (domain/search.ts) are searched as a column of their own.
 */
export const searchIndex = (columns: string) => {
  const news = columns
    .split(', ')
    .map((column) => `new.${column}`)
    .join(', ');
  const olds = columns
    .split(', ')
    .map((column) => `old.${column}`)
    .join(', ');
  return `
    -- External content: the index holds trigrams only; triggers keep it in step with the customers' text.
    CREATE VIRTUAL TABLE customers_search USING fts5(${columns}, content = 'customers', content_rowid = 'rowid', tokenize = 'trigram');
    CREATE TRIGGER customers_search_insert AFTER INSERT ON customers BEGIN
      INSERT INTO customers_search (rowid, ${columns}) VALUES (new.rowid, ${news});
    END;
    CREATE TRIGGER customers_search_delete AFTER DELETE ON customers BEGIN
      INSERT INTO customers_search (customers_search, rowid, ${columns}) VALUES ('delete', old.rowid, ${olds});
    END;
    CREATE TRIGGER customers_search_update AFTER UPDATE OF ${columns} ON customers BEGIN
      INSERT INTO customers_search (customers_search, rowid, ${columns}) VALUES ('delete', old.rowid, ${olds});
      INSERT INTO customers_search (rowid, ${columns}) VALUES (new.rowid, ${news});
    END;
    INSERT INTO customers_search (customers_search) VALUES ('rebuild');`;
};

/** The column holding each sort column's order key: last name's is the name order's sort_key. */
export const orderKeyColumns: Record<CustomerSortField, string> = {
  LNAME: 'sort_key',
  FNAME: 'sort_fname',
  EMAIL: 'sort_email',
  PHONE: 'sort_phone',
  ADDRESS: 'sort_address',
  NOTES: 'sort_notes',
};

/**
 * Whether a history row added or removed a customer, as SQL over its changes (JSON of FieldChange objects, written in
 * one key order by domain/history/customerHistory.ts):
 * the same expressions the partial indexes (migrations.ts) are made on, so counts read them.
 */
export const historyStatusChangeSql = {
  added: `instr(changes, '${JSON.stringify(addedChange)}') > 0`,
  removed: `instr(changes, '${JSON.stringify(removedChange)}') > 0`,
} as const;

/**
 * A history row's changes with its status change marked undone
 * (customerHistory.ts's undoneChange): counts pass it over.
 */
export const undoneChangesSql = [addedChange, removedChange, restoredChange].reduce(
  (sql, change) => `replace(${sql}, '${JSON.stringify(change)}', '${JSON.stringify(undoneChange(change))}')`,
  'changes',
);

/**
 * Reads every customer's phone again in `region` and stores the normalised form and its search digits where they
 * differ; answers how many customers changed. (The migration that added the column; npm run normalize-phones.)
 */
export function normalizeStoredPhones(db: Database.Database, region: PhoneRegion): number {
  const setPhone = db.prepare<{ id: string; normalized: string | null; digits: string }>(
    'UPDATE customers SET phone_normalized = @normalized, phone_digits = @digits WHERE id = @id',
  );
  const rows = db.prepare<[], { id: string; phone: string; phone_normalized: string | null; phone_digits: string }>(
    'SELECT id, phone, phone_normalized, phone_digits FROM customers',
  );
  let changed = 0;
  db.transaction(() => {
    for (const row of rows.all()) {
      const normalized = normalizePhone(row.phone, region);
      const digits = customerPhoneDigits({ phone: row.phone, phoneNormalized: normalized });
      if (normalized === row.phone_normalized && digits === row.phone_digits) continue;
      setPhone.run({ id: row.id, normalized, digits });
      changed++;
    }
  })();
  return changed;
}

/**
 * Gives every customer its folded search text (domain/search.ts's foldForSearch: accents and case aside) and indexes
 * that in place of the fields as written: run once, when a file from before is opened (migrations.ts).
 */
export function foldStoredSearchText(db: Database.Database): void {
  // Already folded: a file set back to an earlier schema version runs this again.
  if (hasColumn(db, 'customers', 'search_text')) return;
  db.exec(`
    ALTER TABLE customers ADD COLUMN search_text TEXT NOT NULL DEFAULT '';
    DROP TRIGGER customers_search_insert;
    DROP TRIGGER customers_search_delete;
    DROP TRIGGER customers_search_update;
    DROP TABLE customers_search;
  `);
  const setText = db.prepare<{ id: string; text: string }>('UPDATE customers SET search_text = @text WHERE id = @id');
  const rows = db.prepare<
    [],
    { id: string; fname: string; lname: string; email: string; phone: string; address: string; notes: string }
  >('SELECT id, fname, lname, email, phone, address, notes FROM customers');
  for (const row of rows.all()) setText.run({ id: row.id, text: customerSearchText(row) });
  db.exec(searchIndex('search_text, phone_digits'));
}
