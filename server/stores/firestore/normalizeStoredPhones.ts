// The one-off pass for Firestore documents written by the original app or before this product stored its keys
// (npm run backfill-keys, also npm run normalize-phones): the normalised phones and the stored keys a save writes
// (customerDocument.ts, the custom field values' too: customers/fieldKeys.ts), and the company each timeline entry of a
// company's people carries (timelineKeys.ts).
import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import { normalizedPhone } from '../../domain/contactPoints/contactPoints.ts';
import { normalizePhone, type PhoneRegion } from '../../domain/phones.ts';
import { customerFromDocument, keysMarkerPath, storedKeys, storedKeysVersion } from './customers/customerDocument.ts';
import { movesCollection, rekeyEntries } from './timelineKeys.ts';

export interface Backfill {
  /** Customer documents written */
  written: number;
  /** Of those, documents whose normalised phone changed */
  phones: number;
  /** Activities, history entries and tasks given their customer's company */
  entries: number;
}

/** Equal as stored values: arrays and maps by their contents. */
const same = (stored: unknown, wanted: unknown) => JSON.stringify(stored ?? null) === JSON.stringify(wanted ?? null);

/**
 * What a save would write of a document's derived fields that it does not hold: its phones normalised in `region` (the
 * phone and each further one, as customerInput.ts and contactPoints.ts's checkedPhones do) and the stored keys from
 * them (storedKeys), the last write's time its own or Firestore's commit time.
 */
export function missingKeys(document: DocumentSnapshot, region: PhoneRegion): Record<string, unknown> {
  const customer = customerFromDocument(document.id, document.data());
  const phoneNormalized = normalizePhone(customer.phone, region);
  const phones = customer.phones?.map((point) => ({ ...point, normalized: normalizedPhone(point.value, region) }));
  const changedAt = document.get('changedAt');
  const keys = storedKeys(
    { ...customer, phoneNormalized, ...(phones && { phones }) },
    typeof changedAt === 'number' ? changedAt : document.updateTime!.toMillis(),
  );
  const update: Record<string, unknown> = {};
  if (!same(document.get('phoneNormalized'), phoneNormalized)) update.phoneNormalized = phoneNormalized;
  const storedPhones: unknown = document.get('phones');
  const normalizedOf = (list: unknown) =>
    (Array.isArray(list) ? list : []).map((point: { normalized?: unknown }) => point?.normalized ?? null);
  if (phones && !same(normalizedOf(storedPhones), normalizedOf(phones))) update.phones = phones;
  for (const [field, value] of Object.entries(keys)) if (!same(document.get(field), value)) update[field] = value;
  return update;
}

/**
 * Reads every customer document once and writes, where they differ, its phones normalised in `region` and its stored
 * keys, in batches of `batchSize`; gives the timeline entries of each customer working at a company that company (and
 * re-keys any customer that moved meanwhile); then marks the collection as keyed, so the store answers with indexed
 * queries from its next start. Running it again writes nothing more.
 */
export async function backfillCustomerKeys(db: Firestore, region: PhoneRegion, batchSize = 500): Promise<Backfill> {
  const snapshot = await db.collection('customers').get();
  let phones = 0;
  const stale = snapshot.docs.flatMap((document) => {
    const update = missingKeys(document, region);
    if ('phoneNormalized' in update) phones++;
    return Object.keys(update).length ? [{ ref: document.ref, update }] : [];
  });
  for (let start = 0; start < stale.length; start += batchSize) {
    const batch = db.batch();
    for (const { ref, update } of stale.slice(start, start + batchSize)) batch.update(ref, update);
    await batch.commit();
  }
  const moved = (await db.collection(movesCollection).get()).docs.map(({ id }) => id);
  const employed = snapshot.docs.filter((document) => document.get('companyId')).map(({ id }) => id);
  let entries = 0;
  for (const id of new Set([...employed, ...moved])) entries += (await rekeyEntries(db, id)).writes;
  await db.doc(keysMarkerPath).set({ version: storedKeysVersion, at: Date.now() });
  return { written: stale.length, phones, entries };
}

/** How many customers' normalised phones changed (npm run normalize-phones): the same pass. */
export async function normalizeStoredPhones(db: Firestore, region: PhoneRegion, batchSize = 500): Promise<number> {
  return (await backfillCustomerKeys(db, region, batchSize)).phones;
}
