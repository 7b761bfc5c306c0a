// A member's notification (docs/architecture.md): something someone else did that concerns them. The task and activity
// ids are kept for the notifications that name one, so they resolve once those types are in the schema.

export const notificationKinds = ['TASK_DUE', 'TASK_ASSIGNED', 'CUSTOMER_ASSIGNED', 'MENTIONED'] as const;
export type NotificationKind = (typeof notificationKinds)[number];

export interface Notification {
  id: string;
  /** Whose it is: only they see it */
  uid: string;
  kind: NotificationKind;
  /** ms since the epoch */
  at: number;
  read: boolean;
  /** Who caused it; null for the clock (TASK_DUE) */
  byUid: string | null;
  customerId: string | null;
  taskId: string | null;
  activityId: string | null;
}

export interface NotificationPage {
  nodes: Notification[];
  endCursor: string | null;
  hasNextPage: boolean;
  unread: number;
}

/** Bounds of the notifications list. */
export const notificationLimits = { pageMax: 100, markMax: 500 } as const;

/** Unread first, newest first within (ties by id): the order of both stores' pages. */
export function compareNotifications(a: Notification, b: Notification): number {
  return Number(a.read) - Number(b.read) || b.at - a.at || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/** Where a page ends: the last notification's place in the order, opaque to clients. */
export interface NotificationCursor {
  read: boolean;
  at: number;
  id: string;
}

export const encodeCursor = ({ read, at, id }: NotificationCursor): string =>
  Buffer.from(JSON.stringify([read ? 1 : 0, at, id])).toString('base64url');

/** null for a cursor that is not one of ours. */
export function decodeCursor(cursor: string): NotificationCursor | null {
  try {
    const [read, at, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString()) as unknown[];
    if ((read !== 0 && read !== 1) || typeof at !== 'number' || typeof id !== 'string') return null;
    return { read: read === 1, at, id };
  } catch {
    return null;
  }
}
