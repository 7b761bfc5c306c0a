// The one-off pass for Firestore documents saved before phones were normalised (npm run normalize-phones).
import type { Firestore } from 'firebase-admin/firestore';
import { normalizePhone, type PhoneRegion } from '../../domain/phones.ts';
import { customerFromDocument } from './customerDocument.ts';

/**
 * Reads every customer document's phone again in `region` and writes the normalised form where it differs, in
 * batches of `batchSize`; answers how many documents changed. The collection is read whole, as the store's lists are.
 */
export async function normalizeStoredPhones(db: Firestore, region: PhoneRegion, batchSize = 500): Promise<number> {
  const snapshot = await db.collection('customers').get();
  const stale = snapshot.docs.flatMap((document) => {
    const normalized = normalizePhone(customerFromDocument(document.id, document.data()).phone, region);
    return (document.get('phoneNormalized') ?? null) === normalized ? [] : [{ ref: document.ref, normalized }];
  });
  for (let start = 0; start < stale.length; start += batchSize) {
    const batch = db.batch();
    for (const { ref, normalized } of stale.slice(start, start + batchSize)) batch.update(ref, { phoneNormalized: normalized });
    await batch.commit();
  }
  return stale.length;
}
