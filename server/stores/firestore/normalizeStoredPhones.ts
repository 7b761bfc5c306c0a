// The one-off pass for Firestore documents written by the original app or before this product stored its keys
// (npm run backfill-keys, also npm run normalize-phones):
// the normalised phone and the stored keys (customerDocument.ts).
import type { Firestore } from 'firebase-admin/firestore';
import { normalizePhone, type PhoneRegion } from '../../domain/phones.ts';
import { customerFromDocument, keysMarkerPath, storedKeys, storedKeysVersion } from './customers/customerDocument.ts';

export interface Backfill {
  /** Documents written */
  written: number;
  /** Of those, documents whose normalised phone changed */
  phones: number;
}

/**
 * Reads every customer document once and writes, where they differ, its phone normalised in `region` and its stored
 * keys (the last write's time taken from Firestore's commit time), in batches of `batchSize`; then marks the collection
 * as keyed, so the store answers with indexed queries from its next start.
 */
export async function backfillCustomerKeys(db: Firestore, region: PhoneRegion, batchSize = 500): Promise<Backfill> {
  const snapshot = await db.collection('customers').get();
  let phones = 0;
  const stale = snapshot.docs.flatMap((document) => {
    const customer = customerFromDocument(document.id, document.data());
    const normalized = normalizePhone(customer.phone, region);
    const keys = storedKeys(
      customer,
      typeof document.get('changedAt') === 'number' ? document.get('changedAt') : document.updateTime.toMillis(),
    );
    const update: Record<string, unknown> = {};
    if ((document.get('phoneNormalized') ?? null) !== normalized) update.phoneNormalized = normalized;
    for (const [field, value] of Object.entries(keys)) if (document.get(field) !== value) update[field] = value;
    if ('phoneNormalized' in update) phones++;
    return Object.keys(update).length ? [{ ref: document.ref, update }] : [];
  });
  for (let start = 0; start < stale.length; start += batchSize) {
    const batch = db.batch();
    for (const { ref, update } of stale.slice(start, start + batchSize)) batch.update(ref, update);
    await batch.commit();
  }
  await db.doc(keysMarkerPath).set({ version: storedKeysVersion, at: Date.now() });
  return { written: stale.length, phones };
}

/** How many customers' normalised phones changed (npm run normalize-phones): the same pass. */
export async function normalizeStoredPhones(db: Firestore, region: PhoneRegion, batchSize = 500): Promise<number> {
  return (await backfillCustomerKeys(db, region, batchSize)).phones;
}
