// Customers as the original app keeps them in Firestore (docs/stores.md#firestore): the spec's field names,
// read tolerantly (missing or odd values never break a list), written in the same shape.
import type { CollectionReference, DocumentData, Query, SetOptions } from 'firebase-admin/firestore';
import { tagSet, type Customer, type CustomerFields, type CustomerFilter } from '../../../domain/customers/customer.ts';
import { valueSet } from '../../../domain/customFields/customFieldValues.ts';
import { fieldKeys, type FieldKeys } from './fieldKeys.ts';
import { customerOrderKey, customerSortKey, type CustomerSortField } from '../../../domain/ordering.ts';
import {
  contactLabels,
  furtherContactKeys,
  type ContactLabel,
  type ContactPoint,
  type PhonePoint,
  type WithContactPoints,
} from '../../../domain/contactPoints/contactPoints.ts';

/**
 * Keys this product stores beside the spec's fields so Firestore can answer with indexed queries: the name order's
 * sort key and every other column's order key (domain/ordering.ts), the email lower-cased (duplicate checks) and the
 * time of the last write (resume), and each custom field value's key (fieldKeys.ts).
 * The original app ignores them; documents it wrote get them from npm run backfill-keys.
 */
export interface StoredKeys {
  sortKey: string;
  fnameKey: string;
  emailKey: string;
  phoneKey: string;
  addressKey: string;
  notesKey: string;
  emailLower: string;
  changedAt: number;
  /**
   * The further emails (lower-cased) and phones (E.164) (domain/contactPoints/contactPoints.ts): array-contains-any
   * finds a duplicate by them. Documents from before have none, and no further entries either.
   */
  contactKeys: string[];
}

/**
 * Bumped when the keys' rule changes, so the store knows a back-fill is due (keysMarker.ts): 3 since contactKeys (which
 * documents saved before them lack) and the company on each timeline entry (../timelineKeys.ts), 4 since the custom
 * field values' keys (fieldKeys.ts).
 */
export const storedKeysVersion = 4;

/**
 * The version every indexed query but a custom field's order reads by (every column's key, contactKeys): a collection
 * keyed at it pages by them until npm run backfill-keys adds the values' keys (keysMarker.ts).
 */
export const columnKeysVersion = 3;

/** Where a collection is marked as keyed: every document carries the stored keys (npm run backfill-keys writes it). */
export const keysMarkerPath = 'crmMeta/customerKeys';

/** The stored field holding each sort column's order key. */
export const orderKeyFields = {
  LNAME: 'sortKey',
  FNAME: 'fnameKey',
  EMAIL: 'emailKey',
  PHONE: 'phoneKey',
  ADDRESS: 'addressKey',
  NOTES: 'notesKey',
} as const satisfies Record<CustomerSortField, keyof StoredKeys>;

export function storedKeys(
  customer: Pick<Customer, 'id' | 'fname' | 'lname' | 'email' | 'phone' | 'address' | 'notes' | 'status' | 'fields'> &
    WithContactPoints,
  changedAt: number,
): StoredKeys & FieldKeys {
  const further = furtherContactKeys(customer);
  const sortKey = customerSortKey(customer);
  return {
    sortKey,
    fnameKey: customerOrderKey(customer, 'FNAME', sortKey),
    emailKey: customerOrderKey(customer, 'EMAIL', sortKey),
    phoneKey: customerOrderKey(customer, 'PHONE', sortKey),
    addressKey: customerOrderKey(customer, 'ADDRESS', sortKey),
    notesKey: customerOrderKey(customer, 'NOTES', sortKey),
    emailLower: customer.email.toLowerCase(),
    changedAt,
    contactKeys: [...new Set([...further.emails, ...further.phones])],
    ...fieldKeys(customer, sortKey),
  };
}

function text(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return '';
}

/**
 * The document id is the customer id;
 * status counts as active only when it is the boolean true, as the ACTIVE query sees it.
 */
export function customerFromDocument(id: string, data: DocumentData | undefined): Customer {
  const fields = data ?? {};
  return {
    id,
    fname: text(fields.fname),
    lname: text(fields.lname),
    email: text(fields.email),
    phone: text(fields.phone),
    // Documents saved before phones were normalised have none until their next save (or npm run normalize-phones).
    phoneNormalized:
      typeof fields.phoneNormalized === 'string' && fields.phoneNormalized ? fields.phoneNormalized : null,
    address: text(fields.address),
    notes: text(fields.notes),
    status: fields.status === true,
    // Documents written before versions were kept count as version 0.
    version: typeof fields.version === 'number' && Number.isSafeInteger(fields.version) ? fields.version : 0,
    ...(typeof fields.mergedInto === 'string' && fields.mergedInto && { mergedInto: fields.mergedInto }),
    // Documents from before owners were kept (and the original app's) have none.
    ...(typeof fields.ownerUid === 'string' && fields.ownerUid && { ownerUid: fields.ownerUid }),
    // Documents from before tags were kept (and the original app's) have none.
    ...tagsOf(fields.tagIds),
    // Documents from before custom fields (and the original app's) have none.
    ...valuesOf(fields.fields),
    // Documents from before companies were kept have none.
    ...(typeof fields.companyId === 'string' && fields.companyId && { companyId: fields.companyId }),
    // Documents from before several phones and emails were kept (and the original app's) have one of each.
    ...contactPointsOf(fields.phones, fields.emails),
  };
}

