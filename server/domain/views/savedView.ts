// A saved view of the customers list: its filter, owner, tag and company filters, search, order and columns under a name, the owner's alone or shared
// with the team. The column keys are the list's (web/src/features/customers/CustomersTable.tsx), known to both sides.
import type { CustomerFilter } from '../customers/customer.ts';
import type { CustomerListOrder as CustomerOrder } from '../ordering.ts';

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
  /** Empty: the name order */
  orderBy: CustomerOrder[];
  columns: CustomerColumnKey[];
  createdAt: number;
  updatedAt: number;
}
