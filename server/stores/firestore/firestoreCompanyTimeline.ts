// A company's timeline in Firestore: its people's activities, tasks and history, each kind a page at a time by the
// company each entry carries and its position (timelineKeys.ts; composite indexes in firestore.indexes.json), after
// re-keying the entries of any customer that moved (one read when none did). Live through two listeners per company,
// which read only what changes: activities written from a minute before on, and the company's newest history entry.
import type { Firestore, Query } from 'firebase-admin/firestore';
import type { Activity } from '../../domain/activities/activity.ts';
import type { ActivityChange, ActivityPosition } from '../../domain/activities/activityStore.ts';
import type { CompanyHistoryPage, CompanyTimelineStore } from '../../domain/companies/companyTimelineStore.ts';
import type { Unsubscribe } from '../../domain/customers/customerStore.ts';
import type { Task } from '../../domain/tasks/task.ts';
import { log } from '../../log.ts';
import { FirestoreHistoryReads } from './customers/historyReads.ts';
import { toActivity } from './firestoreActivityStore.ts';
import { queryReads, type FirestoreMeter } from './firestoreMeter.ts';
import { toTask } from './firestoreTaskStore.ts';
import { positionKey, TimelineMoves } from './timelineKeys.ts';

/** How far back a live listener starts: writes another process stamped by a clock behind ours still reach it */
const clockSkewMs = 60_000;

export class FirestoreCompanyTimeline implements CompanyTimelineStore {
  private readonly historyReads: FirestoreHistoryReads;
  private readonly moves: TimelineMoves;
  private readonly listening = new Set<() => void>();

  constructor(
    private readonly db: Firestore,
    private readonly meter: FirestoreMeter,
  ) {
    this.historyReads = new FirestoreHistoryReads(db.collection('customers'), meter);
    this.moves = new TimelineMoves(db, meter);
  }

  async page(companyId: string, first: number, before: ActivityPosition | null): Promise<Activity[]> {
    const docs = await this.paged('companyActivities', 'activities', 'position', companyId, first, before);
    return docs.map((doc) => toActivity(doc.id, doc.data()));
  }

  async tasks(companyId: string, first: number, before: ActivityPosition | null): Promise<Task[]> {
    const docs = await this.paged('companyTasks', 'tasks', 'timelinePosition', companyId, first, before);
    return docs.map((doc) => toTask(doc.id, doc.data()));
  }

  async history(companyId: string, first: number, after: string | null): Promise<CompanyHistoryPage> {
    await this.moves.settle();
    return this.historyReads.companyHistory(companyId, first, after);
  }

  /** A page newest first by the position field, strictly before `before`'s position. */
  private async paged(
    operation: string,
    collection: string,
    field: string,
    companyId: string,
    first: number,
    before: ActivityPosition | null,
  ) {
    await this.moves.settle();
    const started = Date.now();
    let query: Query = this.db.collection(collection).where('companyId', '==', companyId);
    if (before) query = query.where(field, '<', positionKey(before));
    const snapshot = await query.orderBy(field, 'desc').limit(first).get();
    this.meter.record(operation, queryReads(snapshot.size), 0, started);
    return snapshot.docs;
  }

  /** Activities about the company's people written from now on (edits too; deletes of those). */
  watch(companyId: string, listener: (change: ActivityChange) => void): Unsubscribe {
    const query = this.db
      .collection('activities')
      .where('companyId', '==', companyId)
      .where('writtenAt', '>', Date.now() - clockSkewMs);
    return this.listen(query, (snapshot) => {
      for (const { type, doc } of snapshot.docChanges()) {
        const activity = toActivity(doc.id, doc.data());
        // Removed: deleted, or its customer left the company; either way it leaves this timeline.
        listener({ id: doc.id, customerId: activity.customerId, activity: type === 'removed' ? null : activity });
      }
    });
  }

  /** The company's newest history entry: one read when it starts and one per new entry. */
  watchHistory(companyId: string, listener: () => void): Unsubscribe {
    const query = this.db
      .collectionGroup('history')
      .where('companyId', '==', companyId)
      .orderBy('order', 'desc')
      .limit(1);
    return this.listen(query, (snapshot) => {
      if (snapshot.docChanges().some(({ type }) => type !== 'removed')) listener();
    });
  }

  /** Listens, skipping the first snapshot (what the reader already has). */
  private listen(query: Query, next: (snapshot: FirebaseFirestore.QuerySnapshot) => void): Unsubscribe {
    let first = true;
    const stop = query.onSnapshot(
      (snapshot) => {
        this.meter.record(
          'companyTimelineListen',
          first ? queryReads(snapshot.size) : snapshot.docChanges().length,
          0,
          Date.now(),
        );
        if (first) {
          first = false;
          return;
        }
        next(snapshot);
      },
      (error) => log.warn(`company timeline listener failed: ${error.message}`),
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
