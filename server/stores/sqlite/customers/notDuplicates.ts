// "Not duplicates" marks in SQLite (domain/merge/notDuplicates.ts): one row a mark, its customer ids as JSON.
import type { NotDuplicatesMark } from '../../../domain/merge/notDuplicates.ts';
import type { SqliteDatabase } from '../database.ts';

interface MarkRow {
  customer_ids: string;
  by_uid: string | null;
  at: number;
}

export class SqliteNotDuplicates {
  private readonly statements;

  constructor(db: SqliteDatabase) {
    this.statements = {
      insert: db.prepare<{ customerIds: string; byUid: string | null; at: number }>(
        'INSERT INTO customer_not_duplicates (customer_ids, by_uid, at) VALUES (@customerIds, @byUid, @at)',
      ),
      all: db.prepare<[], MarkRow>('SELECT customer_ids, by_uid, at FROM customer_not_duplicates ORDER BY seq'),
    };
  }

  async mark({ customerIds, byUid, at }: NotDuplicatesMark): Promise<void> {
    this.statements.insert.run({ customerIds: JSON.stringify(customerIds), byUid, at });
  }

  async marks(): Promise<NotDuplicatesMark[]> {
    return this.statements.all
      .all()
      .map((row) => ({ customerIds: JSON.parse(row.customer_ids) as string[], byUid: row.by_uid, at: row.at }));
  }
}
