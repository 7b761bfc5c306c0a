// Activities in Firestore: one document each in 'activities'. A timeline page reads a page, newest first, by its
// `position` and the composite index on (customerId, position); the data download reads the customer's whole.
// Watchers listen to the customer's activities, so every process hears a write. Each carries its customer's company
// and the time of its last write, for the company's timeline (timelineKeys.ts, firestoreCompanyTimeline.ts).
import type { DocumentData, Firestore, Transaction } from 'firebase-admin/firestore';
import type { Activity } from '../../domain/activities/activity.ts';
import type { ActivityChange, ActivityPosition, ActivityStore } from '../../domain/activities/activityStore.ts';
import { newerFirst } from '../../domain/activities/timeline.ts';
import type { Unsubscribe } from '../../domain/customers/customerStore.ts';
import type { WebhookEvent } from '../../domain/webhooks/webhook.ts';
import { log } from '../../log.ts';
import { FirestoreMeter, queryReads } from './firestoreMeter.ts';
import { FirestoreWebhookOutbox } from './firestoreWebhookStore.ts';
import { companyOfCustomer, positionKey } from './timelineKeys.ts';

export const toActivity = (id: string, data: DocumentData): Activity => ({
  id,
  customerId: String(data.customerId ?? ''),
  kind: data.kind ?? 'NOTE',
  body: String(data.body ?? ''),
  at: Number(data.at) || 0,
  author: data.authorUid ? { uid: String(data.authorUid), email: String(data.authorEmail ?? '') } : null,
  createdAt: Number(data.createdAt) || 0,
  editedAt: typeof data.editedAt === 'number' ? data.editedAt : null,
  mentions: Array.isArray(data.mentions) ? data.mentions.map(String) : [],
});

export class FirestoreActivityStore implements ActivityStore {
  private readonly outbox: FirestoreWebhookOutbox;
  private readonly listening = new Set<() => void>();

  constructor(
    private readonly db: Firestore,
    private readonly meter = new FirestoreMeter(),
  ) {
    this.outbox = new FirestoreWebhookOutbox(db);
  }

  private get activities() {
    return this.db.collection('activities');
  }

  async get(id: string): Promise<Activity | null> {
    const doc = await this.activities.doc(id).get();
    return doc.exists ? toActivity(doc.id, doc.data()!) : null;
  }

  async put(activity: Activity, event: WebhookEvent | null = null): Promise<Activity> {
    // A transaction that reads the customer: a move to another company waits for it, then re-keys it too.
    await this.db.runTransaction(async (transaction) => {
      const companyId = await companyOfCustomer(this.db, transaction, activity.customerId);
      this.write(transaction, activity, companyId, event);
    });
    return activity;
  }

  private write(transaction: Transaction, activity: Activity, companyId: string | null, event: WebhookEvent | null) {
    transaction.set(this.activities.doc(activity.id), {
      customerId: activity.customerId,
      kind: activity.kind,
      body: activity.body,
      at: activity.at,
      authorUid: activity.author?.uid ?? null,
      authorEmail: activity.author?.email ?? null,
      createdAt: activity.createdAt,
      editedAt: activity.editedAt,
      mentions: activity.mentions,
      position: positionKey(activity),
      companyId,
      writtenAt: Date.now(),
    });
    if (event) this.outbox.add(transaction, event);
  }

  async remove(id: string): Promise<boolean> {
    const ref = this.activities.doc(id);
    // One transaction, so two deletes of one activity answer true once.
    return this.db.runTransaction(async (transaction) => {
      const doc = await transaction.get(ref);
      if (!doc.exists) return false;
      transaction.delete(ref);
      return true;
    });
  }

  private async all(customerId: string): Promise<Activity[]> {
    const snapshot = await this.activities.where('customerId', '==', customerId).get();
    return snapshot.docs.map((doc) => toActivity(doc.id, doc.data())).sort(newerFirst);
  }

  /** A page read as a page, by `position` and the index on (customerId, position) in firestore.indexes.json. */
  async page(customerId: string, first: number, before: ActivityPosition | null): Promise<Activity[]> {
    let query = this.activities.where('customerId', '==', customerId);
    if (before) query = query.where('position', '<', positionKey(before));
    const started = Date.now();
    const snapshot = await query.orderBy('position', 'desc').limit(first).get();
    this.meter.record('activities', queryReads(snapshot.size), 0, started);
    return snapshot.docs.map((doc) => toActivity(doc.id, doc.data()));
  }

  async forCustomer(customerId: string): Promise<Activity[]> {
    return (await this.all(customerId)).reverse();
  }

  watch(customerId: string, listener: (change: ActivityChange) => void): Unsubscribe {
    let first = true;
    const stop = this.activities.where('customerId', '==', customerId).onSnapshot(
      (snapshot) => {
        // The first snapshot is the activities as they are: the reader has them already.
        if (first) {
          first = false;
          return;
        }
        for (const { type, doc } of snapshot.docChanges())
          listener({ id: doc.id, customerId, activity: type === 'removed' ? null : toActivity(doc.id, doc.data()) });
      },
      (error) => log.warn(`activity listener failed: ${error.message}`),
    );
    const unsubscribe = () => {
      this.listening.delete(unsubscribe);
      stop();
    };
    this.listening.add(unsubscribe);
    return unsubscribe;
  }

  /** Detaches every listener. */
  close(): void {
    for (const stop of [...this.listening]) stop();
  }
}
