// The customers table's rows as the SQLite store reads and binds them, and the SQL shapes its statements share.
import type { Statement } from 'better-sqlite3';
import { tagSet, type Customer, type CustomerFields, type CustomerFilter } from '../../../domain/customers/customer.ts';
import type { CustomerHistoryEntry, CustomerHistoryType } from '../../../domain/history/customerHistory.ts';
import { customerOrderKey, customerSortKey } from '../../../domain/ordering.ts';
import { valueSet } from '../../../domain/customFields/customFieldValues.ts';
import { customerPhoneDigits, customerSearchText, foldForSearch, phoneSearchDigits } from '../../../domain/search.ts';
import type { SqliteDatabase } from '../database.ts';
import { keptContactPoints } from '../../../domain/contactPoints/contactPoints.ts';

export interface CustomerRow {
  id: string;
  fname: string;
  lname: string;
  email: string;
  phone: string;
  phone_normalized: string | null;
  address: string;
  notes: string;
  status: number;
  version: number;
  merged_into: string | null;
  owner_uid: string | null;
  /** JSON array of tag ids, sorted; NULL: none */
  tag_ids: string | null;
  /** JSON arrays of every phone and email with its label (domain/contactPoints/contactPoints.ts); NULL: one work each */
  phones: string | null;
  emails: string | null;
  /** JSON object of custom field values by key, keys sorted; NULL: none */
  custom_fields: string | null;
  company_id: string | null;
}

export interface HistoryRow {
  id: number;
  at: number;
  by_uid: string | null;
  by_email: string | null;
  type: CustomerHistoryType;
  changes: string;
}

export const columns =
  'id, fname, lname, email, phone, phone_normalized, address, notes, status, version, merged_into, owner_uid, tag_ids, ' +
  'custom_fields, company_id, phones, emails';

// The trigram index finds substrings of 3 characters or more; shorter searches read the filter's rows.
export const trigram = 3;

/** Which rows a filter covers, as SQL over the status column (bound as @status). */
export const filterSql = { ALL: '1', ACTIVE: 'status = @status', REMOVED: 'status = @status' } as const;
export const statusOf = (filter: CustomerFilter) => (filter === 'ACTIVE' ? 1 : 0);

/**
 * A trigram query for the substring `needle` folded,
 * and for a phone-like one its digits in the phone's digits (domain/search.ts).
 */
export function phrase(needle: string): string {
  const quoted = `"${foldForSearch(needle).replaceAll('"', '""')}"`;
  const digits = phoneSearchDigits(needle);
  return digits && digits.length >= trigram ? `${quoted} OR phone_digits : "${digits}"` : quoted;
}

/** One prepared statement per filter, its WHERE clause from filterSql. */
export function perFilter<P extends object, R>(
  db: SqliteDatabase,
  sql: (where: string) => string,
): Record<CustomerFilter, Statement<[P], R>> {
  const prepare = (filter: CustomerFilter) => db.prepare<[P], R>(sql(filterSql[filter]));
  return { ALL: prepare('ALL'), ACTIVE: prepare('ACTIVE'), REMOVED: prepare('REMOVED') };
}

export function historyEntryOf({ at, by_uid, by_email, type, changes }: HistoryRow): CustomerHistoryEntry {
  return {
    at,
    by: by_uid === null ? null : { uid: by_uid, email: by_email ?? '' },
    type,
    changes: JSON.parse(changes),
  };
}

export function toCustomer({
  phone_normalized,
  merged_into,
  owner_uid,
  tag_ids,
  phones,
  emails,
  custom_fields,
  company_id,
  ...row
}: CustomerRow): Customer {
  return {
    ...row,
    ...(phones !== null && { phones: JSON.parse(phones) as Customer['phones'] }),
    ...(emails !== null && { emails: JSON.parse(emails) as Customer['emails'] }),
    ...(custom_fields !== null && { fields: JSON.parse(custom_fields) as Record<string, string> }),
    ...(company_id !== null && { companyId: company_id }),
    ...(owner_uid !== null && { ownerUid: owner_uid }),
    ...(tag_ids !== null && { tagIds: JSON.parse(tag_ids) as string[] }),
    phoneNormalized: phone_normalized,
    status: row.status === 1,
    ...(merged_into !== null && { mergedInto: merged_into }),
  };
}

/**
 * A customer's fields as the insert and update statements bind them; an update that gives no phones or emails keeps
 * `current`'s (contactPoints.ts's keptContactPoints).
 */
export function boundFields(id: string, given: CustomerFields, current: Customer | null = null) {
  const fields = keptContactPoints(given, current);
  const { fname, lname, email, phone, phoneNormalized, address, notes, ownerUid, tagIds, phones, emails } = fields;
  const values = fields.fields;
  const { companyId } = fields;
  return {
    id,
    phones: phones ? JSON.stringify(phones) : null,
    emails: emails ? JSON.stringify(emails) : null,
    // An update without custom field values keeps the customer's (@fieldsGiven).
    customFields: storedValues(values),
    fieldsGiven: values === undefined ? 0 : 1,
    // An update without a company keeps the customer's (@companyGiven), as one without an owner.
    companyId: companyId || null,
    companyGiven: companyId === undefined ? 0 : 1,
    // An update without tags keeps the customer's (@tagsGiven), as one without an owner.
    tagIds: storedTags(tagIds),
    tagsGiven: tagIds === undefined ? 0 : 1,
    // An update without an owner keeps the customer's (customerWrites.ts: @ownerGiven).
    ownerUid: ownerUid ?? null,
    ownerGiven: ownerUid === undefined ? 0 : 1,
    fname,
    lname,
    email,
    phone,
    address,
    notes,
    phoneNormalized,
    phoneDigits: customerPhoneDigits(fields),
    searchText: customerSearchText(fields),
    now: Date.now(),
    ...orderKeys({ id, ...fields }),
  };
}

/** Custom field values as the custom_fields column keeps them: a JSON object, keys sorted, NULL for none. */
export const storedValues = (values: Record<string, string> | undefined): string | null => {
  const kept = valueSet(values);
  return kept ? JSON.stringify(kept) : null;
};

/** Tag ids as the tag_ids column keeps them: a JSON array, NULL for none. */
export const storedTags = (tagIds: readonly string[] | undefined): string | null =>
  tagIds?.length ? JSON.stringify(tagSet(tagIds)) : null;

/** The name order's key and each column's, as the statements bind them (@sortKey, @sortFname, ...). */
function orderKeys(customer: CustomerFields & { id: string }) {
  const sortKey = customerSortKey(customer);
  return {
    sortKey,
    sortFname: customerOrderKey(customer, 'FNAME', sortKey),
    sortEmail: customerOrderKey(customer, 'EMAIL', sortKey),
    sortPhone: customerOrderKey(customer, 'PHONE', sortKey),
    sortAddress: customerOrderKey(customer, 'ADDRESS', sortKey),
    sortNotes: customerOrderKey(customer, 'NOTES', sortKey),
  };
}

export const otherKeyColumns = 'sort_fname, sort_email, sort_phone, sort_address, sort_notes';
export const otherKeyParams = '@sortFname, @sortEmail, @sortPhone, @sortAddress, @sortNotes';
export const otherKeyUpdates =
  'sort_fname = @sortFname, sort_email = @sortEmail, sort_phone = @sortPhone, sort_address = @sortAddress, sort_notes = @sortNotes';
