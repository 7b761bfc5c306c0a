// Duplicates' use cases over a CustomerStore: the groups the Duplicates view offers, merging one, and marking one as
// not duplicates (docs/product.md#merging-duplicates).
import type { User } from '../accounts/account.ts';
import type { Customer, CustomerFields } from '../customers/customer.ts';
import { checkedCustomer, type CustomerInput } from '../customers/customerInput.ts';
import type { CustomerStore } from '../customers/customerStore.ts';
import { InvalidInputError, NotFoundError } from '../errors.ts';
import { defaultPhoneRegion, type PhoneRegion } from '../phones.ts';
import { limits } from '../fieldRules.ts';
import { duplicateGroups, mergeIdsOf, type DuplicateGroup } from './customerMerge.ts';
import { groupsStillOffered, notDuplicateIdsOf } from './notDuplicates.ts';

export class DuplicateService {
  constructor(
    private readonly store: CustomerStore,
    /** Where a person's phones without a country code are from (their own region, else the team's) */
    private readonly phoneRegionOf: (user: User | null) => PhoneRegion = () => defaultPhoneRegion,
  ) {}

  /**
   * Merges duplicates into the customer `keepId` in one transaction (customerMerge.ts): it takes `fields`, checked as
   * save checks them (its own values without), and each of `mergeIds` is removed and marked as merged into it. With
   * fields.version, the kept customer's version the client saw, they merge with others' writes since as a save's do.
   */
  async merge(
    keepId: string,
    mergeIds: readonly string[],
    fields: CustomerInput | null | undefined,
    by: User | null = null,
  ): Promise<Customer> {
    const named = mergeIdsOf(keepId, mergeIds);
    if (!named.ok) throw new InvalidInputError(named.fields);
    let values: CustomerFields | null = null;
    if (fields) {
      if (fields.id && fields.id !== keepId)
        throw new InvalidInputError({ id: 'The fields are the kept customer’s: leave id out or give keepId' });
      const result = checkedCustomer(fields, this.phoneRegionOf(by));
      if (!result.ok) throw new InvalidInputError(result.fields);
      values = result.value;
    }
    const outcome = await this.store.merge(keepId, named.ids, values, by, fields?.version);
    if ('missing' in outcome) throw new NotFoundError('customer', outcome.missing);
    if ('invalid' in outcome) throw new InvalidInputError(outcome.invalid);
    return outcome.kept;
  }

  /**
   * Active customers sharing an email or a normalised phone,
   * in groups, but those marked as not duplicates; at most `first`.
   */
  async groups(first: number): Promise<DuplicateGroup[]> {
    if (!Number.isInteger(first) || first < 0 || first > limits.pageMax) {
      throw new InvalidInputError({ first: `Ask for 0 to ${limits.pageMax} groups` });
    }
    const [customers, marks] = await Promise.all([this.store.list('ACTIVE'), this.store.notDuplicateMarks()]);
    return groupsStillOffered(duplicateGroups(customers), marks).slice(0, first);
  }

  /** Marks these customers as not duplicates of one another (notDuplicates.ts); NOT_FOUND for an id no customer has. */
  async markNotDuplicates(customerIds: readonly string[], by: User | null = null): Promise<void> {
    const named = notDuplicateIdsOf(customerIds);
    if (!named.ok) throw new InvalidInputError(named.fields);
    const found = await Promise.all(named.ids.map((id) => this.store.get(id)));
    const missing = named.ids.find((_, index) => !found[index]);
    if (missing) throw new NotFoundError('customer', missing);
    await this.store.markNotDuplicates({ customerIds: named.ids, byUid: by?.uid ?? null, at: Date.now() });
  }
}
