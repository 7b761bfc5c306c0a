// One order for both lists, whatever the store, shared by server and web like search.
// The order is that of a sort key made from the names, so a store can keep the key in an index (SQLite's
// customers.sort_key) and a client can compute it once per row: comparing two keys is a plain string comparison.

type Identified = { readonly id: string };
type NamedCustomer = Identified & { readonly fname: string; readonly lname: string };
type NamedWorker = Identified & { readonly name: string };

// Sorts below every character a name keeps, so 'Lee' + separator comes before 'Leeds'.
const separator = '\u0001';

/**
 * A name as people read it in order: accents and case aside, numbers by value ('Unit 9' before 'Unit 10').
 * Digit runs become their length (two digits) and then the digits without leading zeros.
 */
export function nameSortKey(name: string): string {
  // Printable ASCII has no accents to take apart (NFKD leaves it as it is): the browser makes a key for every row and
  // column of a 100,000-row list, and most values are ASCII.
  const letters = (asciiOnly.test(name) ? name : name.normalize('NFKD').replace(/\p{M}/gu, '')).toLowerCase().trim();
  return digitRun.test(letters) ? letters.replace(digitRuns, numberKey) : letters;
}

const asciiOnly = /^[ -~]*$/;
const digitRun = /\d/;
const digitRuns = /\d+/g;
function numberKey(digits: string): string {
  const value = digits.replace(/^0+(?=\d)/, '');
  return String(Math.min(value.length, 99)).padStart(2, '0') + value;
}

/** Customers by last name, then first name, then id (so equal names keep one place). */
export function customerSortKey(customer: NamedCustomer): string {
  return nameSortKey(customer.lname) + separator + nameSortKey(customer.fname) + separator + customer.id;
}

export function workerSortKey(worker: NamedWorker): string {
  return nameSortKey(worker.name) + separator + worker.id;
}

