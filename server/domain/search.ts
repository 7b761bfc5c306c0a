// The spec's client-side search (docs/product.md#calls): a case-insensitive substring on the listed fields, and for customers a
// phone number in any format (docs/product.md#phones-imports-and-duplicates). One function for server and web.

export const customerSearchFields = ['address', 'phone', 'email', 'notes', 'fname', 'lname'] as const;
export const workerSearchFields = ['name', 'email'] as const;

type Searchable<K extends string> = { readonly [key in K]?: string | null };

/** What a customer's phone is compared with: the digits of the number as typed and of its normalised (E.164) form. */
type PhoneSearchable = { readonly phone: string; readonly phoneNormalized?: string | null };

// A search made only of what people write phone numbers with: digits, spaces, + ( ) - . /
const phoneLike = /^[\d\s+()./-]+$/;
/** Fewer digits than this say too little to compare numbers by (and would match most of them). */
const phoneDigitsMin = 3;

export function matchesSearch<K extends string>(item: Searchable<K>, fields: readonly K[], search: string | null | undefined): boolean {
  const needle = search?.trim().toLowerCase();
  if (!needle) return true;
  return fields.some((field) => (item[field] ?? '').toLowerCase().includes(needle));
}

/**
 * The digits a phone-like search compares numbers by, or null for any other search. Leading zeros go, so `052-123 4567`
 * finds +972 52 123 4567 (stored as +972521234567) as well as 0521234567.
 */
export function phoneSearchDigits(search: string | null | undefined): string | null {
  const needle = search?.trim() ?? '';
  if (!phoneLike.test(needle)) return null;
  const digits = significantDigits(needle);
  return digits.length >= phoneDigitsMin ? digits : null;
}

/** A phone's digits without its leading zeros (trunk or international prefixes): how numbers are compared loosely. */
export function significantDigits(phone: string): string {
  return phone.replace(/\D/g, '').replace(/^0+/, '');
}

/** The digits a phone-like search is looked for in: those of the number as typed, then those of its normalised form. */
export function customerPhoneDigits(customer: PhoneSearchable): string {
  return `${customer.phone.replace(/\D/g, '')} ${(customer.phoneNormalized ?? '').replace(/\D/g, '')}`;
}

export function matchesCustomerSearch(customer: Searchable<(typeof customerSearchFields)[number]> & PhoneSearchable, search?: string | null) {
  if (matchesSearch(customer, customerSearchFields, search)) return true;
  const digits = phoneSearchDigits(search);
  return digits !== null && customerPhoneDigits(customer).includes(digits);
}

/**
 * Whether every customer `next` finds was also found by `previous`, so a list searched for `previous` can be narrowed
 * instead of searched again (typing on). Not so when `next` is the first to compare phone digits.
 */
export function customerSearchNarrows(previous: string, next: string): boolean {
  const needle = (search: string) => search.trim().toLowerCase();
  if (!needle(next).includes(needle(previous))) return false;
  const nextDigits = phoneSearchDigits(next);
  if (nextDigits === null) return true;
  const previousDigits = phoneSearchDigits(previous);
  return previousDigits !== null && nextDigits.includes(previousDigits);
}

export function matchesWorkerSearch(worker: Searchable<(typeof workerSearchFields)[number]>, search?: string | null) {
  return matchesSearch(worker, workerSearchFields, search);
}
