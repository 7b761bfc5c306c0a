// A customer's phones and emails, each with a label (docs/product.md#phones-and-emails). The first of each is the
// customer's phone and email, which the spec's rules and columns keep; the further ones are checked as a phone (read in
// the saver's region) and an email. One module for the server and the web form, the import and the export.
import { normalizePhone, type PhoneRegion } from '../phones.ts';
import { significantDigits } from '../search.ts';
import { isValidEmail, limits, messages, tooLongMessage, type FieldErrors } from '../fieldRules.ts';

export const contactLabels = ['work', 'mobile', 'home', 'other'] as const;
export type ContactLabel = (typeof contactLabels)[number];

/** The label of a phone or email saved without one, and of a customer's from before several were kept. */
export const defaultContactLabel: ContactLabel = 'work';

export interface ContactPoint {
  label: ContactLabel;
  value: string;
}

/** A phone as a customer keeps it: with its E.164 form (domain/phones.ts), null when it cannot be read as a number. */
export interface PhonePoint extends ContactPoint {
  normalized: string | null;
}

/** What a client sends: any label text, checked here. */
export interface ContactPointInput {
  label: string;
  value: string;
}

export const contactPointMessages = {
  label: 'Please choose work, mobile, home or other',
  phoneTwice: 'This phone is already listed',
  emailTwice: 'This email is already listed',
  phonesMax: `Please keep at most ${limits.phonesMax} phones`,
  emailsMax: `Please keep at most ${limits.emailsMax} emails`,
  firstPhone: 'The first phone must be the customer’s phone',
  firstEmail: 'The first email must be the customer’s email',
} as const;

/** The contact fields of a customer this module reads: `phones` and `emails` absent for customers from before. */
export interface WithContactPoints {
  phone: string;
  phoneNormalized?: string | null;
  email: string;
  phones?: readonly PhonePoint[];
  emails?: readonly ContactPoint[];
}

/**
 * Every phone of a customer, its phone first (with the first's stored label; work for customers from before several
 * were kept). The phone field is what the first holds, whatever a list stored earlier says.
 */
export function customerPhones(customer: WithContactPoints): PhonePoint[] {
  const further = customer.phones?.slice(1) ?? [];
  if (!customer.phone) return further;
  const label = customer.phones?.[0]?.label ?? defaultContactLabel;
  return [{ label, value: customer.phone, normalized: customer.phoneNormalized ?? null }, ...further];
}

/** Every email of a customer, its email first, as customerPhones. */
export function customerEmails(customer: WithContactPoints): ContactPoint[] {
  const further = customer.emails?.slice(1) ?? [];
  if (!customer.email) return further;
  const label = customer.emails?.[0]?.label ?? defaultContactLabel;
  return [{ label, value: customer.email }, ...further];
}

/** A phone's E.164 form as a save stores it beside the phone (read in the saver's region); null when there is none. */
export const normalizedPhone = (value: string, region: PhoneRegion): string | null =>
  value.trim() ? normalizePhone(value.trim(), region) : null;

/** A phone's key in duplicate checks: its E.164 form, else its digits. */
const phoneKey = ({ value, normalized }: PhonePoint): string => normalized ?? significantDigits(value);
const emailKey = ({ value }: ContactPoint): string => value.trim().toLowerCase();

/** What duplicate checks compare the further entries by: emails lower-cased, phones in E.164 (unreadable ones left out). */
export function furtherContactKeys(customer: WithContactPoints): { emails: string[]; phones: string[] } {
  return {
    emails: customerEmails(customer).slice(1).map(emailKey),
    phones: customerPhones(customer)
      .slice(1)
      .flatMap(({ normalized }) => (normalized ? [normalized] : [])),
  };
}

/** Every email (lower-cased) and every readable phone (E.164) of a customer: what a duplicate shares. */
export function allContactKeys(customer: WithContactPoints): { emails: string[]; phones: string[] } {
  const further = furtherContactKeys(customer);
  return {
    emails: [customer.email.trim().toLowerCase(), ...further.emails].filter(Boolean),
    phones: [...(customer.phoneNormalized ? [customer.phoneNormalized] : []), ...further.phones],
  };
}

/**
 * The fields of a write that gives no phones or emails (an edit that keeps them): the customer's current ones, the
 * first holding the new phone and email, and a further one that now equals it left out.
 */
export function keptContactPoints<T extends WithContactPoints>(fields: T, current: WithContactPoints | null): T {
  const kept = { ...fields };
  if (!fields.phones && current?.phones) {
    const first = customerPhones({ ...fields, phones: current.phones })[0];
    const rest = current.phones.slice(1).filter((point) => !first || phoneKey(point) !== phoneKey(first));
    kept.phones = first ? [first, ...rest] : rest;
  }
  if (!fields.emails && current?.emails) {
    const first = customerEmails({ ...fields, emails: current.emails })[0];
    const rest = current.emails.slice(1).filter((point) => !first || emailKey(point) !== emailKey(first));
    kept.emails = first ? [first, ...rest] : rest;
  }
  return kept;
}

/** A list as the exports write it and the imports read it: `label: value`, joined by `; `. */
export const contactListText = (points: readonly ContactPoint[]): string =>
  points.map(({ label, value }) => `${label}: ${value}`).join('; ');

