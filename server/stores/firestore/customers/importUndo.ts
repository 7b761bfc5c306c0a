// Undoing a spreadsheet import in Firestore (docs/product.md#phones-imports-and-duplicates): the customers it created
// go, with their history, and those it updated go back to what they were, except customers written since.
import { FieldValue, type DocumentReference, type DocumentSnapshot } from 'firebase-admin/firestore';
import type { User } from '../../../domain/accounts/account.ts';
import type { Customer } from '../../../domain/customers/customer.ts';
import { undoOf, type CustomerImportUndo, type ImportRecord } from '../../../domain/customers/customerImport.ts';
import { customerEvent, importUndoneEvent } from '../../../domain/webhooks/webhook.ts';
import { queryReads } from '../firestoreMeter.ts';
import { customerFromDocument, mergeOptions, savedFields, storedKeys } from './customerDocument.ts';
import { clearedFieldKeys } from './fieldKeys.ts';
import type { FirestoreCustomerWrites } from './customerWrites.ts';
import { inValuesMax, writesPerCommit } from './firestoreQuotas.ts';

/**
 * Records per transaction of an undo: a deleted customer costs its record, itself, its event, its erasure and its
 * history (an entry, or a few); a reverted one its record, itself, its entry and its event.
 */
export const undoCustomersPerTransaction = 80;

/**
 * Transactions of undoCustomersPerTransaction records, each marking its records undone (so a retry after a failure
 * skips them), the last marking the import undone. A customer it deletes goes with its history (read in the
 * transaction; entries past the commit's limit right after it), as an erasure takes them (erasure.ts).
 */
export async function undoImport(
  writer: FirestoreCustomerWrites,
  importId: string,
  by: User | null = null,
): Promise<CustomerImportUndo | 'unknown' | 'undone'> {
  const started = Date.now();
  const importRef = writer.importsCollection.doc(importId);
  const importDoc = await importRef.get();
  if (!importDoc.exists) return 'unknown';
  if (importDoc.get('undoneAt')) return 'undone';
  const records = (await importRef.collection('records').get()).docs.filter((record) => !record.get('undone'));
  const progress = { reads: 1 + queryReads(records.length), written: 0 };
  const undo: CustomerImportUndo = { removed: 0, reverted: 0, keptChangedSince: [] };
  for (let start = 0; start === 0 || start < records.length; start += undoCustomersPerTransaction) {
    const last = start + undoCustomersPerTransaction >= records.length;
    const outcome = await undoChunk(
      writer,
      importId,
      records.slice(start, start + undoCustomersPerTransaction),
      last,
      undo,
      by,
      progress,
    );
    if (outcome) return outcome;
  }
  writer.meter.record('undoImport', progress.reads, progress.written, started);
  return undo;
}