function compareKeys(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Customers by last name, then first name, as people read them (case and accents aside). */
export function compareCustomers(a: NamedCustomer, b: NamedCustomer): number {
  return compareKeys(customerSortKey(a), customerSortKey(b));
}

/** Workers by name, as people read them. */
export function compareWorkers(a: NamedWorker, b: NamedWorker): number {
  return compareKeys(workerSortKey(a), workerSortKey(b));
}

/** Sorts by a key computed once per item, not once per comparison. */
export function sortByKey<T>(items: readonly T[], keyOf: (item: T) => string): T[] {
  return items
    .map((item) => ({ item, key: keyOf(item) }))
    .sort((a, b) => compareKeys(a.key, b.key))
    .map(({ item }) => item);
}

/** The columns a store keeps an order key for. */
export type CustomerSortField = 'FNAME' | 'LNAME' | 'EMAIL' | 'PHONE' | 'ADDRESS' | 'NOTES';
/**
 * What a list may be sorted by: a stored column, the owner's email, the company's name or a custom field's value
 * (ownerOrderKey, customFields/fieldOrdering.ts: in memory; a custom field's also by the keys Firestore stores,
 * stores/firestore/customers/fieldKeys.ts).
 */
export type CustomerListSortField = CustomerSortField | 'OWNER' | 'COMPANY' | 'CUSTOM';
export type SortDirection = 'ASC' | 'DESC';

/** A list's order: one column, either way. */
export interface CustomerOrder {
  readonly field: CustomerSortField;
  readonly direction: SortDirection;
}

/** An order as a client asks for it: OWNER, COMPANY and CUSTOM as well. */
export interface CustomerListOrder {
  readonly field: CustomerListSortField;
  readonly direction: SortDirection;
  /** The custom field (CustomField.key) a CUSTOM order sorts by; left out for the other fields */
  readonly fieldKey?: string | null;
}

export const isStoredOrder = (order: CustomerListOrder): order is CustomerOrder =>
  order.field !== 'OWNER' && order.field !== 'COMPANY' && order.field !== 'CUSTOM';

/** The prefix of a custom field's column, sort and export names: `field:<key>` (CustomField.key). */
export const customFieldPrefix = 'field:';

/**
 * What names an order's column, its direction aside: the field (`EMAIL`), or `field:<key>` for a custom field's, as
 * the list's address, its headers and the exports' links write it.
 */
export const orderColumnOf = (order: CustomerListOrder): string =>
  order.field === 'CUSTOM' ? customFieldPrefix + (order.fieldKey ?? '') : order.field;

/** The order a column name (orderColumnOf's) sorts by, going `direction`. */
export function orderOfColumn(column: string, direction: SortDirection): CustomerListOrder {
  return column.startsWith(customFieldPrefix)
    ? { field: 'CUSTOM', fieldKey: column.slice(customFieldPrefix.length), direction }
    : { field: column as CustomerListSortField, direction };
}

/** The name order every list has unless asked for another. */
export const defaultCustomerOrder: CustomerOrder = { field: 'LNAME', direction: 'ASC' };

/** The customer field each sort column reads. */
export const customerSortFields = {
  FNAME: 'fname',
  LNAME: 'lname',
  EMAIL: 'email',
  PHONE: 'phone',
  ADDRESS: 'address',
  NOTES: 'notes',
} as const satisfies Record<CustomerSortField, string>;

export const customerSortFieldNames = Object.keys(customerSortFields) as CustomerSortField[];

type SortableCustomer = NamedCustomer & { readonly [F in (typeof customerSortFields)[CustomerSortField]]: string };

// Only the start of a long value decides its place (ties then go by name): an index entry stays small (Firestore
// refuses index entries over 1,500 bytes) whatever the notes hold.
const fieldKeyMax = 200;

/**
 * The key a column orders customers by, ascending: the column's value read as names are, then the name order, so
 * equal values keep one place. Last name is the name order itself. `nameKey`, where the caller has it already, is the
 * customer's customerSortKey (a list keying every column makes it once, not once a column).
 */
export function customerOrderKey(customer: SortableCustomer, field: CustomerSortField, nameKey?: string): string {
  if (field === 'LNAME') return nameKey ?? customerSortKey(customer);
  return (
    nameSortKey(customer[customerSortFields[field]]).slice(0, fieldKeyMax) +
    separator +
    (nameKey ?? customerSortKey(customer))
  );
}

// Sorts above every character an email keeps: unowned customers after the owned ones.
const lastOfAll = '\uffff';

/**
 * The OWNER order's key (ascending when `direction` is ASC): the owner's email read as names are, then the name order;
 * unowned customers come last whichever the direction. The COMPANY order's likewise, with the company's name.
 */
export function ownerOrderKey(
  customer: NamedCustomer,
  ownerEmail: string | null | undefined,
  direction: SortDirection,
  nameKey?: string,
): string {
  return valueOrderKey(customer, ownerEmail ? nameSortKey(ownerEmail) : null, direction, nameKey);
}

/**
 * A key for an order kept in memory: `valueKey` (already a key: compared as plain text, past every character a key
 * holds but the separator), then the name order; no value (null) comes last whichever the direction.
 */
export function valueOrderKey(
  customer: NamedCustomer,
  valueKey: string | null,
  direction: SortDirection,
  nameKey?: string,
): string {
  const name = nameKey ?? customerSortKey(customer);
  if (valueKey === null) return (direction === 'ASC' ? lastOfAll : '') + separator + name;
  return valueKey.slice(0, fieldKeyMax) + separator + name;
}

export function isDefaultOrder(order: CustomerListOrder): boolean {
  return order.field === defaultCustomerOrder.field && order.direction === defaultCustomerOrder.direction;
}

/** The same order: the same column (a CUSTOM order's field too) the same way. */
export const sameListOrder = (a: CustomerListOrder, b: CustomerListOrder): boolean =>
  a.field === b.field && a.direction === b.direction && (a.field !== 'CUSTOM' || a.fieldKey === b.fieldKey);

/** Customers in `order`, each key made once. */
export function sortCustomers<T extends SortableCustomer>(customers: readonly T[], order: CustomerOrder): T[] {
  const sorted = sortByKey(customers, (customer) => customerOrderKey(customer, order.field));
  return order.direction === 'DESC' ? sorted.reverse() : sorted;
}

/** Whether a key comes after `afterKey` in a list going `direction`. */
export function keyIsAfter(key: string, afterKey: string, direction: SortDirection): boolean {
  return direction === 'ASC' ? key > afterKey : key < afterKey;
}
