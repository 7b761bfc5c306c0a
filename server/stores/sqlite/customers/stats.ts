// The dashboard's numbers from SQLite (domain/stats/customerCounts.ts): counts by status, status changes by week from
// the history's partial indexes, and the latest changes.
import type { Customer } from '../../../domain/customers/customer.ts';
import type { RecentChange, StatusCounts, TimeWindow, WindowCounts } from '../../../domain/stats/customerCounts.ts';
import { historyStatusChangeSql } from '../customerColumns.ts';
import type { SqliteDatabase } from '../database.ts';
import type { SqliteCustomerReads } from './customerReads.ts';
import { historyEntryOf, type HistoryRow } from './customerRows.ts';

export class SqliteCustomerStats {
  private readonly statements;

  constructor(
    db: SqliteDatabase,
    private readonly reads: SqliteCustomerReads,
  ) {
    this.statements = {
      // Each reads its partial index's range for the window (migrations.ts): the rows of that kind in it, no others.
      countAdded: db.prepare<TimeWindow, { n: number }>(
        `SELECT count(*) AS n FROM customer_history WHERE ${historyStatusChangeSql.added} AND at >= @from AND at < @to`,
      ),
      countRemoved: db.prepare<TimeWindow, { n: number }>(
        `SELECT count(*) AS n FROM customer_history WHERE ${historyStatusChangeSql.removed} AND at >= @from AND at < @to`,
      ),
      recentHistory: db.prepare<[number], HistoryRow & { customer_id: string }>(
        'SELECT * FROM customer_history ORDER BY id DESC LIMIT ?',
      ),
    };
  }

  async statusCounts(): Promise<StatusCounts> {
    return { active: this.reads.count('ACTIVE'), removed: this.reads.count('REMOVED') };
  }

  async statusChanges(windows: readonly TimeWindow[]): Promise<WindowCounts[]> {
    return windows.map(({ from, to }) => ({
      added: this.statements.countAdded.get({ from, to })!.n,
      removed: this.statements.countRemoved.get({ from, to })!.n,
    }));
  }

  /** The newest rows by id (commit order on this file), and their customers by id. */
  async recentChanges(first: number): Promise<RecentChange[]> {
    const customers = new Map<string, Customer | null>();
    return this.statements.recentHistory.all(first).map((row) => {
      if (!customers.has(row.customer_id)) customers.set(row.customer_id, this.reads.read(row.customer_id));
      return { customerId: row.customer_id, customer: customers.get(row.customer_id)!, entry: historyEntryOf(row) };
    });
  }
}
