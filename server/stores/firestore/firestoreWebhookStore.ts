// Webhooks in Firestore: 'webhooks' (each endpoint with where its delivery stands), 'webhookEvents' (the outbox, one
// document per event, written in the batch or transaction of the change it describes; commit time orders them) and
// 'webhookDeliveries' (the log of attempts).
import { randomBytes } from 'node:crypto';
import {
  FieldPath,
  FieldValue,
  Timestamp,
  type DocumentData,
  type DocumentSnapshot,
  type Firestore,
  type Transaction,
  type WriteBatch,
} from 'firebase-admin/firestore';
import type {
  QueuedWebhookEvent,
  StoredWebhook,
  Webhook,
  WebhookDelivery,
  WebhookDeliveryPage,
  WebhookEvent,
} from '../../domain/webhooks/webhook.ts';
import type { WebhookOutbox, WebhookPatch, WebhookProgress, WebhookStore } from '../../domain/webhooks/webhookStore.ts';

/**
 * The last event `order` this process gave (ms × 1000, counting up): keeps one commit's events in the order written.
 */
let eventOrder = 0;

const webhook = (data: DocumentData): StoredWebhook => ({
  id: String(data.id),
  url: String(data.url),
  events: Array.isArray(data.events) ? data.events : [],
  description: data.description ?? null,
  enabled: data.enabled === true,
  disabledReason: data.disabledReason ?? null,
  secret: String(data.secret),
  createdAt: Number(data.createdAt),
  position: String(data.position ?? ''),
  attempt: Number(data.attempt) || 0,
  nextAttemptAt: Number(data.nextAttemptAt) || 0,
});

/** Deliveries sort newest first by this key: the time, then a random tail for attempts of one millisecond. */
const deliveryKey = (at: number) => `${String(at).padStart(15, '0')}-${randomBytes(4).toString('hex')}`;

/** An event's place in commit order: its commit time, its order within the commit, its id. */
function positionOf(doc: DocumentSnapshot): string {
  const committed = doc.get('committedAt') as Timestamp;
  return `${committed.seconds}:${committed.nanoseconds}:${doc.get('order')}:${doc.id}`;
}

/** Commit order of two positions: commit time, then order within the commit, then id. */
function comparePositions(a: string, b: string): number {
  const [as, an, ao, aid] = a.split(':');
  const [bs, bn, bo, bid] = b.split(':');
  return (
    Number(as) - Number(bs) ||
    Number(an) - Number(bn) ||
    Number(ao) - Number(bo) ||
    (aid! < bid! ? -1 : aid! > bid! ? 1 : 0)
  );
}

function event(doc: DocumentSnapshot): QueuedWebhookEvent {
  const data = doc.data()!;
  return {
    id: doc.id,
    type: data.type,
    at: Number(data.at),
    customerId: data.customerId ?? null,
    data: data.data ?? {},
    position: positionOf(doc),
  };
}

const delivery = (data: DocumentData): WebhookDelivery => ({
  id: String(data.id),
  webhookId: String(data.webhookId),
  eventId: String(data.eventId),
  type: data.type,
  attempt: Number(data.attempt),
  status: data.status ?? null,
  durationMs: data.durationMs ?? null,
  at: Number(data.at),
  ok: data.ok === true,
  response: data.response ?? null,
});

/** The outbox collection: an event document set in the write's own batch or transaction. */
export class FirestoreWebhookOutbox implements WebhookOutbox<WriteBatch | Transaction> {
  constructor(private readonly db: Firestore) {}

  add(writer: WriteBatch | Transaction, { id, type, at, customerId, data }: WebhookEvent): void {
    eventOrder = Math.max(eventOrder + 1, at * 1000);
    (writer as WriteBatch).set(this.db.collection('webhookEvents').doc(id), {
      type,
      at,
      customerId,
      data,
      order: eventOrder,
      committedAt: FieldValue.serverTimestamp(),
    });
  }
}

export class FirestoreWebhookStore implements WebhookStore {
  constructor(private readonly db: Firestore) {}

  private get webhooks() {
    return this.db.collection('webhooks');
  }
  private get events() {
    return this.db.collection('webhookEvents');
  }
  private get deliveryLog() {
    return this.db.collection('webhookDeliveries');
  }
  private ordered() {
    return this.events.orderBy('committedAt').orderBy('order').orderBy(FieldPath.documentId());
  }

  async list(): Promise<StoredWebhook[]> {
    const snapshot = await this.webhooks.orderBy('createdAt').get();
    return snapshot.docs.map((doc) => webhook(doc.data()));
  }

  async get(id: string): Promise<StoredWebhook | null> {
    const doc = await this.webhooks.doc(id).get();
    return doc.exists ? webhook(doc.data()!) : null;
  }

  async add(hook: Webhook, secret: string): Promise<StoredWebhook> {
    const newest = await this.events
      .orderBy('committedAt', 'desc')
      .orderBy('order', 'desc')
      .orderBy(FieldPath.documentId(), 'desc')
      .limit(1)
      .get();
    const stored: StoredWebhook = {
      ...hook,
      secret,
      position: newest.empty ? '' : positionOf(newest.docs[0]!),
      attempt: 0,
      nextAttemptAt: 0,
    };
    await this.webhooks.doc(hook.id).set({ ...stored, leaseOwner: null, leaseUntil: 0 });
    return stored;
  }