/** One transaction of an undo; adds what it did to `undo`. 'undone' when another undo of the import ran meanwhile. */
async function undoChunk(
  writer: FirestoreCustomerWrites,
  importId: string,
  records: readonly DocumentSnapshot[],
  last: boolean,
  undo: CustomerImportUndo,
  by: User | null,
  progress: { reads: number; written: number },
): Promise<'undone' | null> {
  const importRef = writer.importsCollection.doc(importId);
  const refs = records.map((record) => writer.collection.doc(record.id));
  const outcome = await writer.write(
    writer.db.runTransaction(async (transaction) => {
      const [importDoc, ...docs] = await transaction.getAll(importRef, ...refs);
      if (importDoc!.get('undoneAt')) return 'undone' as const;
      const done: CustomerImportUndo = { removed: 0, reverted: 0, keptChangedSince: [] };
      const deleted: Array<Customer & { entry: string | null }> = [];
      const reverted: Array<{ current: Customer; before: Customer }> = [];
      docs.forEach((doc, index) => {
        if (!doc.exists) return;
        const current = customerFromDocument(doc.id, doc.data());
        const data = records[index]!.data()!;
        // The records hold customers in the document shape, read as tolerantly.
        const record: ImportRecord = {
          kind: data.kind,
          before: data.before && customerFromDocument(doc.id, data.before),
          after: customerFromDocument(doc.id, data.after),
        };
        const { action } = undoOf(current, record);
        if (action === 'kept') done.keptChangedSince.push(current);
        // Nobody wrote it since: the import's entry is its only one.
        else if (action === 'delete')
          deleted.push({ ...current, entry: current.version === record.after.version ? (data.entry ?? null) : null });
        else reverted.push({ current, before: record.before! });
      });
      // Reads before any write, as a transaction must; one at a time: the emulator the tests use serves them in turn.
      const histories: DocumentReference[] = [];
      let historyReads = 0;
      for (const { id, entry } of deleted) {
        const history = writer.collection.doc(id).collection('history');
        if (entry) {
          histories.push(history.doc(entry));
          continue;
        }
        const found = await transaction.get(history.select());
        historyReads += queryReads(found.size);
        histories.push(...found.docs.map((doc) => doc.ref));
      }
      const pointing: DocumentSnapshot[] = [];
      for (let start = 0; start < deleted.length; start += inValuesMax) {
        const ids = deleted.slice(start, start + inValuesMax).map(({ id }) => id);
        pointing.push(...(await transaction.get(writer.collection.where('mergedInto', 'in', ids))).docs);
      }
      progress.reads += 1 + docs.length + historyReads + queryReads(pointing.length);
      const now = Date.now();
      const changed: Array<{ before: Customer; after: Customer }> = [];
      const gone = new Set(deleted.map(({ id }) => id));
      // A deleted customer's record goes with it; the others are marked, so a retry after a failure skips them.
      for (const record of records) {
        if (gone.has(record.id)) transaction.delete(record.ref);
        else transaction.update(record.ref, { undone: true });
      }
      for (const { entry: _entry, ...customer } of deleted) {
        transaction.delete(writer.collection.doc(customer.id));
        writer.announce(transaction, customerEvent(customer, null, now, 'customer.erased'));
        // Its id alone, kept a day: other processes' clients that resume from before it hear it is gone.
        transaction.set(writer.erasuresCollection.doc(), { customerId: customer.id, at: now });
        writer.listeners.erasing(customer);
      }
      for (const merged of pointing) transaction.set(merged.ref, { mergedInto: null }, { merge: true });
      for (const { current, before } of reverted) {
        // The status too: a customer the import restored goes back to removed.
        const after = { ...before, version: current.version + 1 };
        // Values the import gave a customer that had none go too; one without a company before has none again.
        const write = {
          ...savedFields(current.id, { ...before, fields: before.fields ?? {}, companyId: before.companyId ?? null }),
          // A customer from before several phones and emails were kept goes back to having no lists.
          ...(!before.phones && { phones: FieldValue.delete() }),
          ...(!before.emails && { emails: FieldValue.delete() }),
          status: after.status,
          version: after.version,
          ...storedKeys(after, now),
          ...clearedFieldKeys(current, after),
        };
        transaction.set(writer.collection.doc(current.id), write, mergeOptions(write));
        writer.record(transaction, current, after, by, now, { undo: true });
        changed.push({ before: current, after });
      }
      const budget =
        writesPerCommit - (records.length + deleted.length * 3 + pointing.length + reverted.length * 3 + 2);
      for (const entry of histories.slice(0, budget)) transaction.delete(entry);
      done.removed = deleted.length;
      done.reverted = reverted.length;
      if (last) {
        transaction.update(importRef, { undoneAt: now });
        const total = {
          removed: undo.removed + done.removed,
          reverted: undo.reverted + done.reverted,
          keptChangedSince: [...undo.keptChangedSince, ...done.keptChangedSince],
        };
        writer.announce(transaction, importUndoneEvent(importId, total, now));
      }
      writer.expect(changed);
      progress.written +=
        records.length +
        deleted.length * 3 +
        Math.min(budget, histories.length) +
        pointing.length +
        changed.length * 3 +
        (last ? 2 : 0);
      return { done, leftOver: histories.slice(budget) };
    }),
  );
  if (outcome === 'undone') return outcome;
  // A deleted customer's entries past the commit's limit: its history is only ever read with it, which is gone.
  for (let start = 0; start < outcome.leftOver.length; start += writesPerCommit) {
    const batch = writer.db.batch();
    for (const entry of outcome.leftOver.slice(start, start + writesPerCommit)) batch.delete(entry);
    await writer.write(batch.commit());
  }
  undo.removed += outcome.done.removed;
  undo.reverted += outcome.done.reverted;
  undo.keptChangedSince.push(...outcome.done.keptChangedSince);
  return null;
}
