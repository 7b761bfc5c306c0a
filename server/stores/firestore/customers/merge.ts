// Merging duplicates in Firestore: one transaction, as domain/merge/customerMerge.ts's planMerge decides.
import type { User } from '../../../domain/accounts/account.ts';
import type { CustomerFields } from '../../../domain/customers/customer.ts';
import { planMerge, type MergeOutcome } from '../../../domain/merge/customerMerge.ts';
import { customerFromDocument, mergeOptions, savedFields, storedKeys } from './customerDocument.ts';
import { clearedFieldKeys } from './fieldKeys.ts';
import type { FirestoreCustomerWrites } from './customerWrites.ts';

export class FirestoreCustomerMerge {
  constructor(private readonly writer: FirestoreCustomerWrites) {}

  /**
   * One transaction: the kept customer and the merged ones read, then each written with its history entry and its
   * webhook event (three writes a customer; limits.mergeIdsMax keeps it far below the 500-write limit), so the live
   * lists' listeners see the merge as one snapshot.
   */
  async merge(
    keepId: string,
    mergeIds: readonly string[],
    fields: CustomerFields | null,
    by: User | null = null,
    seen: number | null = null,
  ): Promise<MergeOutcome> {
    const started = Date.now();
    const refs = [keepId, ...mergeIds].map((id) => this.writer.collection.doc(id));
    let reads = 0;
    const outcome = await this.writer.write(
      this.writer.db.runTransaction(async (transaction): Promise<MergeOutcome> => {
        const docs = await transaction.getAll(...refs);
        reads = docs.length;
        const missing = docs.find((doc) => !doc.exists);
        if (missing) return { missing: missing.id };
        const [kept, ...merged] = docs.map((doc) => customerFromDocument(doc.id, doc.data()));
        // Chosen on an older version of the kept customer: merged with what others saved since, or ConflictError.
        const onVersion = fields && (await this.writer.onVersion(transaction, kept!, seen, fields));
        reads += onVersion?.reads ?? 0;
        const planned = planMerge(kept!, merged, onVersion?.values ?? null);
        if (!planned.ok) return { invalid: planned.fields };
        const { plan } = planned;
        const now = Date.now();
        const keptWrite = {
          ...savedFields(keepId, plan.keptFields),
          version: plan.kept.after.version,
          ...storedKeys(plan.kept.after, now),
          ...clearedFieldKeys(plan.kept.before, plan.kept.after),
        };
        transaction.set(refs[0]!, keptWrite, mergeOptions(keptWrite));
        for (const { after } of plan.merged) {
          transaction.set(
            this.writer.collection.doc(after.id),
            { status: false, mergedInto: keepId, version: after.version, ...storedKeys(after, now) },
            { merge: true },
          );
        }
        const writes = [plan.kept, ...plan.merged];
        for (const { before, after, extra } of writes)
          this.writer.record(transaction, before, after, by, now, { type: 'MERGED', event: 'customer.merged', extra });
        this.writer.expect(writes);
        return { kept: plan.kept.after };
      }),
    );
    this.writer.meter.record('merge', reads, 'kept' in outcome ? refs.length * 3 : 0, started);
    return outcome;
  }
}
