import {
  contactListText,
  customerEmails,
  customerPhones,
  type ContactPoint,
  type PhonePoint,
} from '../contactPoints/contactPoints.ts';

export interface Customer {
  id: string;
  fname: string;
  lname: string;
  email: string;
  /** As typed, and as shown */
  phone: string;
  /**
   * The phone in E.164 (domain/phones.ts), or null when it cannot be read as a number or was saved before there was one
   */
  phoneNormalized: string | null;
  address: string;
  notes: string;
  /** true = active, false = removed */
  status: boolean;
  /**
   * Grows by one with every write (0: not written since versions were kept);
   * a client sends back the one it saw (docs/collaboration.md)
   */
  version: number;
  /**
   * The customer a merge kept when it removed this one
   * (domain/merge/customerMerge.ts); absent otherwise, and once restored
   */
  mergedInto?: string;
  /**
   * The member who owns the customer (domain/customers/customerOwners.ts); null or absent: nobody yet (customers from
   * before owners were kept, until assigned). Stores leave it out when there is none, as mergedInto.
   */
  ownerUid?: string | null;
  /**
   * The team's tags the customer carries (domain/tags/tag.ts), sorted, each once; absent: none (customers and documents
   * from before tags were kept). Stores leave it out when empty, as ownerUid.
   */
  tagIds?: string[];
  /**
   * Every phone with its label, the first holding `phone` (contactPoints.ts's customerPhones reads it); absent:
   * customers saved before several were kept, whose one phone reads as work. Stores leave it out when absent.
   */
  phones?: PhonePoint[];
  /** Every email with its label, the first holding `email`, as `phones` */
  emails?: ContactPoint[];
  /**
   * The customer's custom field values by field key (domain/customFields/customFieldValues.ts), keys sorted; archived
   * fields' values kept. Absent: none (customers and documents from before custom fields). Stores leave it out when empty.
   */
  fields?: Record<string, string>;
  /**
   * The company the customer works at (domain/companies/company.ts); null or absent: none. Stores leave it out when
   * there is none, as ownerUid.
   */
  companyId?: string | null;
}

export type CustomerFields = Omit<Customer, 'id' | 'status' | 'version' | 'mergedInto'>;

/** The customer after a write of its status (one version more): restored, it is no longer merged into another. */
export function withStatus(customer: Customer, status: boolean): Customer {
  const { mergedInto, ...rest } = customer;
  return { ...rest, status, version: customer.version + 1, ...(!status && mergedInto && { mergedInto }) };
}

/** The customer after a bulk assignment (or its undo) gave it this owner (one version more). */
export function withOwner(customer: Customer, ownerUid: string | null): Customer {
  const { ownerUid: _was, ...rest } = customer;
  return { ...rest, version: customer.version + 1, ...(ownerUid && { ownerUid }) };
}

/** The customer after a bulk tagging (or its undo) left it these tags (one version more). */
export function withTags(customer: Customer, tagIds: readonly string[]): Customer {
  const { tagIds: _was, ...rest } = customer;
  return { ...rest, version: customer.version + 1, ...(tagIds.length && { tagIds: tagSet(tagIds) }) };
}

/** Tag ids as a customer keeps them: each once, sorted, so two sets compare as text. */
export const tagSet = (tagIds: readonly string[]): string[] => [...new Set(tagIds)].sort();

/**
 * The fields a person sets and sees, status last
 * (the normalised phone follows the phone): what history and undo compare.
 */
export const customerValueFields = [
  'fname',
  'lname',
  'email',
  'phone',
  'address',
  'notes',
  'status',
  'ownerUid',
  'tagIds',
  'phones',
  'emails',
  'fields',
  'companyId',
] as const;

/**
 * A value field as history and conflicts compare it: no owner is '', tags their sorted ids joined by commas, phones and
 * emails their further entries as the exports write them (the first is the phone and email fields' own), custom field
 * values as JSON with their keys sorted ('' for none).
 */
export function fieldText(
  customer: Pick<Customer, 'phone' | 'phoneNormalized' | 'email' | (typeof customerValueFields)[number]>,
  field: (typeof customerValueFields)[number],
): string {
  if (field === 'phones') return contactListText(customerPhones(customer).slice(1));
  if (field === 'emails') return contactListText(customerEmails(customer).slice(1));
  return valueText(customer[field]);
}

/** A value of customerValueFields as text (fieldText). */
export function valueText(value: unknown): string {
  if (Array.isArray(value)) return value.join(',');
  if (value !== null && typeof value === 'object') {
    const keys = Object.keys(value).sort();
    return keys.length ? JSON.stringify(Object.fromEntries(keys.map((key) => [key, (value as never)[key]]))) : '';
  }
  return String(value ?? '');
}

/** An email and a phone to look for duplicates of; either may be missing. */
export interface CustomerContact {
  email?: string | null;
  phone?: string | null;
}

export interface CustomerDuplicate {
  /** The contact's position in the list asked about */
  index: number;
  /** EMAIL when the email matched (whatever the phone), else PHONE */
  match: 'EMAIL' | 'PHONE';
  customer: Customer;
}

export type CustomerFilter = 'ACTIVE' | 'REMOVED' | 'ALL';

export type CustomerChangeType = 'ADDED' | 'MODIFIED' | 'REMOVED';

export interface CustomerChange {
  type: CustomerChangeType;
  customer: Customer;
}

export interface CustomerChangeSet {
  /** The first set of a subscription: the client replaces its list with it (and the pages that follow) */
  initial: boolean;
  changes: CustomerChange[];
  /** False while the initial list is still arriving in pages */
  complete: boolean;
}

/**
 * A set as subscribers of a live list get it: with the point a reconnecting client resumes from (liveCustomerList.ts).
 */
export interface CustomerFeedSet extends CustomerChangeSet {
  cursor: string;
}

/** One page of the name-ordered list; the cursor is opaque to clients. */
export interface CustomerPage {
  nodes: Customer[];
  pageInfo: { endCursor: string | null; hasNextPage: boolean };
  /** null only when the request did not select it (and so never reads it) */
  totalCount: number | null;
}

/** One committed write as the store saw it: the document before and after. */
export interface CustomerWrite {
  before: Customer | null;
  after: Customer | null;
}

export function matchesFilter(customer: Customer, filter: CustomerFilter): boolean {
  if (filter === 'ALL') return true;
  return customer.status === (filter === 'ACTIVE');
}

/** Turns a batch of committed writes into what a subscriber on `filter` should see; null when it sees nothing. */
export function changeSetFor(writes: readonly CustomerWrite[], filter: CustomerFilter): CustomerChangeSet | null {
  const changes: CustomerChange[] = [];
  for (const { before, after } of writes) {
    const was = before !== null && matchesFilter(before, filter);
    const is = after !== null && matchesFilter(after, filter);
    if (is && after) changes.push({ type: was ? 'MODIFIED' : 'ADDED', customer: after });
    else if (was && before) changes.push({ type: 'REMOVED', customer: after ?? before });
  }
  return changes.length ? { initial: false, changes, complete: true } : null;
}
