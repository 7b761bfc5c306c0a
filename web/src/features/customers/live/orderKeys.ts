// Each live row's key in each order (server/domain/ordering.ts), made once per customer object: a change brings a new
// object, so its keys are made anew and the old ones go with it.
import {
  customerOrderKey,
  ownerOrderKey,
  type CustomerListSortField,
  type SortDirection,
} from '../../../../../server/domain/ordering.ts';
import { customFieldOrderKey, type OrderedField } from '../../../../../server/domain/customFields/fieldOrdering.ts';
import type { CustomerFieldsFragment } from '../../../gql/graphql.ts';
import { customOfPrepared, type PreparedName } from './orderBuilder.ts';

/**
 * A row: its fields (its company with them: the COMPANY order reads the company's name), its owner where the feed
 * sends one (the OWNER order reads the owner's email), and its phones' and emails' values where the feed sends them
 * (the first of each again, then the further ones, which search finds: server/domain/search.ts).
 */
export type LiveCustomer = CustomerFieldsFragment & {
  readonly owner?: { uid: string; email: string } | null;
  readonly phones?: ReadonlyArray<{ readonly value: string }>;
  readonly emails?: ReadonlyArray<{ readonly value: string }>;
};

/**
 * The row as the list keeps it: its phones and emails lists only when they hold further ones. A list of one repeats
 * the row's phone or email, as most customers have: kept, such lists cost about 20 MB of heap over 100,000 rows.
 */
export function keptRow(customer: LiveCustomer): LiveCustomer {
  const phones = customer.phones && customer.phones.length > 1 ? customer.phones : undefined;
  const emails = customer.emails && customer.emails.length > 1 ? customer.emails : undefined;
  return phones === customer.phones && emails === customer.emails ? customer : { ...customer, phones, emails };
}

/** A row's value of a custom field, if it has one. */
export const fieldValueOf = (customer: LiveCustomer, key: string): string | null =>
  customer.fields.find((value) => value.key === key)?.value ?? null;

export class OrderKeys {
  private readonly keys = new Map<string, WeakMap<LiveCustomer, string>>();
  /** The team's custom fields the CUSTOM order reads, by key (types never change: keys made stay right) */
  private fields = new Map<string, OrderedField>();

  /** The custom fields a CUSTOM order may name. */
  setFields(fields: readonly OrderedField[]): void {
    this.fields = new Map(fields.map((field) => [field.key, field]));
  }

  /** Whether a CUSTOM order by this field can be keyed (its type is known). */
  knowsField(key: string | null | undefined): boolean {
    return !!key && this.fields.has(key);
  }

  /** The key in `field`'s order (`fieldKey`: a CUSTOM order's field), kept. */
  keyIn(
    customer: LiveCustomer,
    field: CustomerListSortField,
    direction: SortDirection,
    fieldKey?: string | null,
  ): string {
    // The OWNER, COMPANY and CUSTOM keys depend on the direction (none last either way): one set of keys per direction.
    const name =
      field === 'CUSTOM'
        ? `CUSTOM:${fieldKey}:${direction}`
        : field === 'OWNER' || field === 'COMPANY'
          ? `${field}:${direction}`
          : field;
    let keys = this.keys.get(name);
    if (!keys) this.keys.set(name, (keys = new WeakMap()));
    let key = keys.get(customer);
    if (key === undefined) keys.set(customer, (key = this.newKey(customer, field, direction, fieldKey)));
    return key;
  }

  /**
   * A customer's key in an order made ahead (orderBuilder.ts): the name order's kept (keyIn), the others' made now and
   * held by the order alone (liveCustomerCollection.ts's prepareOrders). A stored column's key is the same either way.
   */
  preparedKey(name: PreparedName): (customer: LiveCustomer) => string {
    const custom = customOfPrepared(name);
    if (custom) return (customer) => this.newKey(customer, 'CUSTOM', custom.direction, custom.fieldKey);
    const field = name as CustomerListSortField;
    return field === 'LNAME'
      ? (customer) => this.keyIn(customer, field, 'ASC')
      : (customer) => this.newKey(customer, field, 'ASC');
  }

  /** The key made now, not kept: other columns' keys end with the name order's, kept once each. */
  newKey(
    customer: LiveCustomer,
    field: CustomerListSortField,
    direction: SortDirection,
    fieldKey?: string | null,
  ): string {
    const nameKey = field === 'LNAME' ? undefined : this.keyIn(customer, 'LNAME', direction);
    if (field === 'OWNER') return ownerOrderKey(customer, customer.owner?.email, direction, nameKey);
    if (field === 'COMPANY') return ownerOrderKey(customer, customer.company?.name, direction, nameKey);
    if (field === 'CUSTOM') {
      // A field the list does not know (yet) keys every row as without a value: name order.
      const known = this.fields.get(fieldKey ?? '') ?? { key: fieldKey ?? '', type: 'TEXT' as const };
      const value = this.fields.has(known.key) ? fieldValueOf(customer, known.key) : null;
      return customFieldOrderKey(customer, known, value, direction, nameKey);
    }
    return customerOrderKey(customer, field, nameKey);
  }
}
