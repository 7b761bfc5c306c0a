// Erasing customers for good in Firestore (domain/customers/customerErasure.ts), the retention purge's candidates,
// and what is held about one customer beside it and its history.
import type { CollectionReference, DocumentReference, DocumentSnapshot, WriteBatch } from 'firebase-admin/firestore';
import { erasureKeptMs, type CustomerTraces } from '../../../domain/customers/customerErasure.ts';
import type { AuditInput } from '../../../domain/team/team.ts';
import { customerEvent } from '../../../domain/webhooks/webhook.ts';
import { log } from '../../../log.ts';
import { addAuditEntry } from '../auditLog.ts';
import { queryReads } from '../firestoreMeter.ts';
import { customerFromDocument } from './customerDocument.ts';
import type { FirestoreCustomerWrites } from './customerWrites.ts';
import { getAllBatch, writesPerCommit } from './firestoreQuotas.ts';
import { movesCollection } from '../timelineKeys.ts';

/** What a customer merged into an erased one keeps of that: nothing (customerDocument.ts reads null as not merged). */
const unmerged = { mergedInto: null };

export class FirestoreCustomerErasure {
  constructor(private readonly writer: FirestoreCustomerWrites) {}

  /**
   * The customer's traces are found first (its import and bulk-change records under each import and bulk change, read
   * by id), then one transaction reads the customer, its history, presence on it and the events about it, and deletes
   * them all with the customer, adding the customer.erased event and the audit entry, and clears the mergedInto of
   * customers merged into it. Past Firestore's 500 writes a transaction, the traces (and those pointers) go first in
   * batches and the transaction runs again: the customer goes last, so a failure part-way leaves it to be erased
   * again, never orphaned traces.
   */
  async erase(id: string, removedBefore: number | null = null, audit: AuditInput | null = null): Promise<boolean> {
    const started = Date.now();
    const ref = this.writer.collection.doc(id);
    const records = await this.recordRefs(id);
    let reads = records.reads;
    const events = this.writer.db.collection('webhookEvents');
    for (;;) {
      const outcome = await this.writer
        .write(
          this.writer.db.runTransaction(async (transaction) => {
            const doc = await transaction.get(ref);
            reads += 1;
            if (!doc.exists) return null;
            const before = customerFromDocument(id, doc.data());
            const changedAt = doc.get('changedAt');
            const lastWrite = typeof changedAt === 'number' ? changedAt : doc.updateTime!.toMillis();
            if (removedBefore !== null && (before.status || lastWrite >= removedBefore)) return null;
            // One read at a time: the emulator the tests use serves a transaction's reads in turn.
            const history = await transaction.get(ref.collection('history').select());
            const presence = await transaction.get(
              this.writer.db.collection('presence').where('customerId', '==', id).select(),
            );
            const about = await transaction.get(events.where('customerId', '==', id).select());
            const activities = await transaction.get(
              this.writer.db.collection('activities').where('customerId', '==', id).select(),
            );
            // An import's undo names the customers it kept; the erased one is left out (read by type: few, and the
            // emulator the tests use does not answer array-contains on a nested field).
            const undone = await transaction.get(events.where('type', '==', 'import.undone'));
            const naming = undone.docs.filter((doc) =>
              (doc.get('data.keptChangedSince') as unknown[] | undefined)?.includes(id),
            );
            // Customers merged into it would point at nothing:
            // the pointer goes (no write of theirs: no version or history).
            const pointing = await transaction.get(this.writer.collection.where('mergedInto', '==', id));
            reads +=
              queryReads(history.size) +
              queryReads(presence.size) +
              queryReads(about.size) +
              queryReads(activities.size) +
              queryReads(undone.size) +
              queryReads(pointing.size);
            const traces = [
              ...records.refs,
              ...history.docs.map((d) => d.ref),
              ...presence.docs.map((d) => d.ref),
              ...about.docs.map((d) => d.ref),
              ...activities.docs.map((d) => d.ref),
            ];
            const unmerge = pointing.docs.map((d) => d.ref);
            // Beside the traces: the customer, its customer.erased event, its erasure, the audit entry and its marker of
            // a move to another company (../timelineKeys.ts).
            if (traces.length + unmerge.length + naming.length + 5 > writesPerCommit)
              return { before, traces, unmerge };
            // First, and only if it is still there: a second erasure of it fails before it writes anything.
            transaction.delete(ref, { exists: true });
            transaction.delete(this.writer.db.collection(movesCollection).doc(id));
            for (const trace of traces) transaction.delete(trace);
            for (const merged of unmerge) transaction.set(merged, unmerged, { merge: true });
            for (const event of naming) {
              const data = event.get('data') as { keptChangedSince: unknown[] };
              transaction.update(event.ref, {
                data: { ...data, keptChangedSince: data.keptChangedSince.filter((kept) => kept !== id) },
              });
            }
            const now = Date.now();
            if (audit) addAuditEntry(this.writer.db, transaction, audit, now);
            this.writer.announce(transaction, customerEvent(before, null, now, 'customer.erased'));
            // Its id alone, kept a day: other processes' clients that resume from before it hear it is gone.
            transaction.set(this.erasures.doc(), { customerId: id, at: now });
            this.writer.listeners.erasing(before);
            this.writer.expect(
              pointing.docs.map((merged) => {
                const { mergedInto: _gone, ...after } = customerFromDocument(merged.id, merged.data());
                return { before: { ...after, mergedInto: id }, after };
              }),
            );
            return { before, traces: null, unmerge: null };
          }),
        )
        .catch((error: unknown) => {
          // Erased by another process between this one's read and its commit: there is nothing left to erase.
          if ((error as { code?: unknown }).code === 5) return null;
          throw error;
        });
      if (!outcome) {
        this.writer.meter.record('erase', reads, 0, started);
        return false;
      }
      if (!outcome.traces) {
        this.writer.meter.record('erase', reads, 0, started);
        await this.pruneErasures();
        return true;
      }
      const writes = [
        ...outcome.traces.map((trace) => (batch: WriteBatch) => void batch.delete(trace)),
        ...outcome.unmerge.map((merged) => (batch: WriteBatch) => void batch.set(merged, unmerged, { merge: true })),
      ];
      for (let start = 0; start < writes.length; start += writesPerCommit) {
        const batch = this.writer.db.batch();
        for (const write of writes.slice(start, start + writesPerCommit)) write(batch);
        await this.writer.write(batch.commit());
      }
      records.refs = [];
    }
  }

