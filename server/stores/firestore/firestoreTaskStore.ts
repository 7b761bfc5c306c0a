// Tasks in Firestore: one document each in 'tasks', ordered by sortKey (the due time, undated last, then the id, as
// task.ts's taskCursor): due buckets and cursors are ranges of it, which the in-process emulator honours as Firestore
// does. A task's webhook event goes into the outbox in the same transaction, which reads its customer's company for the
// company's timeline (timelineKeys.ts). 'taskDigests' holds one document per member and day a digest went out.
import { type DocumentData, type Firestore, type Query, type Transaction } from 'firebase-admin/firestore';
import { dueKey, dueSortOf, taskCursor, type Task, type TaskPage, type TaskQuery } from '../../domain/tasks/task.ts';
import type { TaskStore } from '../../domain/tasks/taskStore.ts';
import type { WebhookEvent } from '../../domain/webhooks/webhook.ts';
import { FirestoreWebhookOutbox } from './firestoreWebhookStore.ts';
import { companyOfCustomer, taskPositionKey } from './timelineKeys.ts';

export const toTask = (id: string, data: DocumentData): Task => ({
  id,
  title: String(data.title ?? ''),
  notes: data.notes ?? null,
  dueAt: typeof data.dueAt === 'number' ? data.dueAt : null,
  assigneeUid: String(data.assigneeUid ?? ''),
  customerId: data.customerId ?? null,
  done: data.done === true,
  doneAt: typeof data.doneAt === 'number' ? data.doneAt : null,
  createdBy: String(data.createdBy ?? ''),
  createdAt: Number(data.createdAt) || 0,
  updatedAt: Number(data.updatedAt) || 0,
});

/** A document's id for a member's digest of one day: creating it is the claim. */
const digestId = (uid: string, day: string) => `${uid}_${day}`;

export class FirestoreTaskStore implements TaskStore {
  private readonly outbox: FirestoreWebhookOutbox;

  constructor(private readonly db: Firestore) {
    this.outbox = new FirestoreWebhookOutbox(db);
  }

  private get tasks() {
    return this.db.collection('tasks');
  }

  async get(id: string): Promise<Task | null> {
    const doc = await this.tasks.doc(id).get();
    return doc.exists ? toTask(doc.id, doc.data()!) : null;
  }

  async put(task: Task, event: WebhookEvent | null): Promise<Task> {
    await this.db.runTransaction(async (transaction) => {
      const companyId = await companyOfCustomer(this.db, transaction, task.customerId);
      this.write(transaction, task, companyId, event);
    });
    return task;
  }

  private write(transaction: Transaction, task: Task, companyId: string | null, event: WebhookEvent | null): void {
    transaction.set(this.tasks.doc(task.id), {
      title: task.title,
      notes: task.notes,
      dueAt: task.dueAt,
      sortKey: taskCursor(task),
      assigneeUid: task.assigneeUid,
      customerId: task.customerId,
      done: task.done,
      doneAt: task.doneAt,
      createdBy: task.createdBy,
      createdAt: task.createdAt,
      updatedAt: task.updatedAt,
      companyId,
      timelinePosition: taskPositionKey(task),
    });
    if (event) this.outbox.add(transaction, event);
  }

  async remove(id: string): Promise<boolean> {
    const ref = this.tasks.doc(id);
    // One transaction, so two deletes of one task answer true once.
    return this.db.runTransaction(async (transaction) => {
      const doc = await transaction.get(ref);
      if (!doc.exists) return false;
      transaction.delete(ref);
      return true;
    });
  }

  private filtered(query: TaskQuery): Query {
    let found: Query = this.tasks.where('done', '==', query.done);
    if (query.assigneeUid !== null) found = found.where('assigneeUid', '==', query.assigneeUid);
    if (query.customerId !== null) found = found.where('customerId', '==', query.customerId);
    if (query.dueFrom !== null) found = found.where('sortKey', '>=', dueKey(query.dueFrom));
    if (query.dueTo !== null) found = found.where('sortKey', '<', dueKey(query.dueTo));
    return found;
  }

  async page(query: TaskQuery, first: number, after: string | null): Promise<TaskPage> {
    const filtered = this.filtered(query);
    const ordered = (after ? filtered.where('sortKey', '>', after) : filtered).orderBy('sortKey');
    const [counted, snapshot] = await Promise.all([filtered.count().get(), ordered.limit(first + 1).get()]);
    const nodes = snapshot.docs.slice(0, first).map((doc) => toTask(doc.id, doc.data()));
    return {
      nodes,
      hasNextPage: snapshot.docs.length > first,
      endCursor: nodes.length ? taskCursor(nodes[nodes.length - 1]!) : (after ?? null),
      totalCount: counted.data().count,
    };
  }

  async ofCustomer(customerId: string): Promise<Task[]> {
    const snapshot = await this.tasks.where('customerId', '==', customerId).get();
    return snapshot.docs
      .map((doc) => toTask(doc.id, doc.data()))
      .sort((a, b) => dueSortOf(a) - dueSortOf(b) || (a.id < b.id ? -1 : 1));
  }

  async eraseOfCustomer(customerId: string): Promise<number> {
    const snapshot = await this.tasks.where('customerId', '==', customerId).get();
    // Batches of at most 500 writes, Firestore's bound for one.
    for (let start = 0; start < snapshot.docs.length; start += 500) {
      const batch = this.db.batch();
      for (const doc of snapshot.docs.slice(start, start + 500)) batch.delete(doc.ref);
      await batch.commit();
    }
    return snapshot.size;
  }

  // Claims live in 'taskDigests', whose fields were named for the first of them: uid is the key, day the occasion.
  async claim(key: string, occasion: string, at: number): Promise<boolean> {
    try {
      await this.db
        .collection('taskDigests')
        .doc(digestId(key, occasion))
        .create({ uid: key, day: occasion, sentAt: at });
      return true;
    } catch (error) {
      // ALREADY_EXISTS: another run (here or in another process) claimed it first.
      if ((error as { code?: number }).code === 6) return false;
      throw error;
    }
  }

  async release(key: string, occasion: string): Promise<void> {
    await this.db.collection('taskDigests').doc(digestId(key, occasion)).delete();
  }
}