  async update(id: string, patch: WebhookPatch): Promise<StoredWebhook | null> {
    return this.db.runTransaction(async (transaction) => {
      const ref = this.webhooks.doc(id);
      const doc = await transaction.get(ref);
      if (!doc.exists) return null;
      const current = webhook(doc.data()!);
      const next = { ...current, ...patch };
      if (next.enabled) next.disabledReason = null;
      if (next.enabled && !current.enabled) Object.assign(next, { attempt: 0, nextAttemptAt: 0 });
      const { url, events, description, enabled, disabledReason, attempt, nextAttemptAt } = next;
      transaction.update(ref, { url, events, description, enabled, disabledReason, attempt, nextAttemptAt });
      return next;
    });
  }

  async remove(id: string): Promise<boolean> {
    const ref = this.webhooks.doc(id);
    return this.db.runTransaction(async (transaction) => {
      const doc = await transaction.get(ref);
      if (!doc.exists) return false;
      transaction.delete(ref);
      return true;
    });
  }

  async lease(id: string, owner: string, now: number, until: number): Promise<boolean> {
    const ref = this.webhooks.doc(id);
    return this.db.runTransaction(async (transaction) => {
      const doc = await transaction.get(ref);
      if (!doc.exists) return false;
      const holder = doc.get('leaseOwner');
      if (holder && holder !== owner && Number(doc.get('leaseUntil')) > now) return false;
      transaction.update(ref, { leaseOwner: owner, leaseUntil: until });
      return true;
    });
  }

  async release(id: string, owner: string): Promise<void> {
    const ref = this.webhooks.doc(id);
    await this.db.runTransaction(async (transaction) => {
      const doc = await transaction.get(ref);
      if (doc.exists && doc.get('leaseOwner') === owner) transaction.update(ref, { leaseOwner: null, leaseUntil: 0 });
    });
  }

  async advance(
    id: string,
    owner: string,
    { position, attempt, nextAttemptAt, disabledReason }: WebhookProgress,
    attempts: readonly WebhookDelivery[],
  ): Promise<boolean> {
    const ref = this.webhooks.doc(id);
    return this.db.runTransaction(async (transaction) => {
      const doc = await transaction.get(ref);
      if (!doc.exists || doc.get('leaseOwner') !== owner) return false;
      transaction.update(ref, {
        position,
        attempt,
        nextAttemptAt,
        ...(disabledReason && { enabled: false, disabledReason }),
      });
      for (const entry of attempts)
        transaction.set(this.deliveryLog.doc(entry.id), { ...entry, key: deliveryKey(entry.at) });
      return true;
    });
  }

  /**
   * Filters rather than cursors (which the in-process emulator ignores): the rest of the position's own commit, read
   * whole (one commit holds at most a few hundred events) and compared in memory, then the commits after it.
   */
  async eventsAfter(position: string, limit: number): Promise<QueuedWebhookEvent[]> {
    if (!position) return (await this.ordered().limit(limit).get()).docs.map(event);
    const [seconds, nanos] = position.split(':');
    const committed = new Timestamp(Number(seconds), Number(nanos));
    const sameCommit = (await this.events.where('committedAt', '==', committed).get()).docs
      .map(event)
      .filter((candidate) => comparePositions(candidate.position, position) > 0)
      .sort((a, b) => comparePositions(a.position, b.position));
    const rest =
      sameCommit.length >= limit
        ? []
        : (
            await this.ordered()
              .where('committedAt', '>', committed)
              .limit(limit - sameCommit.length)
              .get()
          ).docs.map(event);
    return [...sameCommit, ...rest].slice(0, limit);
  }

  async event(id: string): Promise<WebhookEvent | null> {
    const doc = await this.events.doc(id).get();
    return doc.exists ? event(doc) : null;
  }

  async addDelivery(entry: WebhookDelivery): Promise<void> {
    await this.deliveryLog.doc(entry.id).set({ ...entry, key: deliveryKey(entry.at) });
  }

  async delivery(id: string): Promise<WebhookDelivery | null> {
    const doc = await this.deliveryLog.doc(id).get();
    return doc.exists ? delivery(doc.data()!) : null;
  }

  async deliveries(webhookId: string, first: number, after: string | null): Promise<WebhookDeliveryPage> {
    let query = this.deliveryLog.where('webhookId', '==', webhookId).orderBy('key', 'desc');
    if (after) query = query.startAfter(after);
    const docs = (await query.limit(first + 1).get()).docs.slice();
    const nodes = docs.slice(0, first);
    return {
      nodes: nodes.map((doc) => delivery(doc.data())),
      endCursor: nodes.length ? String(nodes.at(-1)!.get('key')) : null,
      hasNextPage: docs.length > first,
    };
  }

  async prune(before: number): Promise<void> {
    for (const collection of [this.events, this.deliveryLog]) {
      for (;;) {
        const old = await collection.where('at', '<', before).limit(400).get();
        if (old.empty) break;
        const batch = this.db.batch();
        for (const doc of old.docs) batch.delete(doc.ref);
        await batch.commit();
      }
    }
  }
}
