// The live list's search index: each row's search fields folded once (accents and case aside) into one key, and every
// row's key in one string, so a search over 100,000 rows is one native indexOf scan
// (docs/architecture.md#the-live-list).
import {
  customerSearchFields,
  foldForSearch,
  furtherContacts,
  phoneSearchDigits,
} from '../../../../../server/domain/search.ts';
import type { LiveCustomer } from './orderKeys.ts';

// Joins the folded fields: no needle without this character can match across two fields.
export const fieldSeparator = '\u0000';

/**
 * The spec's search fields and the further phones and emails, folded once per row (the shared rule folds each on every
 * test); a further phone's digits are in the row's phone key (customerPhoneDigits).
 */
export function customerSearchKey(customer: LiveCustomer): string {
  const key = customerSearchFields.map((field) => foldForSearch(customer[field])).join(fieldSeparator);
  const further = furtherContacts(customer);
  return further.length ? `${key}${fieldSeparator}${further.map(foldForSearch).join(fieldSeparator)}` : key;
}

/** What matchesSearch compares the fields with. */
export function searchNeedle(search: string | null | undefined): string {
  return foldForSearch(search?.trim() ?? '');
}

/**
 * Every row's key in one string, rows apart by the separator, and where each row starts: one native indexOf scan over
 * it finds the matching rows several times faster than a substring test per row (docs/architecture.md#the-live-list:
 * 15-25 ms a keystroke at 100,000 rows per row, a few ms in one string). No needle without the separator can match
 * across two rows.
 */
export interface RowText {
  text: string;
  /** starts[i]: where row i starts in text; starts[rows] is past the end. */
  starts: Int32Array;
}

export function rowText(keys: readonly string[]): RowText {
  const making = new RowTextBuilder(keys);
  return making.step(() => 1)!;
}

// Keys a slice of RowTextBuilder joins before it looks at the time (100,000 keys: about 50 looks).
const keysPerLook = 2048;

/**
 * rowText made a slice at a time (`timeLeft`: ms the slice may still take), so that making it in idle time keeps an
 * input's wait short: each look at the time follows the join of a few thousand keys; the last step joins the parts.
 */
export class RowTextBuilder {
  private readonly parts: string[] = [];
  private readonly starts: Int32Array;
  private made = 0;
  private at = 0;

  constructor(readonly keys: readonly string[]) {
    this.starts = new Int32Array(keys.length + 1);
  }

  /** The text once made (null: out of time, call again). */
  step(timeLeft: () => number): RowText | null {
    const { keys, starts } = this;
    while (this.made < keys.length) {
      const end = Math.min(keys.length, this.made + keysPerLook);
      let at = this.at;
      for (let index = this.made; index < end; index++) {
        starts[index] = at;
        at += keys[index]!.length + 1;
      }
      this.at = at;
      this.parts.push(keys.slice(this.made, end).join(fieldSeparator));
      this.made = end;
      if (this.made < keys.length && timeLeft() <= 0) return null;
    }
    starts[keys.length] = this.at;
    return { text: this.parts.join(fieldSeparator), starts };
  }
}

/**
 * The search text of the rows' search keys and of their phone digits, made on the first search after a change, or
 * ahead of it in idle time a slice at a time (prepare), so a keystroke does not pay for it.
 */
export class SearchTexts {
  search: RowText | null = null;
  phone: RowText | null = null;
  /** Both texts being built in idle time, for one version and the keys arrays they read */
  private builders: { version: number; search: RowTextBuilder; phone: RowTextBuilder } | null = null;

  clear(): void {
    this.search = null;
    this.phone = null;
  }

  /** Builds both texts for `version`'s keys, a slice at a time; true once made for the rows as they are. */
  prepare(version: number, searchKeys: string[], phoneKeys: string[], timeLeft: () => number): boolean {
    if (this.search && this.phone) return true;
    // A change patches the keys arrays in place, another order replaces them: either way, start again.
    let builders = this.builders;
    if (builders?.version !== version || builders.search.keys !== searchKeys || builders.phone.keys !== phoneKeys) {
      builders = this.builders = {
        version,
        search: new RowTextBuilder(searchKeys),
        phone: new RowTextBuilder(phoneKeys),
      };
    }
    this.search ??= builders.search.step(timeLeft);
    if (this.search) this.phone ??= builders.phone.step(timeLeft);
    if (!this.phone) return false;
    this.builders = null;
    return true;
  }
}

// Typing on narrows the last answer row by row up to this many rows; above, a scan of the whole text is quicker.
const narrowRowsMax = 2000;

/**
 * The rows whose search key holds `needle`, or whose phone digits hold its digits, in order: from `narrowFrom` (the
 * last answer, when this search extends it) row by row when it is short, else by one scan of the whole text.
 */
export function matchingRows(
  needle: string,
  searchKeys: readonly string[],
  phoneKeys: readonly string[],
  texts: SearchTexts,
  narrowFrom: readonly number[] | null,
): number[] {
  const digits = phoneSearchDigits(needle);
  // Narrowing tests each row left; past a few thousand of them one scan of the whole text is quicker.
  if (narrowFrom && narrowFrom.length <= narrowRowsMax) {
    const indexes: number[] = [];
    for (const index of narrowFrom) {
      if (searchKeys[index]!.includes(needle) || (digits !== null && phoneKeys[index]!.includes(digits)))
        indexes.push(index);
    }
    return indexes;
  }
  texts.search ??= rowText(searchKeys);
  const indexes = rowsHolding(texts.search, needle);
  return digits === null ? indexes : union(indexes, rowsHolding((texts.phone ??= rowText(phoneKeys)), digits));
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
