// Notifications in Firestore: one document each in 'notifications', a member's read in the order of a stored key
// (read, then newest first, then id: one range the in-process emulator honours as well; uid and key are a composite
// index in firestore.indexes.json). Every server listens for documents added since it began listening, and
// hands each to the sockets of its member.
import { type DocumentData, type Firestore, type Query } from 'firebase-admin/firestore';
import type { Unsubscribe } from '../../domain/customers/customerStore.ts';
import type { Notification, NotificationCursor, NotificationKind } from '../../domain/notifications/notification.ts';
import type { NotificationStore } from '../../domain/notifications/notificationStore.ts';
import { log } from '../../log.ts';

const toNotification = (id: string, data: DocumentData): Notification => ({
  id,
  uid: String(data.uid),
  kind: data.kind as NotificationKind,
  at: Number(data.at) || 0,
  read: data.read === true,
  byUid: data.byUid ?? null,
  customerId: data.customerId ?? null,
  taskId: data.taskId ?? null,
  activityId: data.activityId ?? null,
});

/** Sorts as compareNotifications does: unread first, newest first, then by id. */
const orderKey = ({ read, at, id }: NotificationCursor): string =>
  `${read ? 1 : 0}_${String(Number.MAX_SAFE_INTEGER - at).padStart(16, '0')}_${id}`;

/** Writes per batch, under Firestore's 500 */
const batchSize = 400;

export class FirestoreNotificationStore implements NotificationStore {
  constructor(private readonly db: Firestore) {}

  private get notifications() {
    return this.db.collection('notifications');
  }

  async add({ id, ...fields }: Notification): Promise<void> {
    await this.notifications.doc(id).set({ ...fields, key: orderKey({ id, ...fields }) });
  }

  async list(uid: string, limit: number, after: NotificationCursor | null): Promise<Notification[]> {
    if (limit === 0) return [];
    let query: Query = this.notifications.where('uid', '==', uid);
    if (after) query = query.where('key', '>', orderKey(after));
    query = query.orderBy('key');
    const snapshot = await query.limit(limit).get();
    return snapshot.docs.map((doc) => toNotification(doc.id, doc.data()));
  }

  async unreadCount(uid: string): Promise<number> {
    const counted = await this.notifications.where('uid', '==', uid).where('read', '==', false).count().get();
    return counted.data().count;
  }

  async markRead(uid: string, ids: readonly string[] | null): Promise<number> {
    const unread =
      ids === null
        ? (await this.notifications.where('uid', '==', uid).where('read', '==', false).get()).docs
        : (await this.db.getAll(...ids.map((id) => this.notifications.doc(id)))).filter((doc) => {
            const data = doc.data();
            return data && data.uid === uid && data.read !== true;
          });
    for (let start = 0; start < unread.length; start += batchSize) {
      const batch = this.db.batch();
      for (const doc of unread.slice(start, start + batchSize))
        batch.update(doc.ref, { read: true, key: orderKey({ id: doc.id, at: Number(doc.data()!.at), read: true }) });
      await batch.commit();
    }
    return unread.length;
  }

  watch(listener: (notification: Notification) => void): Unsubscribe {
    // Servers' clocks differ a little: listen a second back, but of what the first snapshot holds (there before we
    // listened) pass on only what is newer than this moment. Later snapshots' additions are all new.
    const startedAt = Date.now();
    let first = true;
    return this.notifications.where('at', '>=', startedAt - 1_000).onSnapshot(
      (snapshot) => {
        for (const change of snapshot.docChanges()) {
          if (change.type !== 'added') continue;
          const notification = toNotification(change.doc.id, change.doc.data());
          if (!first || notification.at >= startedAt) listener(notification);
        }
        first = false;
      },
      (error) => log.warn(`notification listener failed: ${error.message}`),
    );
  }
}
