// The port notification adapters implement (a SQLite table, a Firestore collection).
import type { Unsubscribe } from '../customers/customerStore.ts';
import type { Notification, NotificationCursor } from './notification.ts';

export interface NotificationStore {
  add(notification: Notification): Promise<void>;
  /** `uid`'s notifications after `after` in the order of compareNotifications, at most `limit`. */
  list(uid: string, limit: number, after: NotificationCursor | null): Promise<Notification[]>;
  unreadCount(uid: string): Promise<number>;
  /** Marks `uid`'s own unread ones among `ids` (all of theirs when null) read; how many changed. */
  markRead(uid: string, ids: readonly string[] | null): Promise<number>;
  /** Every notification added from now on, by any process on the same data, each once. */
  watch(listener: (notification: Notification) => void): Unsubscribe;
}