const isLabel = (label: unknown): label is ContactLabel =>
  typeof label === 'string' && (contactLabels as readonly string[]).includes(label);

/** A document's phones and emails lists (arrays of maps), anything unreadable left out. */
function contactPointsOf(phones: unknown, emails: unknown): { phones?: PhonePoint[]; emails?: ContactPoint[] } {
  const points = (value: unknown) =>
    (Array.isArray(value) ? value : []).flatMap((point: unknown) => {
      const { label, value: text, normalized } = (point ?? {}) as Record<string, unknown>;
      if (!isLabel(label) || typeof text !== 'string') return [];
      return [{ label, value: text, normalized: typeof normalized === 'string' && normalized ? normalized : null }];
    });
  return {
    ...(Array.isArray(phones) && { phones: points(phones) }),
    ...(Array.isArray(emails) && { emails: points(emails).map(({ label, value }) => ({ label, value })) }),
  };
}

/** A document's custom field values as a customer's (a map of texts by key; anything else reads as none). */
function valuesOf(value: unknown): { fields?: Record<string, string> } {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  const texts = Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  const values = valueSet(Object.fromEntries(texts));
  return values ? { fields: values } : {};
}

/**
 * How a write merges into a document: field by field ({ merge: true }), but a write carrying custom field values
 * replaces the document's map whole (a merge would keep the values the write leaves out).
 */
export function mergeOptions(write: object): SetOptions {
  const data = write as Record<string, unknown>;
  if (data.fields === undefined) return { merge: true };
  return { mergeFields: Object.keys(data).filter((key) => data[key] !== undefined) };
}

/** The values a customer holds after a write that gives `saved`'s (none given: `before`'s stay). */
export function valuesAfter(saved: CustomerFields, before: Customer | null): { fields?: Record<string, string> } {
  const values = saved.fields !== undefined ? valueSet(saved.fields) : before?.fields;
  return values ? { fields: values } : {};
}

/** A document's tagIds as a customer's (an array of ids; anything else reads as none). */
function tagsOf(value: unknown): { tagIds?: string[] } {
  const ids = Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string' && id !== '') : [];
  return ids.length ? { tagIds: tagSet(ids) } : {};
}

/**
 * The fields a save merges into a document: the spec's list and the normalised phone, less status (which only create
 * and status changes write) and version.
 */
export function savedFields(id: string, fields: CustomerFields): Omit<Customer, 'status' | 'version'> {
  const {
    fname,
    lname,
    address,
    phone,
    phoneNormalized,
    email,
    notes,
    ownerUid,
    tagIds,
    phones,
    emails,
    fields: values,
    companyId,
  } = fields;
  // Without an owner, tags, values or a company, an update keeps the document's (an array: array-contains finds a tag's
  // customers; companyId an equality, with the status: firestore.indexes.json).
  return {
    fname,
    lname,
    address,
    phone,
    phoneNormalized,
    email,
    notes,
    id,
    ...(ownerUid !== undefined && { ownerUid }),
    ...(tagIds !== undefined && { tagIds: tagSet(tagIds) }),
    // Without phones or emails, an update keeps the document's (kept by contactPoints.ts's keptContactPoints first).
    ...(phones !== undefined && { phones }),
    ...(emails !== undefined && { emails }),
    // A map (custom field sorts read fields.<key>); a write merged into a document replaces it whole (mergeOptions).
    ...(values !== undefined && { fields: valueSet(values) ?? {} }),
    ...(companyId !== undefined && { companyId: companyId || null }),
  };
}

/**
 * A customer as this product writes its document: the spec's fields, version and normalised phone, and the stored keys.
 */
export function customerDocument(customer: Customer, changedAt: number): Customer & StoredKeys & FieldKeys {
  return { ...customer, ...storedKeys(customer, changedAt) };
}

/** A filter's customers as a query of the collection. */
export function filterQuery(collection: CollectionReference, filter: CustomerFilter): Query {
  return filter === 'ALL' ? collection : collection.where('status', '==', filter === 'ACTIVE');
}
