// A customer's history in SQLite, newest first by id (docs/collaboration.md#history);
// the rows are written with each write (customerWrites.ts).
import type { CustomerHistoryPage } from '../../../domain/history/customerHistory.ts';
import type { SqliteDatabase } from '../database.ts';
import { historyEntryOf, type HistoryRow } from './customerRows.ts';

export class SqliteHistoryReads {
  private readonly statements;

  constructor(db: SqliteDatabase) {
    this.statements = {
      history: db.prepare<{ customerId: string; before: number; limit: number }, HistoryRow>(
        'SELECT * FROM customer_history WHERE customer_id = @customerId AND id < @before ORDER BY id DESC LIMIT @limit',
      ),
    };
  }

  async history(customerId: string, first: number, after: string | null): Promise<CustomerHistoryPage> {
    const before = after === null ? Number.MAX_SAFE_INTEGER : Number(after);
    const rows = Number.isSafeInteger(before)
      ? this.statements.history.all({ customerId, before, limit: first + 1 })
      : [];
    // Padded, so that cursors sort as the entries do.
    const nodes = rows
      .slice(0, first)
      .map((row) => ({ ...historyEntryOf(row), cursor: String(row.id).padStart(16, '0') }));
    return {
      nodes,
      endCursor: nodes.at(-1)?.cursor ?? null,
      hasNextPage: rows.length > first,
    };
  }
}
