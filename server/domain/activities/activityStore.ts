// The port activity adapters implement (a SQLite table, a Firestore subcollection of the customer).
import type { Unsubscribe } from '../customers/customerStore.ts';
import type { WebhookEvent } from '../webhooks/webhook.ts';
import type { Activity } from './activity.ts';

/** Where a page of a customer's activities starts: strictly older than this, by (at, id) descending */
export interface ActivityPosition {
  at: number;
  id: string;
}

/** An activity written or deleted, as watchers hear it: `activity` null when it was deleted. */
export interface ActivityChange {
  id: string;
  customerId: string;
  activity: Activity | null;
}

export interface ActivityStore {
  get(id: string): Promise<Activity | null>;
  /**
   * Adds or replaces the activity whole; with `event`, adds that webhook event to the outbox in the same transaction.
   * Watchers of its customer hear it, in every process.
   */
  put(activity: Activity, event?: WebhookEvent | null): Promise<Activity>;
  /** false when there was no such activity. Watchers of its customer hear it, in every process. */
  remove(id: string): Promise<boolean>;
  /** The customer's activities newest first by (at, id), `first` of them, strictly after `before` (null: the newest). */
  page(customerId: string, first: number, before: ActivityPosition | null): Promise<Activity[]>;
  /** Every activity of the customer, oldest first (the data download). Erasing the customer erases them. */
  forCustomer(customerId: string): Promise<Activity[]>;
  /** Calls `listener` for each activity of the customer written or deleted from now on, by any process. */
  watch(customerId: string, listener: (change: ActivityChange) => void): Unsubscribe;
}