  private get erasures(): CollectionReference {
    return this.writer.erasuresCollection;
  }

  /** Forgets erasures older than a day, a few at a time, after an erasure; a failure waits for the next one. */
  private async pruneErasures(): Promise<void> {
    try {
      const old = await this.erasures
        .where('at', '<', Date.now() - erasureKeptMs)
        .limit(100)
        .select()
        .get();
      if (old.empty) return;
      const batch = this.writer.db.batch();
      for (const doc of old.docs) batch.delete(doc.ref);
      await this.writer.write(batch.commit());
    } catch (error) {
      log.warn(`forgetting old erasures failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  /** The import and bulk-change records of one customer that exist: read by id under every import and bulk change. */
  private async recordRefs(
    id: string,
  ): Promise<{ refs: DocumentReference[]; docs: DocumentSnapshot[]; reads: number }> {
    const [imports, bulks] = await Promise.all([
      this.writer.importsCollection.select().get(),
      this.writer.bulkCollection.select().get(),
    ]);
    const candidates = [...imports.docs, ...bulks.docs].map((parent) => parent.ref.collection('records').doc(id));
    const docs: DocumentSnapshot[] = [];
    for (let start = 0; start < candidates.length; start += getAllBatch)
      docs.push(...(await this.writer.db.getAll(...candidates.slice(start, start + getAllBatch))));
    const found = docs.filter((doc) => doc.exists);
    return {
      refs: found.map((doc) => doc.ref),
      docs: found,
      reads: queryReads(imports.size) + queryReads(bulks.size) + docs.length,
    };
  }

  /**
   * By the stored time of the last write (`changedAt`);
   * documents without the stored keys are not found until back-filled.
   */
  async removedBefore(before: number, limit: number): Promise<string[]> {
    const started = Date.now();
    const snapshot = await this.writer.collection
      .where('status', '==', false)
      .where('changedAt', '<', before)
      .orderBy('changedAt')
      .limit(limit)
      .select()
      .get();
    this.writer.meter.record('removedBefore', queryReads(snapshot.size), 0, started);
    return snapshot.docs.map((doc) => doc.id);
  }

  async erasedSince(since: number): Promise<string[]> {
    const started = Date.now();
    const snapshot = await this.erasures.where('at', '>=', since).select('customerId').get();
    this.writer.meter.record('erasedSince', queryReads(snapshot.size), 0, started);
    return snapshot.docs
      .map((doc) => doc.get('customerId') as unknown)
      .filter((id): id is string => typeof id === 'string');
  }

  async traces(id: string): Promise<CustomerTraces> {
    const records = await this.recordRefs(id);
    const parentRefs = [
      ...new Map(records.docs.map((doc) => [doc.ref.parent.parent!.path, doc.ref.parent.parent!])).values(),
    ];
    const parents = parentRefs.length ? await this.writer.db.getAll(...parentRefs) : [];
    const parentOf = new Map(parents.map((parent) => [parent.ref.path, parent]));
    const traces: CustomerTraces = { imports: [], bulkChanges: [], webhookEvents: [] };
    for (const record of records.docs) {
      const parent = parentOf.get(record.ref.parent.parent!.path)!;
      const at = Number(parent.get('createdAt')) || 0;
      if (parent.ref.parent.id === this.writer.importsCollection.id) {
        const data = record.data()!;
        traces.imports.push({
          importId: parent.id,
          at,
          kind: data.kind,
          before: data.before ? customerFromDocument(id, data.before) : null,
          after: customerFromDocument(id, data.after),
        });
      } else {
        traces.bulkChanges.push({
          bulkId: parent.id,
          at,
          status: parent.get('status') === true,
          version: Number(record.get('version')) || 0,
        });
      }
    }
    const events = await this.writer.db.collection('webhookEvents').where('customerId', '==', id).get();
    traces.webhookEvents = events.docs
      .map((doc) => ({
        id: doc.id,
        type: String(doc.get('type')),
        at: Number(doc.get('at')) || 0,
        data: (doc.get('data') ?? {}) as Record<string, unknown>,
        order: Number(doc.get('order')) || 0,
      }))
      .sort((a, b) => a.order - b.order)
      .map(({ order: _order, ...event }) => event);
    traces.imports.sort((a, b) => a.at - b.at);
    traces.bulkChanges.sort((a, b) => a.at - b.at);
    return traces;
  }
}
