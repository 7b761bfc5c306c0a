// Writing customers to Firestore: every write with its history entry and webhook event in one batch or transaction,
// within a deadline; versioned saves merge with what others wrote since (domain/conflicts/staleWriteMerge.ts).
import type {
  CollectionReference,
  DocumentReference,
  Firestore,
  Transaction,
  WriteBatch,
} from 'firebase-admin/firestore';
import type { User } from '../../../domain/accounts/account.ts';
import type { Customer, CustomerFields } from '../../../domain/customers/customer.ts';
import { isStale, valuesAfterOthers, type CustomerValues } from '../../../domain/conflicts/staleWriteMerge.ts';
import { historyEntry, type FieldChange, type WriteRecord } from '../../../domain/history/customerHistory.ts';
import { customerEvent, type WebhookEvent } from '../../../domain/webhooks/webhook.ts';
import type { WebhookOutbox } from '../../../domain/webhooks/webhookStore.ts';
import { queryReads, type FirestoreMeter } from '../firestoreMeter.ts';
import { customerDocument, customerFromDocument, mergeOptions, savedFields, storedKeys } from './customerDocument.ts';
import { clearedFieldKeys } from './fieldKeys.ts';
import { keptContactPoints } from '../../../domain/contactPoints/contactPoints.ts';
import type { FilterListeners } from './filterListener.ts';
import type { KeysMarker } from './keysMarker.ts';
import type { WriteDeadline } from './writeDeadline.ts';
import { markMoved } from '../timelineKeys.ts';

/** The last history `order` this process gave (ms × 1000, counting up within a millisecond). */
let historyOrder = 0;

/**
 * The document fields a status write merges in: a restored customer loses its mergedInto (customer.ts's withStatus).
 */
export function statusWrite(before: Customer, after: Customer, now: number) {
  return {
    status: after.status,
    version: after.version,
    ...storedKeys(after, now),
    // An import's update writes values with its status (customerImports.ts): the keys of values gone are cleared.
    ...clearedFieldKeys(before, after),
    ...(before.mergedInto && !after.mergedInto && { mergedInto: null }),
  };
}

/**
 * What every customer write shares (imports, bulk changes, merges and erasures use it too): the collections, the
 * deadline, the history entry and webhook event, and telling the listeners to wait; and the three single writes.
 */
export class FirestoreCustomerWrites {
  readonly collection: CollectionReference;
  /** customerImports/{importId} holds an import's counts; its records/{customerId} what it did to each customer */
  readonly importsCollection: CollectionReference;
  /**
   * customerBulkChanges/{bulkId} holds a bulk change's status and count; its records/{customerId} the version it left
   */
  readonly bulkCollection: CollectionReference;
  /** customerErasures: the ids of customers deleted for good, kept a day, for other processes' resuming lists */
  readonly erasuresCollection: CollectionReference;

  constructor(
    readonly db: Firestore,
    readonly meter: FirestoreMeter,
    /** Where each write's webhook events go, in the write's batch or transaction */
    private readonly outbox: WebhookOutbox<WriteBatch | Transaction>,
    readonly listeners: FilterListeners,
    readonly keys: KeysMarker,
    private readonly deadline: WriteDeadline,
  ) {
    this.collection = db.collection('customers');
    this.importsCollection = db.collection('customerImports');
    this.bulkCollection = db.collection('customerBulkChanges');
    this.erasuresCollection = db.collection('customerErasures');
  }

  /** A write with a deadline; one that misses it starts watching for Firestore's return. */
  write<T>(write: Promise<T>): Promise<T> {
    return this.deadline.write(write);
  }

  /** The customer and its history entry in one batch. */
  async create(id: string, fields: CustomerFields, by: User | null = null): Promise<Customer> {
    const started = Date.now();
    const customer: Customer = {
      ...savedFields(id, fields),
      status: true,
      version: 1,
    };
    // No owner: no field, as documents from before owners were kept.
    if (!customer.ownerUid) delete customer.ownerUid;
    if (!customer.tagIds?.length) delete customer.tagIds;
    if (!customer.fields || !Object.keys(customer.fields).length) delete customer.fields;
    if (!customer.companyId) delete customer.companyId;
    const batch = this.db.batch();
    batch.set(this.collection.doc(id), customerDocument(customer, started));
    this.record(batch, null, customer, by, started);
    this.expect([{ before: null, after: customer }]);
    // The first write of an empty collection marks it as keyed
    // (indexed()), before there is a document without the mark.
    await this.write(this.keys.indexed().then(() => batch.commit()));
    this.meter.record('create', 0, 3, started);
    return customer;
  }

  update(id: string, fields: CustomerFields, by: User | null = null, seen?: number | null): Promise<Customer | null> {
    return this.write(this.mergeIntoExisting('update', id, savedFields(id, fields), by, seen));
  }

