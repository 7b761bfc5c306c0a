// The spec's client-side search (docs/product.md#calls): a substring on the listed fields, accents and case aside, and
// for customers a phone number in any format (docs/product.md#phones-imports-and-duplicates). One function for server
// and web.

export const customerSearchFields = ['address', 'phone', 'email', 'notes', 'fname', 'lname'] as const;
export const workerSearchFields = ['name', 'email'] as const;

type Searchable<K extends string> = { readonly [key in K]?: string | null };

/**
 * What a customer's phones are compared with: the digits of each number as typed and of its normalised (E.164) form.
 * `phones` and `emails` (domain/contactPoints/contactPoints.ts) hold the first again, then the further ones.
 */
type PhoneSearchable = {
  readonly phone: string;
  readonly phoneNormalized?: string | null;
  readonly phones?: ReadonlyArray<{ readonly value: string; readonly normalized?: string | null }> | null;
};
type ContactSearchable = PhoneSearchable & { readonly emails?: ReadonlyArray<{ readonly value: string }> | null };

/**
 * A customer's further phones and emails as typed (the first of each is its phone and email): text matchesCustomerSearch
 * looks in beside the search fields (the live list folds them into its rows' search keys).
 */
export const furtherContacts = (customer: Partial<ContactSearchable>): string[] =>
  [...(customer.phones?.slice(1) ?? []), ...(customer.emails?.slice(1) ?? [])].map(({ value }) => value);

// A search made only of what people write phone numbers with: digits, spaces, + ( ) - . /
const phoneLike = /^[\d\s+()./-]+$/;
/** Fewer digits than this say too little to compare numbers by (and would match most of them). */
const phoneDigitsMin = 3;

// Nothing past ASCII: nothing to decompose, so lower case is the whole fold
// (the common case, kept quick for the live list).
const beyondAscii = /[^\u0020-\u007e]/;
const combiningMarks = /\p{M}/gu;
// Letters of their own that no decomposition splits into a base letter and a mark.
const lettersApart: Readonly<Record<string, string>> = {
  ß: 'ss',
  œ: 'oe',
  æ: 'ae',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ħ: 'h',
  ı: 'i',
};
const letterApart = new RegExp(`[${Object.keys(lettersApart).join('')}]`, 'g');

/**
 * Text as every search compares it, the same in every language: lower case (not the locale's), compatibility forms
 * decomposed and their accents dropped, and the letters no decomposition splits spelled plainly:
 * "Díaz" and "DIAZ" fold to "diaz", "Straße" to "strasse".
 */
export function foldForSearch(text: string): string {
  const lower = text.toLowerCase();
  if (!beyondAscii.test(lower)) return lower;
  return lower
    .normalize('NFKD')
    .replace(combiningMarks, '')
    .replace(letterApart, (letter) => lettersApart[letter]!);
}

export function matchesSearch<K extends string>(
  item: Searchable<K>,
  fields: readonly K[],
  search: string | null | undefined,
): boolean {
  const needle = foldForSearch(search?.trim() ?? '');
  if (!needle) return true;
  return fields.some((field) => foldForSearch(item[field] ?? '').includes(needle));
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
  const further = (customer.phones?.slice(1) ?? []).map(
    ({ value, normalized }) => ` ${value.replace(/\D/g, '')} ${(normalized ?? '').replace(/\D/g, '')}`,
  );
  return `${customer.phone.replace(/\D/g, '')} ${(customer.phoneNormalized ?? '').replace(/\D/g, '')}${further.join('')}`;
}

/**
 * A customer's search fields folded, one a line:
 * what a store's index looks for a folded needle in before the rule decides.
 */
export function customerSearchText(
  customer: Searchable<(typeof customerSearchFields)[number]> & Partial<ContactSearchable>,
): string {
  return [...customerSearchFields.map((field) => customer[field] ?? ''), ...furtherContacts(customer)]
    .map(foldForSearch)
    .join('\n');
}

export function matchesCustomerSearch(
  customer: Searchable<(typeof customerSearchFields)[number]> & ContactSearchable,
  search?: string | null,
) {
  if (matchesSearch(customer, customerSearchFields, search)) return true;
  const needle = foldForSearch(search?.trim() ?? '');
  if (furtherContacts(customer).some((value) => foldForSearch(value).includes(needle))) return true;
  const digits = phoneSearchDigits(search);
  return digits !== null && customerPhoneDigits(customer).includes(digits);
}

/**
 * Whether every customer `next` finds was also found by `previous`, so a list searched for `previous` can be narrowed
 * instead of searched again (typing on). Not so when `next` is the first to compare phone digits.
 */
export function customerSearchNarrows(previous: string, next: string): boolean {
  const needle = (search: string) => foldForSearch(search.trim());
  if (!needle(next).includes(needle(previous))) return false;
  const nextDigits = phoneSearchDigits(next);
  if (nextDigits === null) return true;
  const previousDigits = phoneSearchDigits(previous);
  return previousDigits !== null && nextDigits.includes(previousDigits);
}

export function matchesWorkerSearch(worker: Searchable<(typeof workerSearchFields)[number]>, search?: string | null) {
  return matchesSearch(worker, workerSearchFields, search);
}
