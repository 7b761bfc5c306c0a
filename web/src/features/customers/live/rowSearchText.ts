// The live list's search index: each row's search fields lower-cased once into one key, and every row's key in one
// string, so a search over 100,000 rows is one native indexOf scan (docs/architecture.md#the-live-list).
import { customerSearchFields } from '../../../../../server/domain/search.ts';
import type { CustomerFieldsFragment } from '../../../gql/graphql.ts';

// Joins the lower-cased fields: no needle without this character can match across two fields.
export const fieldSeparator = '\u0000';

/** The spec's search fields, lower-cased once per row (the shared rule lower-cases each field on every test). */
export function customerSearchKey(customer: CustomerFieldsFragment): string {
  return customerSearchFields.map((field) => customer[field].toLowerCase()).join(fieldSeparator);
}

/** What matchesSearch compares the fields with. */
export function searchNeedle(search: string | null | undefined): string {
  return search?.trim().toLowerCase() ?? '';
}

/**
 * Every row's key in one string, rows apart by the separator, and where each row starts: one native indexOf scan over
 * it finds the matching rows several times faster than a substring test per row (docs/architecture.md#the-live-list: 15-25 ms a keystroke at
 * 100,000 rows per row, a few ms in one string). No needle without the separator can match across two rows.
 */
export interface RowText {
  text: string;
  /** starts[i]: where row i starts in text; starts[rows] is past the end. */
  starts: Int32Array;
}

export function rowText(keys: readonly string[]): RowText {
  const starts = new Int32Array(keys.length + 1);
  let at = 0;
  for (let index = 0; index < keys.length; index++) {
    starts[index] = at;
    at += keys[index]!.length + 1;
  }
  starts[keys.length] = at;
  return { text: keys.join(fieldSeparator), starts };
}

/** The rows whose key holds `needle`, in order. */
export function rowsHolding({ text, starts }: RowText, needle: string): number[] {
  const rows: number[] = [];
  let row = 0;
  for (let at = text.indexOf(needle); at !== -1; at = text.indexOf(needle, starts[row + 1]!)) {
    while (starts[row + 1]! <= at) row += 1;
    rows.push(row);
  }
  return rows;
}

/** Both ordered lists of rows as one, each row once. */
export function union(a: readonly number[], b: readonly number[]): number[] {
  const rows: number[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    const next = j >= b.length || (i < a.length && a[i]! <= b[j]!) ? a[i++]! : b[j++]!;
    if (rows[rows.length - 1] !== next) rows.push(next);
  }
  return rows;
}
