// Each live row's key in each order (server/domain/ordering.ts), made once per customer object: a change brings a new
// object, so its keys are made anew and the old ones go with it.
import {
  customerOrderKey,
  ownerOrderKey,
  type CustomerListSortField,
  type SortDirection,
} from '../../../../../server/domain/ordering.ts';
import type { CustomerFieldsFragment } from '../../../gql/graphql.ts';

/**
 * A row: its fields (its company with them: the COMPANY order reads the company's name), and its owner where the feed
 * sends one (the OWNER order reads the owner's email).
 */
export type LiveCustomer = CustomerFieldsFragment & { readonly owner?: { uid: string; email: string } | null };

export class OrderKeys {
  private readonly keys = new Map<string, WeakMap<LiveCustomer, string>>();

  /** The key in `field`'s order, kept. */
  keyIn(customer: LiveCustomer, field: CustomerListSortField, direction: SortDirection): string {
    // The OWNER and COMPANY keys depend on the direction (none last either way): one set of keys per direction.
    const name = field === 'OWNER' || field === 'COMPANY' ? `${field}:${direction}` : field;
    let keys = this.keys.get(name);
    if (!keys) this.keys.set(name, (keys = new WeakMap()));
    let key = keys.get(customer);
    if (key === undefined) keys.set(customer, (key = this.newKey(customer, field, direction)));
    return key;
  }

  /** The key made now, not kept: other columns' keys end with the name order's, kept once each. */
  newKey(customer: LiveCustomer, field: CustomerListSortField, direction: SortDirection): string {
    const nameKey = field === 'LNAME' ? undefined : this.keyIn(customer, 'LNAME', direction);
    if (field === 'OWNER') return ownerOrderKey(customer, customer.owner?.email, direction, nameKey);
    if (field === 'COMPANY') return ownerOrderKey(customer, customer.company?.name, direction, nameKey);
    return customerOrderKey(customer, field, nameKey);
  }
}
