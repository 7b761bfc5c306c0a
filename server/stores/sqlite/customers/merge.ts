// Merging duplicates in SQLite: one transaction, as domain/merge/customerMerge.ts's planMerge decides.
import type { User } from '../../../domain/accounts/account.ts';
import type { Customer, CustomerFields } from '../../../domain/customers/customer.ts';
import { planMerge, type MergeOutcome } from '../../../domain/merge/customerMerge.ts';
import { boundFields } from './customerRows.ts';
import type { SqliteCustomerWrites } from './customerWrites.ts';

export class SqliteCustomerMerge {
  private readonly statements;

  constructor(private readonly writer: SqliteCustomerWrites) {
    this.statements = {
      markMerged: writer.db.prepare(
        `UPDATE customers SET status = 0, merged_into = @keepId, updated_at = @now, version = version + 1 WHERE id = @id`,
      ),
    };
  }

  async merge(
    keepId: string,
    mergeIds: readonly string[],
    fields: CustomerFields | null,
    by: User | null = null,
    seen: number | null = null,
  ): Promise<MergeOutcome> {
    const { statements } = this;
    const { others, outcome, writes } = this.writer.transact(() => {
      const others = this.writer.feed.catchUp();
      const kept = this.writer.reads.read(keepId);
      if (!kept) return { others, outcome: { missing: keepId }, writes: [] };
      const merged: Customer[] = [];
      for (const id of mergeIds) {
        const customer = this.writer.reads.read(id);
        if (!customer) return { others, outcome: { missing: id }, writes: [] };
        merged.push(customer);
      }
      // Chosen on an older version of the kept customer: merged with what others saved since, or ConflictError.
      const planned = planMerge(kept, merged, fields && this.writer.onVersion(kept, seen, fields));
      if (!planned.ok) return { others, outcome: { invalid: planned.fields }, writes: [] };
      const now = Date.now();
      this.writer.statements.update.run({ ...boundFields(keepId, planned.plan.keptFields), now });
      for (const { before } of planned.plan.merged) statements.markMerged.run({ id: before.id, keepId, now });
      const writes = [planned.plan.kept, ...planned.plan.merged].map(({ before, extra }) => {
        const after = this.writer.reads.read(before.id)!;
        this.writer.record({ before, after }, by, now, { type: 'MERGED', event: 'customer.merged', extra });
        return { before, after };
      });
      return { others, outcome: { kept: writes[0]!.after }, writes };
    });
    if (others.length) this.writer.feed.publish(others);
    if (writes.length) {
      this.writer.reads.forgetCounts();
      this.writer.feed.publish(writes);
    }
    return outcome;
  }
}
