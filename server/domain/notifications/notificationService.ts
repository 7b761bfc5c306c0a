// Notifying members of what others did that concerns them, listing a member's own, marking them read, and hearing
// new ones live: each reaches its member alone, from whichever process added it (the store's watch).
import { randomBytes } from 'node:crypto';
import { InvalidInputError } from '../errors.ts';
import type { Unsubscribe } from '../customers/customerStore.ts';
import {
  decodeCursor,
  encodeCursor,
  notificationLimits,
  type Notification,
  type NotificationKind,
  type NotificationPage,
} from './notification.ts';
import type { NotificationStore } from './notificationStore.ts';

export type { NotificationStore };

export interface NotifyInput {
  uid: string;
  kind: NotificationKind;
  /** Who did it; a member is never notified of their own action */
  byUid?: string | null;
  customerId?: string | null;
  taskId?: string | null;
  activityId?: string | null;
}

export const notificationMessages = {
  first: `Ask for 0 to ${notificationLimits.pageMax} notifications per page`,
  after: 'This cursor is not one of this list: start again from the first page',
  which: 'Name the notifications to mark read, or ask to mark them all',
  tooMany: `Mark at most ${notificationLimits.markMax} notifications at once, or mark them all`,
} as const;

export class NotificationService {
  private readonly listeners = new Map<string, Set<(notification: Notification) => void>>();
  private stopWatching: Unsubscribe | null = null;

  constructor(
    private readonly store: NotificationStore,
    /** Whether `uid` is an active member now: deactivated ones are not notified */
    private readonly isActiveMember: (uid: string) => Promise<boolean>,
    private readonly now: () => number = Date.now,
  ) {}

  /** Stores a notification for `uid` and tells their open sockets; null when there is nothing to tell. */
  async notify(input: NotifyInput): Promise<Notification | null> {
    if (input.byUid && input.byUid === input.uid) return null;
    if (!(await this.isActiveMember(input.uid))) return null;
    const notification: Notification = {
      id: `ntf_${randomBytes(12).toString('base64url')}`,
      uid: input.uid,
      kind: input.kind,
      at: this.now(),
      read: false,
      byUid: input.byUid ?? null,
      customerId: input.customerId ?? null,
      taskId: input.taskId ?? null,
      activityId: input.activityId ?? null,
    };
    await this.store.add(notification);
    return notification;
  }

  /** The viewer's own: unread first, newest first within, with how many are unread. */
  async page(uid: string, first: number, after: string | null | undefined): Promise<NotificationPage> {
    if (!Number.isInteger(first) || first < 0 || first > notificationLimits.pageMax)
      throw new InvalidInputError({ first: notificationMessages.first });
    const cursor = after ? decodeCursor(after) : null;
    if (after && !cursor) throw new InvalidInputError({ after: notificationMessages.after });
    const [rows, unread] = await Promise.all([this.store.list(uid, first + 1, cursor), this.store.unreadCount(uid)]);
    const nodes = rows.slice(0, first);
    const last = nodes.at(-1);
    return { nodes, unread, hasNextPage: rows.length > first, endCursor: last ? encodeCursor(last) : null };
  }

  /**
   * Marks the viewer's own read: those of `ids`, or all. Ids that are not theirs (or not anyone's) are ignored, not
   * refused, so one cannot learn which ids exist; the answer counts only what changed.
   */
  async markRead(uid: string, { ids, all }: { ids?: readonly string[] | null; all?: boolean | null }): Promise<number> {
    if (all) return this.store.markRead(uid, null);
    if (!ids?.length) throw new InvalidInputError({ ids: notificationMessages.which });
    if (ids.length > notificationLimits.markMax) throw new InvalidInputError({ ids: notificationMessages.tooMany });
    return this.store.markRead(uid, [...new Set(ids)]);
  }

  /** Calls `listener` with each notification added for `uid` from now on, from any process. */
  watch(uid: string, listener: (notification: Notification) => void): Unsubscribe {
    let mine = this.listeners.get(uid);
    if (!mine) this.listeners.set(uid, (mine = new Set()));
    mine.add(listener);
    // One store watch for the process, shared by every member's sockets, while anyone listens.
    this.stopWatching ??= this.store.watch((notification) => {
      for (const heard of [...(this.listeners.get(notification.uid) ?? [])]) heard(notification);
    });
    return () => {
      mine.delete(listener);
      if (!mine.size) this.listeners.delete(uid);
      if (this.listeners.size) return;
      this.stopWatching?.();
      this.stopWatching = null;
    };
  }
}