const labelled = new RegExp(`^(${contactLabels.join('|')}):\\s*(.*)$`, 'i');

/** An export's list read back: entries split at `;`, each `label: value` (a bare value is labelled work). */
export function parseContactList(text: string): ContactPointInput[] {
  return text
    .split(';')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const match = labelled.exec(entry);
      return match ? { label: match[1]!.toLowerCase(), value: match[2]!.trim() } : { label: 'work', value: entry };
    });
}

/**
 * A spreadsheet row's phone (or email) and its list column as a save takes them: the list read back (parseContactList),
 * the row's own value first with the label the list gives it (work if the list lacks it), or the list's first when the
 * row has none. An empty list column: no list (an update keeps the customer's).
 */
export function importedContactPoints(
  first: string,
  listText: string,
): { first: string; points: ContactPointInput[] | null } {
  const listed = parseContactList(listText);
  if (!listed.length) return { first, points: null };
  const value = first.trim() || listed[0]!.value;
  const same = (point: ContactPointInput) => point.value.toLowerCase() === value.toLowerCase();
  const label = listed.find(same)?.label ?? defaultContactLabel;
  return { first: value, points: [{ label, value }, ...listed.filter((point) => !same(point))] };
}

const isLabel = (label: string): label is ContactLabel => (contactLabels as readonly string[]).includes(label);

type Checked<T> = { ok: true; points: T[] | undefined } | { ok: false; fields: FieldErrors };

/**
 * The phones a save writes, after the customer's phone (already checked: `phone`, `normalized`): undefined when the
 * input gives none (an edit keeps the further ones it has). Given, the first must be the phone and each further one
 * a phone of at least the spec's length, listed once; problems are named `phones.<index>`.
 */
export function checkedPhones(
  given: readonly ContactPointInput[] | null | undefined,
  phone: string,
  region: PhoneRegion,
): Checked<PhonePoint> {
  if (!given) return { ok: true, points: undefined };
  if (given.length > limits.phonesMax) return { ok: false, fields: { phones: contactPointMessages.phonesMax } };
  const fields: FieldErrors = {};
  const points: PhonePoint[] = [];
  const seen = new Set<string>();
  given.forEach(({ label, value }, index) => {
    const trimmed = value.trim();
    const field = `phones.${index}`;
    const normalized = normalizedPhone(trimmed, region);
    const point = { label: label.trim().toLowerCase(), value: trimmed, normalized };
    if (index === 0 && trimmed !== phone.trim()) fields[field] = contactPointMessages.firstPhone;
    else if (trimmed.length < limits.phoneMin) fields[field] = messages.phone;
    else if (trimmed.length > limits.phoneMax) fields[field] = tooLongMessage(limits.phoneMax);
    else if (!isLabel(point.label)) fields[field] = contactPointMessages.label;
    else if (seen.has(phoneKey(point as PhonePoint))) fields[field] = contactPointMessages.phoneTwice;
    else points.push(point as PhonePoint);
    seen.add(phoneKey(point as PhonePoint));
  });
  return Object.keys(fields).length ? { ok: false, fields } : { ok: true, points };
}

/** The emails a save writes, as checkedPhones: each further one a valid email, listed once (case aside). */
export function checkedEmails(
  given: readonly ContactPointInput[] | null | undefined,
  email: string,
): Checked<ContactPoint> {
  if (!given) return { ok: true, points: undefined };
  if (given.length > limits.emailsMax) return { ok: false, fields: { emails: contactPointMessages.emailsMax } };
  const fields: FieldErrors = {};
  const points: ContactPoint[] = [];
  const seen = new Set<string>();
  given.forEach(({ label, value }, index) => {
    const trimmed = value.trim();
    const field = `emails.${index}`;
    const point = { label: label.trim().toLowerCase(), value: trimmed };
    if (index === 0 && trimmed.toLowerCase() !== email.trim().toLowerCase())
      fields[field] = contactPointMessages.firstEmail;
    else if (!isValidEmail(trimmed)) fields[field] = messages.email;
    else if (!isLabel(point.label)) fields[field] = contactPointMessages.label;
    else if (seen.has(emailKey(point as ContactPoint))) fields[field] = contactPointMessages.emailTwice;
    else points.push(point as ContactPoint);
    seen.add(emailKey(point as ContactPoint));
  });
  return Object.keys(fields).length ? { ok: false, fields } : { ok: true, points };
}

/**
 * The phones and emails a merge leaves on the kept customer: its chosen phone and email first, then every other of
 * each customer, the kept one's first, each once (phones by their E.164 form or digits, emails case aside).
 */
export function mergedContactPoints(
  chosen: WithContactPoints,
  customers: readonly WithContactPoints[],
): { phones: PhonePoint[]; emails: ContactPoint[] } {
  const union = <T extends ContactPoint>(first: T[], rest: T[], key: (point: T) => string): T[] => {
    const seen = new Set<string>();
    return [...first, ...rest].filter((point) => !seen.has(key(point)) && Boolean(seen.add(key(point))));
  };
  return {
    phones: union(customerPhones(chosen).slice(0, 1), customers.flatMap(customerPhones), phoneKey),
    emails: union(customerEmails(chosen).slice(0, 1), customers.flatMap(customerEmails), emailKey),
  };
}
