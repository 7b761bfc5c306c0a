// Tasks in the embedded store: one row each, ordered by due_sort (undated last) and id; a task's webhook event goes
// into the outbox in the same transaction as the task.
import {
  dueSortOf,
  parseTaskCursor,
  taskCursor,
  type Task,
  type TaskPage,
  type TaskQuery,
} from '../../domain/tasks/task.ts';
import type { TaskStore } from '../../domain/tasks/taskStore.ts';
import type { WebhookEvent } from '../../domain/webhooks/webhook.ts';
import type { WebhookOutbox } from '../../domain/webhooks/webhookStore.ts';
import type { SqliteDatabase } from './database.ts';
import { SqliteWebhookOutbox } from './sqliteWebhookStore.ts';

export interface TaskRow {
  id: string;
  title: string;
  notes: string | null;
  due_at: number | null;
  assignee_uid: string;
  customer_id: string | null;
  done: number;
  done_at: number | null;
  created_by: string;
  created_at: number;
  updated_at: number;
}

export const toTask = (row: TaskRow): Task => ({
  id: row.id,
  title: row.title,
  notes: row.notes,
  dueAt: row.due_at,
  assigneeUid: row.assignee_uid,
  customerId: row.customer_id,
  done: row.done === 1,
  doneAt: row.done_at,
  createdBy: row.created_by,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

/** The WHERE clause of a query (named parameters as in `parameters`). */
function where(query: TaskQuery): string {
  return [
    'done = @done',
    query.assigneeUid !== null && 'assignee_uid = @assigneeUid',
    query.customerId !== null && 'customer_id = @customerId',
    query.dueFrom !== null && 'due_sort >= @dueFrom',
    query.dueTo !== null && 'due_sort < @dueTo',
  ]
    .filter(Boolean)
    .join(' AND ');
}

export class SqliteTaskStore implements TaskStore {
  private readonly statements;

  constructor(
    private readonly db: SqliteDatabase,
    private readonly outbox: WebhookOutbox<SqliteDatabase> = new SqliteWebhookOutbox(),
  ) {
    this.statements = {
      get: db.prepare<{ id: string }, TaskRow>('SELECT * FROM tasks WHERE id = @id'),
      put: db.prepare(`
        INSERT INTO tasks (id, title, notes, due_at, due_sort, assignee_uid, customer_id, done, done_at, created_by,
          created_at, updated_at)
        VALUES (@id, @title, @notes, @due_at, @due_sort, @assignee_uid, @customer_id, @done, @done_at, @created_by,
          @created_at, @updated_at)
        ON CONFLICT (id) DO UPDATE SET title = excluded.title, notes = excluded.notes, due_at = excluded.due_at,
          due_sort = excluded.due_sort, assignee_uid = excluded.assignee_uid, customer_id = excluded.customer_id,
          done = excluded.done, done_at = excluded.done_at, updated_at = excluded.updated_at`),
      remove: db.prepare<{ id: string }>('DELETE FROM tasks WHERE id = @id'),
      ofCustomer: db.prepare<{ id: string }, TaskRow>(
        'SELECT * FROM tasks WHERE customer_id = @id ORDER BY due_sort, id',
      ),
      eraseOfCustomer: db.prepare<{ id: string }>('DELETE FROM tasks WHERE customer_id = @id'),
      claim: db.prepare('INSERT OR IGNORE INTO task_digests (uid, day, sent_at) VALUES (@uid, @day, @at)'),
      release: db.prepare('DELETE FROM task_digests WHERE uid = @uid AND day = @day'),
    };
  }

  async get(id: string): Promise<Task | null> {
    const row = this.statements.get.get({ id });
    return row ? toTask(row) : null;
  }

  async put(task: Task, event: WebhookEvent | null): Promise<Task> {
    this.db.transaction(() => {
      this.statements.put.run({
        id: task.id,
        title: task.title,
        notes: task.notes,
        due_at: task.dueAt,
        due_sort: dueSortOf(task),
        assignee_uid: task.assigneeUid,
        customer_id: task.customerId,
        done: task.done ? 1 : 0,
        done_at: task.doneAt,
        created_by: task.createdBy,
        created_at: task.createdAt,
        updated_at: task.updatedAt,
      });
      if (event && (this.outbox.wanted?.(this.db) ?? true)) this.outbox.add(this.db, event);
    })();
    return task;
  }

  async remove(id: string): Promise<boolean> {
    return this.statements.remove.run({ id }).changes > 0;
  }

  async page(query: TaskQuery, first: number, after: string | null): Promise<TaskPage> {
    const parameters = { ...query, done: query.done ? 1 : 0 };
    const filter = where(query);
    const total = this.db
      .prepare<typeof parameters, { count: number }>(`SELECT count(*) AS count FROM tasks WHERE ${filter}`)
      .get(parameters)!.count;
    const cursor = after ? parseTaskCursor(after) : null;
    const rows = this.db
      .prepare<typeof parameters & { afterSort: number; afterId: string; limit: number }, TaskRow>(
        `SELECT * FROM tasks WHERE ${filter}
         ${cursor ? 'AND (due_sort > @afterSort OR (due_sort = @afterSort AND id > @afterId))' : ''}
         ORDER BY due_sort, id LIMIT @limit`,
      )
      .all({ ...parameters, afterSort: cursor?.dueSort ?? 0, afterId: cursor?.id ?? '', limit: first + 1 });
    const nodes = rows.slice(0, first).map(toTask);
    return {
      nodes,
      hasNextPage: rows.length > first,
      endCursor: nodes.length ? taskCursor(nodes[nodes.length - 1]!) : (after ?? null),
      totalCount: total,
    };
  }

  async ofCustomer(customerId: string): Promise<Task[]> {
    return this.statements.ofCustomer.all({ id: customerId }).map(toTask);
  }

  async eraseOfCustomer(customerId: string): Promise<number> {
    return this.statements.eraseOfCustomer.run({ id: customerId }).changes;
  }

  // Claims live in the digests' table, whose columns were named for the first of them: uid is the key, day the occasion.
  async claim(key: string, occasion: string, at: number): Promise<boolean> {
    return this.statements.claim.run({ uid: key, day: occasion, at }).changes > 0;
  }

  async release(key: string, occasion: string): Promise<void> {
    this.statements.release.run({ uid: key, day: occasion });
  }
}
