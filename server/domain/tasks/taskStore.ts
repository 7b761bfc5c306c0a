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
   * Claims the digest of `uid` for `day` (yyyy-mm-dd): true for the one caller, across processes, that may send it.
   */
  claimDigest(uid: string, day: string, at: number): Promise<boolean>;
  /** Gives a claim back (its mail could not be sent), so a later run tries again. */
  releaseDigest(uid: string, day: string): Promise<void>;
}
