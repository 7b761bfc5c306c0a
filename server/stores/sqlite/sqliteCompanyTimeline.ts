// A company's timeline in the embedded store: its people's activities, tasks and history, each along its index of
// company_id (kept by triggers: migrations/companySteps.ts), a page at a time; live through the activities' and the
// customers' change feeds, which every process on the file follows.
import type { ActivityChange, ActivityPosition } from '../../domain/activities/activityStore.ts';
import type { Activity } from '../../domain/activities/activity.ts';
import type { CompanyHistoryPage, CompanyTimelineStore } from '../../domain/companies/companyTimelineStore.ts';
import type { CustomerStore, Unsubscribe } from '../../domain/customers/customerStore.ts';
import type { Task } from '../../domain/tasks/task.ts';
import { historyEntryOf, type HistoryRow } from './customers/customerRows.ts';
import type { SqliteDatabase } from './database.ts';
import { toActivity, type ActivityRow, type SqliteActivityStore } from './sqliteActivityStore.ts';
import { toTask, type TaskRow } from './sqliteTaskStore.ts';

type Range = { companyId: string; at: number; id: string; limit: number };

export class SqliteCompanyTimeline implements CompanyTimelineStore {
  private readonly statements;

  constructor(
    db: SqliteDatabase,
    private readonly activities: Pick<SqliteActivityStore, 'watchAll'>,
    private readonly customers: Pick<CustomerStore, 'watchHistory'>,
  ) {
    // The newest rows strictly older than (at, id): a start past any row reads from the newest.
    const older = (table: string, at: string) =>
      `SELECT * FROM ${table} WHERE company_id = @companyId AND (${at} < @at OR (${at} = @at AND id < @id))
       ORDER BY ${at} DESC, id DESC LIMIT @limit`;
    this.statements = {
      activities: db.prepare<Range, ActivityRow>(older('activities', 'at')),
      tasks: db.prepare<Range, TaskRow>(older('tasks', 'created_at')),
      history: db.prepare<{ companyId: string; before: number; limit: number }, HistoryRow & { customer_id: string }>(
        `SELECT * FROM customer_history WHERE company_id = @companyId AND id < @before ORDER BY id DESC LIMIT @limit`,
      ),
      companyOf: db.prepare<[string], { company_id: string | null }>('SELECT company_id FROM customers WHERE id = ?'),
    };
  }

  async page(companyId: string, first: number, before: ActivityPosition | null): Promise<Activity[]> {
    return this.statements.activities.all({ companyId, ...startOf(before), limit: first }).map(toActivity);
  }

  async tasks(companyId: string, first: number, before: ActivityPosition | null): Promise<Task[]> {
    return this.statements.tasks.all({ companyId, ...startOf(before), limit: first }).map(toTask);
  }

  /** By id, as a customer's history pages (customers/historyReads.ts), with the same cursors. */
  async history(companyId: string, first: number, after: string | null): Promise<CompanyHistoryPage> {
    const before = after === null ? Number.MAX_SAFE_INTEGER : Number(after);
    const rows = Number.isSafeInteger(before)
      ? this.statements.history.all({ companyId, before, limit: first + 1 })
      : [];
    const nodes = rows.slice(0, first).map((row) => ({
      ...historyEntryOf(row),
      customerId: row.customer_id,
      cursor: String(row.id).padStart(16, '0'),
    }));
    return { nodes, endCursor: nodes.at(-1)?.cursor ?? null, hasNextPage: rows.length > first };
  }

  /** Every activity change, kept when its customer works at the company now. */
  watch(companyId: string, listener: (change: ActivityChange) => void): Unsubscribe {
    return this.activities.watchAll((change) => {
      if (this.statements.companyOf.get(change.customerId)?.company_id === companyId) listener(change);
    });
  }

  /** After any customer's history grew: cheap to read here, so not narrowed to the company's. */
  watchHistory(_companyId: string, listener: () => void): Unsubscribe {
    return this.customers.watchHistory(listener);
  }
}

/** Where a page starts: strictly older than `before`, or from the newest. */
const startOf = (before: ActivityPosition | null) => before ?? { at: Number.MAX_SAFE_INTEGER, id: '' };
