// Languages and regions (docs/product.md#languages-and-regions): the locales the product speaks, a person's own choice
// of locale and region, and the checks a team's defaults and a person's choice pass before they are stored.
import { isPhoneRegion, type PhoneRegion } from '../phones.ts';
import { locales, type Locale } from './locales.ts';

export { locales, type Locale };

export const defaultLocale: Locale = 'en';
export const defaultTimeZone = 'UTC';

/** A person's own choices; null where they have none and the team's default applies. */
export interface MemberPreferences {
  locale: Locale | null;
  region: PhoneRegion | null;
}

type Checked<T> = { ok: true; value: T } | { ok: false; message: string };

/** Checks `value` when given: puts what it stands for in `into[key]`, or the message naming `key` in `fields`. */
export function checkInto<K extends string, T>(
  into: { [key in K]?: T },
  fields: Record<string, string>,
  key: K,
  value: string | null | undefined,
  check: (value: string, field: string) => Checked<T>,
): void {
  if (value == null) return;
  const checked = check(value, key);
  if (checked.ok) into[key] = checked.value;
  else fields[key] = checked.message;
}

/** A locale of the list, its case aside (`pt-br` is `pt-BR`); `field` names it in the message. */
export function checkLocale(value: string, field: string): Checked<Locale> {
  const found = locales.find((locale) => locale.toLowerCase() === value.trim().toLowerCase());
  return found ? { ok: true, value: found } : { ok: false, message: `${field} must be one of ${locales.join(', ')}` };
}

/** A two-letter ISO 3166 region that phone numbers can be read in, upper-cased (`gb` is `GB`). */
export function checkRegion(value: string, field: string): Checked<PhoneRegion> {
  const region = value.trim().toUpperCase();
  return isPhoneRegion(region)
    ? { ok: true, value: region }
    : { ok: false, message: `${field} must be a two-letter region code (ISO 3166), such as GB` };
}

/** An IANA time zone the runtime knows, or UTC, in its canonical spelling (`europe/london` is `Europe/London`). */
export function checkTimeZone(value: string, field: string): Checked<string> {
  try {
    const timeZone = new Intl.DateTimeFormat('en', { timeZone: value.trim() }).resolvedOptions().timeZone;
    return { ok: true, value: timeZone };
  } catch {
    return { ok: false, message: `${field} must be a time zone such as Europe/London, or UTC` };
  }
}
