// The port task adapters implement (a SQLite table, a Firestore collection).
import type { WebhookEvent } from '../webhooks/webhook.ts';
import type { Task, TaskPage, TaskQuery } from './task.ts';

export interface TaskStore {
  get(id: string): Promise<Task | null>;
  /** Writes the task whole (adds it, or replaces the one with its id), with its webhook event in the same write. */
  put(task: Task, event: WebhookEvent | null): Promise<Task>;
  /** false when there was no such task. */
  remove(id: string): Promise<boolean>;
  /** By due date (undated last), then id; `after` is a previous page's endCursor. */
  page(query: TaskQuery, first: number, after: string | null): Promise<TaskPage>;
  /** Every task about a customer, done or not (its data download). */
  ofCustomer(customerId: string): Promise<Task[]>;
  /** Deletes every task about a customer (its erasure); answers how many. */
  eraseOfCustomer(customerId: string): Promise<number>;
  /**
   * Claims `key` (a member's digest, a task's reminder) for `occasion` (a day, a due time): true for the one caller,
   * across processes, that may act on it; kept with the time `at`.
   */
  claim(key: string, occasion: string, at: number): Promise<boolean>;
  /** Gives a claim back (its mail could not be sent), so a later run tries again. */
  release(key: string, occasion: string): Promise<void>;
}