  setStatus(id: string, status: boolean, by: User | null = null, seen?: number | null): Promise<Customer | null> {
    return this.write(this.mergeIntoExisting('setStatus', id, { status }, by, seen));
  }

  /**
   * Adds a write's history entry to its batch or transaction, as customers/{id}/history/{auto id}, and its webhook
   * event to the outbox, as `how` says (customerHistory.ts's WriteRecord). Every write that changes a customer calls it
   * once per customer. Answers the entry's document, null when the write changed nothing it shows.
   */
  record(
    writer: WriteBatch | Transaction,
    before: Customer | null,
    after: Customer,
    by: User | null,
    at: number,
    how: WriteRecord = {},
  ): DocumentReference | null {
    const entry = historyEntry(before, after, by, at, how);
    if (!entry) return null;
    this.announce(writer, customerEvent(before, after, at, how.event));
    const ref: DocumentReference = this.collection.doc(after.id).collection('history').doc();
    // `order` keeps entries of one millisecond in the order this process wrote them.
    historyOrder = Math.max(historyOrder + 1, at * 1000);
    (writer as WriteBatch).set(ref, {
      at,
      order: historyOrder,
      byUid: entry.by?.uid ?? null,
      byEmail: entry.by?.email ?? null,
      type: entry.type,
      changes: entry.changes,
      version: after.version,
      // The company's timeline finds it by its customer's company (../timelineKeys.ts), re-keyed when it moves.
      companyId: after.companyId ?? null,
    });
    if (before && (before.companyId ?? null) !== (after.companyId ?? null)) markMoved(this.db, writer, after.id, at);
    return ref;
  }

  /** Adds a webhook event to the write's batch or transaction: it exists exactly when the write does. */
  announce(writer: WriteBatch | Transaction, event: WebhookEvent | null): void {
    if (event) this.outbox.add(writer, event);
  }

  /**
   * What a write made on version `seen` of `current` sets, after what others wrote since
   * (domain/conflicts/staleWriteMerge.ts), from the history as it stands in the write's transaction; ConflictError when
   * both changed a field. `reads`: the documents it read.
   */
  async onVersion<T extends CustomerValues>(
    transaction: Transaction,
    current: Customer,
    seen: number | null | undefined,
    wanted: T,
  ): Promise<{ values: T; reads: number }> {
    if (!isStale(current, seen)) return { values: wanted, reads: 0 };
    const history = await transaction.get(
      this.collection.doc(current.id).collection('history').where('version', '>', seen),
    );
    // By version: exact, where `order` is the clock of whichever server wrote the entry.
    const since = history.docs
      .sort((a, b) => a.get('version') - b.get('version'))
      .map((entry) => entry.get('changes') as FieldChange[]);
    return { values: valuesAfterOthers(current, since, wanted), reads: queryReads(history.size) };
  }

  /** Tells the listeners of the filters these writes touch to wait for them before answering from memory. */
  expect(writes: ReadonlyArray<{ before: Customer | null; after: Customer }>): void {
    this.listeners.expect(writes);
  }

  /**
   * Merges into a document only when it exists: a transaction, so an unknown id never becomes a stray document, and a
   * write made on version `seen` merges with the history written since
   * (domain/conflicts/staleWriteMerge.ts) as it stands at commit.
   */
  private mergeIntoExisting(
    operation: string,
    id: string,
    wanted: CustomerValues,
    by: User | null,
    seen: number | null | undefined,
  ): Promise<Customer | null> {
    const ref = this.collection.doc(id);
    const started = Date.now();
    let reads = 0;
    return this.db
      .runTransaction(async (transaction) => {
        const doc = await transaction.get(ref);
        reads = 1;
        if (!doc.exists) return null;
        const before = customerFromDocument(id, doc.data());
        const onVersion = await this.onVersion(transaction, before, seen, wanted);
        reads += onVersion.reads;
        const values = onVersion.values;
        // A restored customer is no longer merged into another (customer.ts's withStatus).
        // A save without phones or emails keeps the customer's, its first following the new phone and email.
        const fields = {
          ...('phone' in values ? keptContactPoints(values as CustomerFields, before) : values),
          version: before.version + 1,
          ...(values.status === true && before.mergedInto && { mergedInto: null }),
        };
        const now = Date.now();
        const after = customerFromDocument(id, { ...doc.data(), ...fields });
        const write = { ...fields, ...storedKeys(after, now), ...clearedFieldKeys(before, after) };
        transaction.set(ref, write, mergeOptions(write));
        this.record(transaction, before, after, by, now);
        this.expect([{ before, after }]);
        return after;
      })
      .then((after) => {
        this.meter.record(operation, reads, after ? 3 : 0, started);
        return after;
      });
  }
}
