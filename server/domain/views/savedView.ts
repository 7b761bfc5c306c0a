// A saved view of the customers list: its filter, owner, tag and company filters, search, order and columns under a name, the owner's alone or shared
// with the team. The column keys are the list's (web/src/features/customers/CustomersTable.tsx), known to both sides.
import type { CustomerFilter } from '../customers/customer.ts';
import type { CustomFieldFilterInput } from '../customFields/fieldFilters.ts';
import { customFieldPrefix, type CustomerListOrder as CustomerOrder } from '../ordering.ts';

/** Every column the customers list can show, in its default order; '#' and the row's checkbox always show. */
export const customerColumnKeys = [
  'fname',
  'lname',
  'email',
  'phone',
  'address',
  'owner',
  'tags',
  'company',
  'details',
  'edit',
  'status',
] as const;
export type CustomerColumnKey = (typeof customerColumnKeys)[number];

export const isCustomerColumnKey = (key: string): key is CustomerColumnKey =>
  (customerColumnKeys as readonly string[]).includes(key);

/** A custom field's column: `field:<key>` (CustomField.key), as the exports name it. */
export type FieldColumnKey = `field:${string}`;
/** A column a list or a view may show: one of customerColumnKeys, or a custom field's. */
export type ListColumnKey = CustomerColumnKey | FieldColumnKey;

export const isFieldColumnKey = (key: string): key is FieldColumnKey =>
  key.startsWith(customFieldPrefix) && /^[a-z][a-z0-9_]*$/.test(key.slice(customFieldPrefix.length));

export const isListColumnKey = (key: string): key is ListColumnKey => isCustomerColumnKey(key) || isFieldColumnKey(key);

/** The custom field a column shows (its key), or null for the customer's own columns. */
export const columnFieldKey = (key: string): string | null =>
  isFieldColumnKey(key) ? key.slice(customFieldPrefix.length) : null;

/** Bounds of a view (the limits of one person's views, checked by savedViewService.ts). */
export const savedViewLimits = {
  nameMax: 80,
  searchMax: 200,
  /** An owner filter's length: a uid, or "me" */
  customerOwnerMax: 128,
  /** Views one person may own, personal and shared together */
  perPerson: 50,
} as const;

export interface SavedView {
  id: string;
  name: string;
  shared: boolean;
  /** Who saved it first: only they (or an owner or admin, for a shared view) change or delete it */
  owner: { uid: string; email: string };
  filter: CustomerFilter;
  /** null: no search */
  search: string | null;
  /** Only this member's customers: a uid, or "me" for whoever opens the view; null: everyone's */
  customerOwner: string | null;
  /** The tags the list is filtered by (customers carrying all of them); empty: none */
  tagIds: string[];
  /** Only the customers of this company (Company.id); null: every company's and none */
  companyId: string | null;
  /** Custom field filters (customFields/fieldFilters.ts), each part trimmed, null when not given; empty: none */
  fieldFilters: CustomFieldFilterInput[];
  /** Empty: the name order */
  orderBy: CustomerOrder[];
  columns: ListColumnKey[];
  createdAt: number;
  updatedAt: number;
}
