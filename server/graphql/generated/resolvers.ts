import type { GraphQLResolveInfo } from 'graphql';
import type { Customer as CustomerModel, CustomerChange as CustomerChangeModel, CustomerChangeSet as CustomerChangeSetModel, CustomerPage as CustomerPageModel } from '../../domain/customers/customer.ts';
import type { Worker as WorkerModel } from '../../domain/workers/worker.ts';
import type { UserWithRole as UserWithRoleModel, Session as SessionModel } from '../../domain/accounts/account.ts';
import type { ShownWebhook as ShownWebhookModel, WebhookDelivery as WebhookDeliveryModel } from '../../domain/webhooks/webhook.ts';
import type { SavedView as SavedViewModel } from '../../domain/views/savedView.ts';
import type { Tag as TagModel } from '../../domain/tags/tag.ts';
import type { CustomField as CustomFieldModel } from '../../domain/customFields/customField.ts';
import type { Company as CompanyModel } from '../../domain/companies/company.ts';
import type { CompanyPage as CompanyPageModel } from '../../domain/companies/companyService.ts';
import type { Activity as ActivityModel } from '../../domain/activities/activity.ts';
import type { TimelineEntry as TimelineEntryModel } from '../../domain/activities/timeline.ts';
import type { Task as TaskModel, TaskPage as TaskPageModel } from '../../domain/tasks/task.ts';
import type { Notification as NotificationModel, NotificationPage as NotificationPageModel } from '../../domain/notifications/notification.ts';
import type { GraphQLContext } from '../context.ts';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
};

/** Something the team did with or wrote about a customer: a note, a call, a meeting or an email. */
export type Activity = {
  __typename?: 'Activity';
  /** When it happened (ISO 8601), as its author said; by default when it was written. */
  at: Scalars['String']['output'];
  /** Who wrote it; null when that person is no longer a member of the team. */
  author?: Maybe<Member>;
  /** Its text (line breaks kept), at most 10,000 characters. */
  body: Scalars['String']['output'];
  /** The customer it is about. */
  customerId: Scalars['ID']['output'];
  /** When its text was last changed (ISO 8601); null while never edited. */
  editedAt?: Maybe<Scalars['String']['output']>;
  /** The activity's id. */
  id: Scalars['ID']['output'];
  /** What kind of activity it is. */
  kind: ActivityKind;
  /** The members its text mentions ("@" followed by their email). */
  mentions: Array<Member>;
};

/** A new activity. */
export type ActivityInput = {
  /** When it happened (ISO 8601); left out: now. */
  at?: InputMaybe<Scalars['String']['input']>;
  /** Its text: required, at most 10,000 characters, trimmed. "@" followed by a member's email mentions them. */
  body: Scalars['String']['input'];
  /** The customer it is about. */
  customerId: Scalars['ID']['input'];
  /** What kind of activity it is. */
  kind?: InputMaybe<ActivityKind>;
};

/** What kind of thing an activity records. */
export type ActivityKind =
  /** A phone call. */
  | 'CALL'
  /** An email. */
  | 'EMAIL'
  /** A meeting. */
  | 'MEETING'
  /** A note written about the customer. */
  | 'NOTE';

/** A key a GraphQL client sends instead of a person's password. The secret itself is never shown again. */
export type ApiKey = {
  __typename?: 'ApiKey';
  /** ISO 8601 */
  createdAt: Scalars['String']['output'];
  /** Who created it (a key never does more than its creator may do now); null when that account cannot be found. */
  createdBy?: Maybe<User>;
  /** When it stops working (ISO 8601); null: never. */
  expiresAt?: Maybe<Scalars['String']['output']>;
  /** The key's id, for revokeApiKey. */
  id: Scalars['ID']['output'];
  /** When it was last used (ISO 8601); null: never. */
  lastUsedAt?: Maybe<Scalars['String']['output']>;
  /** What the key is for, as its creator named it. */
  name: Scalars['String']['output'];
  /** true once revoked: it no longer works. */
  revoked: Scalars['Boolean']['output'];
  /** What the key may do: MEMBER or VIEWER. */
  role: Role;
};

/** One entry of the audit log: what was done to the team and its data, by whom, from where. */
export type AuditEntry = {
  __typename?: 'AuditEntry';
  /** What was done, such as member.invited or api_key.revoked */
  action: Scalars['String']['output'];
  /** Who did it; null when no signed-in person did (the server itself, such as a webhook it disabled). */
  actor?: Maybe<User>;
  /** The client's address */
  address?: Maybe<Scalars['String']['output']>;
  /** ISO 8601 */
  at: Scalars['String']['output'];
  /** More about it (such as a new role or the events of a webhook); null when there is nothing more. */
  details?: Maybe<Scalars['String']['output']>;
  /** The entry's id. */
  id: Scalars['ID']['output'];
  /** What it was done to: an email, a customer's id, a URL; null when nothing in particular. */
  target?: Maybe<Scalars['String']['output']>;
};

/** A page of the audit log, newest first. */
export type AuditPage = {
  __typename?: 'AuditPage';
  /** The entries of this page. */
  nodes: Array<AuditEntry>;
  /** Where the next page starts. */
  pageInfo: PageInfo;
};

/** A signed-in session: who, and the token API clients send. */
export type AuthPayload = {
  __typename?: 'AuthPayload';
  /** Session token for API clients (Authorization: Bearer). Browsers use the HttpOnly cookie instead. */
  token: Scalars['String']['output'];
  /** The account signed in. */
  user: User;
};

/** A bulk removal, restoration, assignment or tagging (removeCustomers, restoreCustomers, assignCustomers, tagCustomers). */
export type BulkChange = {
  __typename?: 'BulkChange';
  /** How many customers it changed (those that already had the status are not counted) */
  count: Scalars['Int']['output'];
  /** The change's id, for undoBulkChange. */
  id: Scalars['ID']['output'];
};

/** undoBulkChange's answer. */
export type BulkChangeUndo = {
  __typename?: 'BulkChangeUndo';
  /** Customers written since the change, left as they are, in name order */
  keptChangedSince: Array<Customer>;
  /** Customers given their earlier status back. */
  reverted: Scalars['Int']['output'];
};

/** A company the team's customers work at: a name unique in the team, and its domain, address, phone and notes. */
export type Company = {
  __typename?: 'Company';
  /** Its address; null when none. */
  address?: Maybe<Scalars['String']['output']>;
  /** Its web domain, lower-case, without scheme or www. (example.com); null when none. */
  domain?: Maybe<Scalars['String']['output']>;
  /** The company's id: 20 characters. */
  id: Scalars['ID']['output'];
  /** 1 to 100 characters, unique in the team (case and accents aside). */
  name: Scalars['String']['output'];
  /** Notes about it; null when none. */
  notes?: Maybe<Scalars['String']['output']>;
  /** How many active customers work at it. */
  peopleCount: Scalars['Int']['output'];
  /** Its phone, as typed; null when none. */
  phone?: Maybe<Scalars['String']['output']>;
};

/** A company to add (no id) or change (saveCompany). */
export type CompanyInput = {
  /** Up to 300 characters; empty or left out: none. */
  address?: InputMaybe<Scalars['String']['input']>;
  /** A domain such as example.com (a URL is cut to its host); empty or left out: none. */
  domain?: InputMaybe<Scalars['String']['input']>;
  /** The company to change; left out: a new company. */
  id?: InputMaybe<Scalars['ID']['input']>;
  /** 1 to 100 characters, unique in the team (case and accents aside). */
  name: Scalars['String']['input'];
  /** Up to 5000 characters; empty or left out: none. */
  notes?: InputMaybe<Scalars['String']['input']>;
  /** Up to 40 characters; empty or left out: none. */
  phone?: InputMaybe<Scalars['String']['input']>;
};

/** One page of companies, in name order. */
export type CompanyPage = {
  __typename?: 'CompanyPage';
  /** The companies of this page. */
  nodes: Array<Company>;
  /** Where the next page starts. */
  pageInfo: PageInfo;
  /** How many companies match the search, on every page. */
  totalCount: Scalars['Int']['output'];
};

/** One of a customer's phones or emails, with its label. */
export type ContactPoint = {
  __typename?: 'ContactPoint';
  /** work, mobile, home or other. */
  label: Scalars['String']['output'];
  /** The phone or email as saved. */
  value: Scalars['String']['output'];
};

/** One of the phones or emails saved with a customer (CustomerInput.phones, CustomerInput.emails). */
export type ContactPointInput = {
  /** work, mobile, home or other (BAD_USER_INPUT naming the entry otherwise). */
  label: Scalars['String']['input'];
  /** The phone or email: checked as the customer's phone or email is. */
  value: Scalars['String']['input'];
};

/** createApiKey's answer: the key and its secret, shown this once. */
export type CreatedApiKey = {
  __typename?: 'CreatedApiKey';
  /** The new key. */
  apiKey: ApiKey;
  /** Send as Authorization: Bearer <secret> (HTTP) or connectionParams.authorization (socket). Shown this once. */
  secret: Scalars['String']['output'];
};

/** createWebhook's answer: the webhook and its signing secret, shown this once. */
export type CreatedWebhook = {
  __typename?: 'CreatedWebhook';
  /** The signing secret (whsec_…) to verify deliveries with. Shown this once. */
  secret: Scalars['String']['output'];
  /** The new webhook. */
  webhook: Webhook;
};

/** One of the team's own customer fields, defined by owners and admins. */
export type CustomField = {
  __typename?: 'CustomField';
  /** Archived: hidden from forms, lists and exports; customers keep their values. */
  archived: Scalars['Boolean']['output'];
  /** The field's id: 20 characters. */
  id: Scalars['ID']['output'];
  /**
   * Made once from the first label (lower-case letters, digits and underscores, unique in the team) and never changed by
   * a rename: values, export columns (field:<key>) and webhook bodies use it.
   */
  key: Scalars['String']['output'];
  /** What forms and columns show: 1 to 60 characters, unique among the active fields (case and accents aside). */
  label: Scalars['String']['output'];
  /** The choices of a SELECT or MULTI_SELECT field, in the order the form shows them; empty for other types. */
  options: Array<Scalars['String']['output']>;
  /** Whether every new or edited customer must have a value. */
  required: Scalars['Boolean']['output'];
  /** The kind of value it holds. */
  type: CustomFieldType;
};

/** A custom field filter as a saved view keeps it (see CustomFieldFilterInput). */
export type CustomFieldFilter = {
  __typename?: 'CustomFieldFilter';
  /** The field's CustomField.key. */
  key: Scalars['String']['output'];
  /** The largest value kept, or null. */
  max?: Maybe<Scalars['String']['output']>;
  /** The smallest value kept, or null. */
  min?: Maybe<Scalars['String']['output']>;
  /** The text, option or true/false to match; null when the filter has bounds. */
  value?: Maybe<Scalars['String']['output']>;
};

/**
 * A filter on one custom field's values, by its type: TEXT and URL contain `value` (accents and case aside); SELECT
 * equals the option `value`; MULTI_SELECT carries the option `value`; CHECKBOX is `value` true or false (a customer
 * without a value counts as false); NUMBER and DATE lie between `min` and `max`, both included, either left out for no
 * bound (`value` alone: exactly that number or day). Dates as yyyy-mm-dd.
 */
export type CustomFieldFilterInput = {
  /** The active field's CustomField.key. */
  key: Scalars['String']['input'];
  /** NUMBER and DATE: the largest value kept. */
  max?: InputMaybe<Scalars['String']['input']>;
  /** NUMBER and DATE: the smallest value kept. */
  min?: InputMaybe<Scalars['String']['input']>;
  /** The text, option or true/false to match; for NUMBER and DATE, the one value to match. */
  value?: InputMaybe<Scalars['String']['input']>;
};

/** A custom field's definition, to create or change one. */
export type CustomFieldInput = {
  /** 1 to 60 characters, unique among the active fields (case and accents aside). */
  label: Scalars['String']['input'];
  /**
   * The choices of a SELECT or MULTI_SELECT field (1 to 100, each 1 to 100 characters, all different); ignored for the
   * other types.
   */
  options?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Whether every new or edited customer must have a value. */
  required?: InputMaybe<Scalars['Boolean']['input']>;
  /** The kind of value; a field's type cannot change once made. */
  type: CustomFieldType;
};

/** The kind of value a custom field holds, and so the control the form shows for it. */
export type CustomFieldType =
  /** Yes or no: true or false. */
  | 'CHECKBOX'
  /** A calendar date, yyyy-mm-dd. */
  | 'DATE'
  /** Several of the field's options, as a JSON array of them (e.g. ["Email","Phone"]). */
  | 'MULTI_SELECT'
  /** A number, kept as written (e.g. 1200.50); sorted as a number. */
  | 'NUMBER'
  /** One of the field's options. */
  | 'SELECT'
  /** Any text, up to 2,000 characters. */
  | 'TEXT'
  /** A web link starting with https:// or http://. */
  | 'URL';

/** A customer's value of one custom field. */
export type CustomFieldValue = {
  __typename?: 'CustomFieldValue';
  /** The field's CustomField.key. */
  key: Scalars['String']['output'];
  /** The value as text: NUMBER as written, DATE yyyy-mm-dd, CHECKBOX true or false, MULTI_SELECT a JSON array of options. */
  value?: Maybe<Scalars['String']['output']>;
};

/** A custom field value to save on a customer. */
export type CustomFieldValueInput = {
  /** The field's CustomField.key. */
  key: Scalars['String']['input'];
  /** The value as text, as CustomFieldValue.value; null or empty clears it. */
  value?: InputMaybe<Scalars['String']['input']>;
};

/** A customer of the team. */
export type Customer = {
  __typename?: 'Customer';
  /** Address, 5 to 300 characters. */
  address: Scalars['String']['output'];
  /** The company the customer works at; null when none. */
  company?: Maybe<Company>;
  /** Email, a valid address of at most 254 characters. */
  email: Scalars['String']['output'];
  /**
   * Every email with its label, the first being `email` (a customer saved before several were kept: that one, labelled
   * work); at most 20.
   */
  emails: Array<ContactPoint>;
  /**
   * The customer's values of the team's active custom fields, in the fields' order, only those holding a value (values
   * of archived fields are kept but not shown).
   */
  fields: Array<CustomFieldValue>;
  /** First name, 2 to 100 characters. */
  fname: Scalars['String']['output'];
  /** What was written to this customer, by whom and when, newest first; pass pageInfo.endCursor as `after` for older entries (first <= 1000). */
  history: CustomerHistoryPage;
  /**
   * What tells copies of one person apart (the merge dialog shows it): when this customer was created and last changed,
   * by whom, and how many history entries it has.
   */
  historySummary: CustomerHistorySummary;
  /** The customer's id: 20 characters. */
  id: Scalars['ID']['output'];
  /** Last name, 2 to 100 characters. */
  lname: Scalars['String']['output'];
  /** The customer a merge kept when it removed this one (mergeCustomers); null otherwise, and once restored */
  mergedInto?: Maybe<Scalars['ID']['output']>;
  /** Free text, at most 5000 characters; empty when none. */
  notes: Scalars['String']['output'];
  /**
   * The member who owns the customer: a new customer's creator unless given (an API key's: its creator); null for
   * customers from before owners were kept, until assigned.
   */
  owner?: Maybe<Member>;
  /** As typed, and as shown */
  phone: Scalars['String']['output'];
  /**
   * The phone in E.164 (+972521234567), read against CRM_DEFAULT_REGION when it has no country code; null when it cannot
   * be read as a number, or for a customer not saved since numbers were normalised. Search and duplicate checks use it.
   */
  phoneNormalized?: Maybe<Scalars['String']['output']>;
  /**
   * Every phone with its label, the first being `phone` (a customer saved before several were kept: that one, labelled
   * work); at most 20.
   */
  phones: Array<ContactPoint>;
  /** true = active, false = removed */
  status: Scalars['Boolean']['output'];
  /** The team's tags the customer carries, in name order (none: an empty list). */
  tags: Array<Tag>;
  /** Grows by one with every write (0: not written since versions were kept). Send it back with a write to merge instead of overwrite. */
  version: Scalars['Int']['output'];
};


/** A customer of the team. */
export type CustomerHistoryArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};

/** customerActivity's message: the customer and who else has it open. */
export type CustomerActivity = {
  __typename?: 'CustomerActivity';
  /** null when there is no customer with this id */
  customer?: Maybe<Customer>;
  /** Everyone else who has it open, each once, in email order */
  viewers: Array<CustomerViewer>;
};

/** One customer's change in a live list. */
export type CustomerChange = {
  __typename?: 'CustomerChange';
  /** The customer as it is now. */
  customer: Customer;
  /** Whether it joined, changed in or left the list. */
  type: CustomerChangeType;
};

/** One entry of a customer's history, with that customer. */
export type CustomerChangeEntry = {
  __typename?: 'CustomerChangeEntry';
  /** The customer as it is now; null when there is no such customer any more */
  customer?: Maybe<Customer>;
  /** The history entry. */
  entry: CustomerHistoryEntry;
};

/** One message of customerChanges: changes to apply to the list in order. */
export type CustomerChangeSet = {
  __typename?: 'CustomerChangeSet';
  /** The changes, in order. */
  changes: Array<CustomerChange>;
  /** false while the initial list is still arriving in pages; true on the set that finishes it and on every later set */
  complete: Scalars['Boolean']['output'];
  /** Where this set leaves the client: pass it as customerChanges(after:) after a reconnect to get only what came later */
  cursor: Scalars['String']['output'];
  /** true on the set that starts a whole list (the first, unless resuming): a client replaces its list with it and the pages that follow */
  initial: Scalars['Boolean']['output'];
};

/** How a customer's change affects a live list of one filter. */
export type CustomerChangeType =
  /** It now belongs to the list: new, in the initial list, or its status now matches the filter. */
  | 'ADDED'
  /** It was in the list and still is, with new values. */
  | 'MODIFIED'
  /** It left the list: its status no longer matches the filter, or it was erased. */
  | 'REMOVED';

/** An email and a phone to check for duplicates; either may be left out. */
export type CustomerContactInput = {
  /** An email, compared case aside. */
  email?: InputMaybe<Scalars['String']['input']>;
  /** A phone, compared once normalised. */
  phone?: InputMaybe<Scalars['String']['input']>;
};

/** A customer a contact would duplicate (customerDuplicates). */
export type CustomerDuplicate = {
  __typename?: 'CustomerDuplicate';
  /** The customer it matched, of any status. */
  customer: Customer;
  /** The contact's position in `contacts` */
  index: Scalars['Int']['output'];
  /** What matched: EMAIL when the email did (whatever the phone), else PHONE */
  match: CustomerDuplicateMatch;
};

/** Active customers that look like the same person (customerDuplicateGroups). */
export type CustomerDuplicateGroup = {
  __typename?: 'CustomerDuplicateGroup';
  /** In name order */
  customers: Array<Customer>;
  /** The emails (lower-cased) two or more of them share */
  emails: Array<Scalars['String']['output']>;
  /** The normalised phones two or more of them share */
  phones: Array<Scalars['String']['output']>;
};

/** What a duplicate matched on. */
export type CustomerDuplicateMatch =
  /** The same email, case aside. */
  | 'EMAIL'
  /** The same normalised phone. */
  | 'PHONE';

/** Someone editing a customer now. */
export type CustomerEditor = {
  __typename?: 'CustomerEditor';
  /** The customer being edited. */
  customerId: Scalars['ID']['output'];
  /** Who edits it. */
  user: User;
};

/** Which customers a list holds, by status. */
export type CustomerFilter =
  /** Customers with status true. */
  | 'ACTIVE'
  /** Both. */
  | 'ALL'
  /** Customers with status false (removed, not erased). */
  | 'REMOVED';

/** One write to a customer. */
export type CustomerHistoryEntry = {
  __typename?: 'CustomerHistoryEntry';
  /** When (ISO 8601) */
  at: Scalars['String']['output'];
  /** Who; null for a write no signed-in user made */
  by?: Maybe<User>;
  /** The fields that changed (status as true/false); a creation lists the fields it filled */
  changes: Array<FieldChange>;
  /** What kind of write it was. */
  type: CustomerHistoryType;
};

/** A page of a customer's history, newest first. */
export type CustomerHistoryPage = {
  __typename?: 'CustomerHistoryPage';
  /** The entries of this page. */
  nodes: Array<CustomerHistoryEntry>;
  /** Where the next (older) page starts. */
  pageInfo: PageInfo;
};

/** A customer's history in short: its first and latest entries and how many there are. */
export type CustomerHistorySummary = {
  __typename?: 'CustomerHistorySummary';
  /** The entry that created it (CREATED or IMPORTED); null for a customer created before history was kept */
  created?: Maybe<CustomerHistoryEntry>;
  /** How many entries its history holds */
  entries: Scalars['Int']['output'];
  /** Its latest entry (the creation itself when nothing was written since); null when it has no history */
  lastChange?: Maybe<CustomerHistoryEntry>;
};

/** What kind of write a history entry records. */
export type CustomerHistoryType =
  /** Added (saveCustomer without an id). */
  | 'CREATED'
  /** Its fields changed. */
  | 'EDITED'
  /** Added or updated by an import. */
  | 'IMPORTED'
  /** Part of a merge: kept, or merged into another and removed. */
  | 'MERGED'
  /** Removed (status false), one by one, in bulk or by an import's undo. */
  | 'REMOVED'
  /** Made active again. */
  | 'RESTORED';

/** One spreadsheet import, all its batches together (customerImports). */
export type CustomerImport = {
  __typename?: 'CustomerImport';
  /** When its first batch was written (ISO 8601) */
  at: Scalars['String']['output'];
  /** Customers it added. */
  created: Scalars['Int']['output'];
  /** Rows its batches refused for failing a rule */
  failed: Scalars['Int']['output'];
  /** The importId its batches shared */
  id: Scalars['ID']['output'];
  /** Rows left as duplicates. */
  skipped: Scalars['Int']['output'];
  /** true once undoCustomerImport has undone it. */
  undone: Scalars['Boolean']['output'];
  /** Customers it gave a row's fields. */
  updated: Scalars['Int']['output'];
};

/** importCustomers' answer for one batch. */
export type CustomerImportBatch = {
  __typename?: 'CustomerImportBatch';
  /** Customers this batch added. */
  created: Scalars['Int']['output'];
  /** Of skipped: rows matching a customer an earlier row of the same import already created or changed. */
  duplicatesInFile: Scalars['Int']['output'];
  /** Rows not written because a field failed its rule. */
  failed: Array<CustomerImportFailure>;
  /** The import's id: pass it with the later batches, and to undoCustomerImport. */
  importId: Scalars['ID']['output'];
  /** Of updated: removed customers made active again (RESTORE) */
  restored: Scalars['Int']['output'];
  /** Rows left as duplicates (SKIP, or an active customer under RESTORE). */
  skipped: Scalars['Int']['output'];
  /** Of updated: removed customers given the row's fields and left removed (UPDATE) */
  stillRemoved: Scalars['Int']['output'];
  /** Customers this batch gave a row's fields (restored ones included). */
  updated: Scalars['Int']['output'];
};

/** A row an import batch did not write, and why. */
export type CustomerImportFailure = {
  __typename?: 'CustomerImportFailure';
  /** Each field that failed, with its message. */
  fields: Array<FieldError>;
  /** The row's index in this batch's rows */
  row: Scalars['Int']['output'];
};

/** undoCustomerImport's answer. */
export type CustomerImportUndo = {
  __typename?: 'CustomerImportUndo';
  /** Customers changed since the import, left as they are, in name order */
  keptChangedSince: Array<Customer>;
  /** Customers the import created, now deleted (they leave no row under Deleted customers). */
  removed: Scalars['Int']['output'];
  /** Customers the import updated, given their earlier fields (and status) back. */
  reverted: Scalars['Int']['output'];
};

/** A customer's fields for saveCustomer, importCustomers and mergeCustomers. Each rule's message comes back in BAD_USER_INPUT's fields. */
export type CustomerInput = {
  /** Address, 5 to 300 characters. */
  address: Scalars['String']['input'];
  /**
   * The company the customer works at, a Company.id (BAD_USER_INPUT naming companyId for one that does not exist, nothing
   * saved); null takes the customer out of its company; left out: a new customer has none, an edit keeps it.
   */
  companyId?: InputMaybe<Scalars['ID']['input']>;
  /**
   * importCustomers only: the company by name (a spreadsheet's company column), created when no company has that name
   * (case and accents aside). Left out, a row whose email's domain is a company's domain joins that company.
   */
  companyName?: InputMaybe<Scalars['String']['input']>;
  /** A valid email of at most 254 characters (64 before the @). */
  email: Scalars['String']['input'];
  /**
   * Every email with its label, at most 20 (BAD_USER_INPUT naming emails): the first must be `email`, each further one a
   * valid email listed once, case aside (BAD_USER_INPUT naming emails.<index>, nothing saved). Left out: as `phones`.
   */
  emails?: InputMaybe<Array<ContactPointInput>>;
  /**
   * Custom field values to set, by CustomField.key (a null or empty value clears one); fields left out keep their values.
   * BAD_USER_INPUT naming the key for a key that names no active field, a value of the wrong type or an option not in
   * the list, and for a required field left without a value; nothing saved then.
   */
  fields?: InputMaybe<Array<CustomFieldValueInput>>;
  /** First name, 2 to 100 characters. */
  fname: Scalars['String']['input'];
  /** The customer to edit; left out: a new customer (imports never carry one). */
  id?: InputMaybe<Scalars['ID']['input']>;
  /** Last name, 2 to 100 characters. */
  lname: Scalars['String']['input'];
  /** Free text, at most 5000 characters; left out: empty. */
  notes?: InputMaybe<Scalars['String']['input']>;
  /**
   * importCustomers only: the owner by email (a spreadsheet's owner column), an active member's (the row fails naming
   * ownerEmail otherwise); left out, a customer the import creates is the importer's.
   */
  ownerEmail?: InputMaybe<Scalars['String']['input']>;
  /**
   * The uid of the active member who owns it (BAD_USER_INPUT naming ownerUid otherwise); left out: a new customer's is
   * its creator, an edit keeps the owner.
   */
  ownerUid?: InputMaybe<Scalars['ID']['input']>;
  /** Phone, 9 to 40 characters. */
  phone: Scalars['String']['input'];
  /**
   * Every phone with its label, at most 20 (BAD_USER_INPUT naming phones): the first must be `phone` (its rules apply
   * there), each further one at least 9 and at most 40 characters and listed once (BAD_USER_INPUT naming phones.<index>,
   * nothing saved). Left out: a new customer has its phone labelled work, an edit keeps its further phones.
   */
  phones?: InputMaybe<Array<ContactPointInput>>;
  /**
   * The tags the customer carries, each a Tag.id (BAD_USER_INPUT naming tagIds for one that does not exist, nothing
   * saved); an empty list takes every tag off; left out: a new customer has none, an edit keeps its tags.
   */
  tagIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /**
   * importCustomers only: the tags by name, a spreadsheet's tags cell as exports write it (names joined by "; ", a name
   * holding ";" or a double quote in double quotes with its quotes doubled), each found case and accents aside. A name no
   * tag has is a new tag when the importer is an ADMIN or OWNER; for others the row fails naming tagNames. The row's
   * whole set of tags; empty, a customer the import updates keeps its tags.
   */
  tagNames?: InputMaybe<Scalars['String']['input']>;
  /** The customer's version this edit started from (see saveCustomer); leave it out for last-write-wins */
  version?: InputMaybe<Scalars['Int']['input']>;
};

/**
 * A list's order: one column's values as people read them (case and accents aside, numbers by value: 'Unit 9' before
 * 'Unit 10'), equal values in name order.
 */
export type CustomerOrder = {
  /** The direction (default ASC). */
  direction?: InputMaybe<SortDirection>;
  /** The column to sort by. */
  field: CustomerSortField;
  /** With field CUSTOM: the key (CustomField.key) of the active custom field to sort by; ignored otherwise. */
  fieldKey?: InputMaybe<Scalars['String']['input']>;
};

/** One column of a saved view's order. */
export type CustomerOrderValue = {
  __typename?: 'CustomerOrderValue';
  /** Its direction. */
  direction: SortDirection;
  /** The column. */
  field: CustomerSortField;
  /** With field CUSTOM: the custom field's key (CustomField.key); null otherwise. */
  fieldKey?: Maybe<Scalars['String']['output']>;
};

/** One page of customerPage. */
export type CustomerPage = {
  __typename?: 'CustomerPage';
  /** The customers of this page. */
  nodes: Array<Customer>;
  /** Where the next page starts. */
  pageInfo: PageInfo;
  /** Customers matching the filter and search, on every page */
  totalCount: Scalars['Int']['output'];
};

/**
 * The customers an action is for: `ids`, or every customer matching `filter` and `search` (the rule of `customers`);
 * not both.
 */
export type CustomerSelection = {
  /** With filter: only the customers working at this company (Company.id). */
  companyId?: InputMaybe<Scalars['ID']['input']>;
  /** With filter: only the customers whose custom field values pass every one of these filters, as the lists' argument. */
  fieldFilters?: InputMaybe<Array<CustomFieldFilterInput>>;
  /** With search: every customer of this status filter. */
  filter?: InputMaybe<CustomerFilter>;
  /** The customers' ids, at most 10,000. */
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** With filter: only the customers this member owns (a uid, or "me" for the caller). */
  owner?: InputMaybe<Scalars['ID']['input']>;
  /** With filter: only the customers this search text finds. */
  search?: InputMaybe<Scalars['String']['input']>;
  /** With filter: only the customers carrying every one of these tags (Tag.id). */
  tagIds?: InputMaybe<Array<Scalars['ID']['input']>>;
};

/** A column customers can be sorted by. */
export type CustomerSortField =
  /** Address. */
  | 'ADDRESS'
  /** The company's name; customers without a company come last either way. */
  | 'COMPANY'
  /**
   * A custom field's value (CustomerOrder.fieldKey names the field): numbers by value, dates by day, a checkbox unticked
   * first, text, links and choices as names are read; customers without a value come last either way.
   */
  | 'CUSTOM'
  /** Email. */
  | 'EMAIL'
  /** First name. */
  | 'FNAME'
  /** Last name. */
  | 'LNAME'
  /** Notes. */
  | 'NOTES'
  /** The owner's email; customers without an owner come last either way. */
  | 'OWNER'
  /** Phone, as typed. */
  | 'PHONE';

/** The team's customers in figures, for the dashboard. Weeks are ISO weeks in UTC: Monday 00:00 to Monday 00:00. */
export type CustomerStats = {
  __typename?: 'CustomerStats';
  /** Customers with status true, now */
  active: Scalars['Int']['output'];
  /** Customers added since Monday 00:00 UTC (created one by one or by an import): the current week's `added` */
  addedThisWeek: Scalars['Int']['output'];
  /** Customers with status false, now */
  removed: Scalars['Int']['output'];
  /** The last 52 weeks, oldest first, the current one last, from the customers' history */
  weeks: Array<WeekCount>;
};

/** Someone who has a customer open. */
export type CustomerViewer = {
  __typename?: 'CustomerViewer';
  /** true while they edit it; false: only viewing. */
  editing: Scalars['Boolean']['output'];
  /** Who. */
  user: User;
};

/** What importCustomers does with a row that duplicates a customer (the same email, case aside, or normalised phone). */
export type DuplicateAction =
  /** Adds the row as a new customer anyway. */
  | 'CREATE'
  /** A removed duplicate gets the row's fields and becomes active again; an active one is left as it is (skipped). */
  | 'RESTORE'
  /** Leaves the customer as it is and counts the row as skipped. */
  | 'SKIP'
  /** Gives the customer the row's fields (its notes kept when the row has none, its status kept). */
  | 'UPDATE';

/** One field's value before and after a write. */
export type FieldChange = {
  __typename?: 'FieldChange';
  /** The field's name, such as email or status. */
  field: Scalars['String']['output'];
  /** The value before; null when it had none (a creation). */
  from?: Maybe<Scalars['String']['output']>;
  /** The value after; null when it has none. */
  to?: Maybe<Scalars['String']['output']>;
};

/** A field that failed its rule, with the message the web app shows. */
export type FieldError = {
  __typename?: 'FieldError';
  /** The field's name, as in CustomerInput (such as email). */
  field: Scalars['String']['output'];
  /** What is wrong, such as 'Please insert valid email'. */
  message: Scalars['String']['output'];
};

/** An invitation to join the team with a role; its link works once, for 7 days. */
export type Invitation = {
  __typename?: 'Invitation';
  /** The invited email: only this address may join with it. */
  email: Scalars['String']['output'];
  /** ISO 8601 */
  expiresAt: Scalars['String']['output'];
  /** The invitation's id, for revokeInvitation. */
  id: Scalars['ID']['output'];
  /** Who invited; null when that account cannot be found. */
  invitedBy?: Maybe<User>;
  /** The role the invited person joins with. */
  role: Role;
  /** The link to join (CRM_PUBLIC_URL + '/?invitation=<token>'): only in inviteMember's answer */
  url?: Maybe<Scalars['String']['output']>;
};

/** What an invitation link shows to the visitor who opened it (invitationByToken), before any account exists. */
export type InvitationPreview = {
  __typename?: 'InvitationPreview';
  /** The invited email: the sign-up form fills it in, and only this address may join with the link. */
  email: Scalars['String']['output'];
  /** When the link stops working (ISO 8601). */
  expiresAt: Scalars['String']['output'];
  /** The role the invited person joins with. */
  role: Role;
};

/** A person in the team (members, and the answers of the team mutations). */
export type Member = {
  __typename?: 'Member';
  /** false once deactivated */
  active: Scalars['Boolean']['output'];
  /** The member's email. */
  email: Scalars['String']['output'];
  /** ISO 8601 */
  joinedAt: Scalars['String']['output'];
  /** ISO 8601; null when never seen since joining */
  lastActiveAt?: Maybe<Scalars['String']['output']>;
  /** true while a DOMAINS sign-up waits for its address to be confirmed or an admin to approve it */
  pending: Scalars['Boolean']['output'];
  /** What the member may do. */
  role: Role;
  /** The member's account id. */
  uid: Scalars['ID']['output'];
};

/**
 * Everything that changes data, signs in or out, or manages the team. Each field says who may call it; a refused role
 * gets FORBIDDEN and changes nothing, bad input gets BAD_USER_INPUT with `extensions.fields`.
 */
export type Mutation = {
  __typename?: 'Mutation';
  /** Adds an activity to a customer, by the caller. MEMBER and above; NOT_FOUND for an unknown customer. */
  addActivity: Activity;
  /** Lets a member who signed up under DOMAINS without a confirmed address in. OWNER or ADMIN. */
  approveMember: Member;
  /**
   * Archives a custom field: hidden from forms, lists and exports, its values kept on every customer. OWNER or ADMIN;
   * NOT_FOUND for an unknown field.
   */
  archiveCustomField: CustomField;
  /**
   * Makes a member the owner of every customer of the selection in one action, as removeCustomers removes: a history
   * entry and a customer.assigned webhook event per customer whose owner changes (count: how many). undoBulkChange gives
   * each its owner back. MEMBER and above; BAD_USER_INPUT naming ownerUid unless it is an active member.
   */
  assignCustomers: BulkChange;
  /**
   * Changes the viewer's password (the current one first); every other session of theirs ends. On Firebase Auth, which
   * ends them all on a password change, the browser's session cookie is renewed; an API client signs in again. Any
   * signed-in person.
   */
  changePassword: Scalars['Boolean']['output'];
  /** Marks a task done (webhook event task.completed) or open again; who may as for updateTask. */
  completeTask: Task;
  /**
   * Finishes adding the second factor with a code from the app; answers the ten recovery codes, shown only this once.
   * Any signed-in person.
   */
  confirmTotpEnrollment: Array<Scalars['String']['output']>;
  /**
   * A key for a GraphQL client, with the role MEMBER or VIEWER and an optional expiry (ISO 8601). The secret is shown
   * once. OWNER or ADMIN.
   */
  createApiKey: CreatedApiKey;
  /**
   * Adds a custom field (at most 100, archived ones included); its key is made from the label. OWNER or ADMIN (FORBIDDEN
   * otherwise); BAD_USER_INPUT naming label, type or options for a rule that fails.
   */
  createCustomField: CustomField;
  /** A single-use password reset link for a member (CRM_PUBLIC_URL + '/?reset=<token>'), for when mail is not set up. OWNER or ADMIN. */
  createPasswordResetLink: Scalars['String']['output'];
  /**
   * Adds a tag to the team's (at most 500; a name no other tag has, case and accents aside). OWNER or ADMIN (FORBIDDEN
   * otherwise); BAD_USER_INPUT naming name or color for a rule that fails.
   */
  createTag: Tag;
  /** Adds a task (webhook event task.created). MEMBER and above. */
  createTask: Task;
  /**
   * Adds a webhook; it is enabled at once and its signing secret (whsec_…) is in the answer, shown this once. At most 20
   * per team. OWNER or ADMIN; BAD_USER_INPUT for a URL that is not http(s), too long or private, no event or an unknown
   * one, a description over 500 characters, or a 21st webhook. Recorded in the audit log (webhook.created).
   */
  createWebhook: CreatedWebhook;
  /** Ends a member's access: sessions, API keys and live sockets, on every server process. Not the owner. OWNER or ADMIN. */
  deactivateMember: Member;
  /** Deletes an activity. Its author, or an ADMIN or OWNER (else FORBIDDEN). */
  deleteActivity: Scalars['Boolean']['output'];
  /**
   * Deletes a tag and takes it off every customer carrying it (a history entry each). OWNER or ADMIN; NOT_FOUND for an
   * unknown tag.
   */
  deleteTag: Scalars['Boolean']['output'];
  /** Deletes a task for good; who may as for updateTask. */
  deleteTask: Scalars['Boolean']['output'];
  /** Deletes a view, with the same rights as updating it; NOT_FOUND for an unknown view. */
  deleteView: Scalars['Boolean']['output'];
  /**
   * Deletes a webhook: nothing more is sent to it. OWNER or ADMIN; NOT_FOUND for an unknown id. Recorded in the audit
   * log (webhook.deleted).
   */
  deleteWebhook: Scalars['Boolean']['output'];
  /** Ends every session of the viewer but the current one; answers how many ended. Any signed-in person. */
  endOtherSessions: Scalars['Int']['output'];
  /** Ends one of the viewer's sessions (a device); its live sockets close at once. Any signed-in person. */
  endSession: Scalars['Boolean']['output'];
  /**
   * Erases a customer for good: the customer, its history, its import records and everything else the product holds
   * about it; only an audit entry (customer.erased, with the id) remains. Cannot be undone. OWNER or ADMIN; NOT_FOUND
   * for an unknown id.
   */
  eraseCustomer: Scalars['Boolean']['output'];
  /**
   * One batch of a spreadsheet import: at most 1000 rows, written in one transaction and reaching live lists as one
   * change set. Rows failing a rule come back in `failed` with the same messages as saveCustomer (and are not written);
   * rows may not carry an id. A row is a duplicate when a customer of any status, or an earlier row of the import, has
   * its email (case aside) or its normalised phone: SKIP leaves it, UPDATE gives that customer the row's fields (its notes
   * kept when the row has none, its status kept), RESTORE does the same to a removed customer and makes it active again
   * but leaves an active one as it is (skipped), CREATE adds the row anyway. Within one import a customer is created or
   * changed by one row only: later rows matching it, in this batch or a later one, are skipped and counted in
   * duplicatesInFile. Imported customers are active. Pass the first batch's importId to the later ones, so one undo
   * covers them all. MEMBER and above.
   */
  importCustomers: CustomerImportBatch;
  /**
   * Invites an email with a role (not OWNER). The answer's url is the single-use link (7 days), also emailed when SMTP
   * is set up. OWNER or ADMIN.
   */
  inviteMember: Invitation;
  /**
   * Marks these customers (2 to 100, each an existing customer) as not duplicates of one another: the Duplicates view and
   * customerDuplicateGroups stop offering a group made of them only. A customer that matches them later forms a new group,
   * which is offered again. MEMBER and up (a viewer gets FORBIDDEN). Answers true.
   */
  markNotDuplicates: Scalars['Boolean']['output'];
  /**
   * Marks the viewer's own notifications read: those of `ids`, or all of them with `all: true`; answers how many changed.
   * Ids of others' notifications (or none) are ignored, never refused. Neither: BAD_USER_INPUT. Every role.
   */
  markNotificationsRead: Scalars['Int']['output'];
  /**
   * Merges duplicates in one transaction: the customer `keepId` takes `fields` (its values after the merge, checked as
   * saveCustomer checks them; left out, it keeps its own) and keeps its status; each of `mergeIds` (at most 20, not
   * keepId) is removed and gets mergedInto = keepId. Every side gets a MERGED history entry (the kept one lists each
   * merged id as a change of field "mergedFrom"; each merged one names the kept as "mergedInto"), a customer.merged
   * webhook event, and live lists get the merge as one change set. NOT_FOUND when an id does not exist. With
   * fields.version (the kept customer's version the client saw) and others' writes to it since, the fields merge with
   * theirs as saveCustomer's do, CONFLICT included (and nothing is written). Restoring a merged customer makes it active
   * again and clears its mergedInto. Nothing is lost: each email, phone, address or note of any of them that the kept
   * customer's values after the merge do not carry is added to its notes as a line such as "Also: phone +44 20 7946 0999
   * (from merged customer Ana Díaz)"; when those lines would take the notes past 5000 characters the merge is refused
   * (BAD_USER_INPUT on notes) and nothing is written. MEMBER and above.
   */
  mergeCustomers: Customer;
  /** WebAuthn registration options (JSON text) for a new passkey of the viewer. Signed-in people, not API keys (FORBIDDEN). */
  passkeyRegistrationOptions: Scalars['String']['output'];
  /**
   * WebAuthn authentication options (JSON text) for signing in with a passkey: discoverable, no email needed. Open to
   * visitors; throttled per client address (auth/too-many-requests).
   */
  passkeySignInOptions: Scalars['String']['output'];
  /** Gives a deactivated member access again (they sign in anew). OWNER or ADMIN. */
  reactivateMember: Member;
  /**
   * Sends that delivery's event again now, as one more attempt. Answers at once, without waiting for the receiver, with
   * that attempt pending (pending: true, no status yet); webhookDeliveries shows its outcome under the same id once the
   * receiver answered or the deadline passed. OWNER or ADMIN; NOT_FOUND for an unknown delivery.
   */
  redeliverWebhook: WebhookDelivery;
  /**
   * Saves the passkey the browser created (`response`: the registration response as JSON text). Signed-in people, not
   * API keys (FORBIDDEN).
   */
  registerPasskey: Passkey;
  /**
   * Marks a customer as removed (status false). `version`: the one the client saw, as for saveCustomer. MEMBER and
   * above; NOT_FOUND for an unknown id.
   */
  removeCustomer: Customer;
  /**
   * Removes every active customer of the selection in one action: transactions of many customers each, one change set
   * per transaction to every live list, a history entry per customer. The answer's id undoes it (undoBulkChange);
   * count is how many customers it removed. At most 10,000 ids; more by filter and search. MEMBER and above.
   */
  removeCustomers: BulkChange;
  /**
   * Removes one of the viewer's passkeys: it no longer signs in. Signed-in people, not API keys (FORBIDDEN); NOT_FOUND
   * when the viewer has no passkey with this id. Recorded in the audit log (passkey.removed).
   */
  removePasskey: Scalars['Boolean']['output'];
  /** Removes the viewer's second factor, given a current code or a recovery code. Any signed-in person. */
  removeSecondFactor: Scalars['Boolean']['output'];
  /**
   * Emails a single-use password reset link (1 hour) when SMTP is configured. Always true, whether or not the email has
   * an account; throttled (auth/too-many-requests). Open to visitors.
   */
  requestPasswordReset: Scalars['Boolean']['output'];
  /**
   * Sets a new password from a reset link's token and signs in; every other session of that person ends. Open to
   * visitors; a used, expired or unknown token gives auth/invalid-action-code.
   */
  resetPassword: AuthPayload;
  /**
   * Marks a removed customer as active again (status true). `version`: the one the client saw, as for saveCustomer.
   * MEMBER and above; NOT_FOUND for an unknown id.
   */
  restoreCustomer: Customer;
  /** Restores every removed customer of the selection in one action, as removeCustomers removes. MEMBER and above. */
  restoreCustomers: BulkChange;
  /** Revokes a key at once, its open sockets included. OWNER or ADMIN; NOT_FOUND for an unknown key. */
  revokeApiKey: ApiKey;
  /** Revokes a pending invitation: its link no longer works. OWNER or ADMIN; NOT_FOUND for an unknown invitation. */
  revokeInvitation: Invitation;
  /**
   * Adds a company (no id) or changes one. MEMBER and above (FORBIDDEN otherwise); BAD_USER_INPUT naming name (missing,
   * too long, or another company's name), domain (not a domain) or another field that fails; NOT_FOUND for an unknown id.
   */
  saveCompany: Company;
  /**
   * Without id: creates a customer with status true. With id: merges into that customer and keeps its status. With the
   * version the client saw (input.version) and others' writes since, fields they changed and this input leaves as it was
   * keep their values; a field both changed, to different values, fails with CONFLICT (extensions.customer: the customer
   * as it is; extensions.conflicts: those fields). Without a version, the last write wins. MEMBER and above;
   * BAD_USER_INPUT (with each field's message) for a field failing its rule, NOT_FOUND for an unknown id.
   */
  saveCustomer: Customer;
  /**
   * Saves a new view (no id; at most 50 per person), or updates one: only the person who saved it may, or an OWNER or
   * ADMIN for a shared view (FORBIDDEN otherwise). VIEWERs keep personal views only.
   */
  saveView: SavedView;
  /**
   * Changes a member's role; the owner's role changes only through transferOwnership (FORBIDDEN otherwise), and OWNER is
   * never given as a role. OWNER or ADMIN.
   */
  setMemberRole: Member;
  /**
   * Signs in with email and password; browsers also receive the session cookie. Open to visitors; wrong credentials give
   * auth/invalid-credential, repeated failures auth/too-many-requests, a person with a second factor
   * auth/multi-factor-required (finish with verifySecondFactor).
   */
  signIn: AuthPayload;
  /**
   * Signs in with a passkey (`response`: the authentication response as JSON text); a passkey counts as both factors.
   * Open to visitors.
   */
  signInWithPasskey: AuthPayload;
  /** Ends the current session on the server. Any signed-in role. */
  signOut: Scalars['Boolean']['output'];
  /**
   * Creates an account and signs it in, as the team's sign-up policy allows (auth/operation-not-allowed otherwise): the
   * first account of a store becomes its OWNER. `invitation` (the token of an invitation link) lets the invited email
   * join with the invited role whatever the policy. Under DOMAINS, a password sign-up waits until the address is
   * confirmed by the emailed link, or an admin approves it (auth/unverified-email). Open to visitors.
   */
  signUp: AuthPayload;
  /**
   * Starts adding a TOTP second factor: the secret and its otpauth:// URL (for a QR code). Confirm with a code from the app.
   * Any signed-in person.
   */
  startTotpEnrollment: TotpEnrollment;
  /**
   * Adds tags to and takes tags off every customer of the selection in one action, as removeCustomers removes: a history
   * entry and a customer.updated webhook event per customer whose tags change (count: how many). undoBulkChange puts
   * each customer's tags back. MEMBER and above; BAD_USER_INPUT naming add or remove for a tag that does not exist, both
   * empty, or a tag in both.
   */
  tagCustomers: BulkChange;
  /** Makes an active member the owner; the owner becomes an ADMIN. OWNER only. */
  transferOwnership: Member;
  /**
   * Undoes a removeCustomers, restoreCustomers, assignCustomers or tagCustomers: each customer gets its status (or owner, or tags) back, except customers written by anyone
   * since, which are left as they are and listed. Neither the change nor its undo counts on the dashboard any more. MEMBER and
   * above; NOT_FOUND for an unknown change.
   */
  undoBulkChange: BulkChangeUndo;
  /**
   * Undoes an import: customers it created are deleted (they leave no row under Deleted customers, so the same file
   * imports again), customers it updated get their earlier fields back (and their status: a restored one is removed
   * again), except those someone changed since the import left them, which stay as they are and are listed. Neither
   * the import nor its undo counts on the dashboard any more. Once only. MEMBER and above; NOT_FOUND for an unknown import.
   */
  undoCustomerImport: CustomerImportUndo;
  /** Changes an activity's text. Its author, or an ADMIN or OWNER (else FORBIDDEN). */
  updateActivity: Activity;
  /**
   * Renames a custom field or changes its options or whether it is required; its key and type stay (BAD_USER_INPUT naming
   * type for another type). OWNER or ADMIN; NOT_FOUND for an unknown field.
   */
  updateCustomField: CustomField;
  /**
   * Sets the viewer's own language and region (docs/product.md#languages-and-regions); an argument left out stays as it
   * is, and null clears it, so the team's default applies again. Answers the viewer as `me` does. Any signed-in person
   * (not an API key); BAD_USER_INPUT naming the field for an unknown locale or region, and then nothing changes.
   */
  updateMyPreferences: User;
  /**
   * Renames or recolours a tag; what is left out stays. OWNER or ADMIN; NOT_FOUND for an unknown tag, BAD_USER_INPUT as
   * for createTag.
   */
  updateTag: Tag;
  /** Changes a task: MEMBER and above on tasks they made or hold, OWNER and ADMIN on any. */
  updateTask: Task;
  /**
   * Changes the sign-up policy and the team's settings; fields left out stay as they are. OWNER or ADMIN; BAD_USER_INPUT
   * for a domain that is not one, DOMAINS without a domain, or a retention outside 1 to 3650 days.
   */
  updateTeamSettings: TeamSettings;
  /**
   * Changes a webhook; arguments left out stay as they are. Enabling a disabled webhook sends the events that waited.
   * OWNER or ADMIN; BAD_USER_INPUT as for createWebhook, NOT_FOUND for an unknown id. Recorded in the audit log
   * (webhook.updated, with each changed setting's old and new value; never the secret).
   */
  updateWebhook: Webhook;
  /**
   * Completes a sign-in that answered auth/multi-factor-required: `challenge` is that error's extensions.challenge (single
   * use, 5 minutes), `code` a TOTP code or one of the recovery codes (each works once). Open to visitors.
   */
  verifySecondFactor: AuthPayload;
};


/**
 * Everything that changes data, signs in or out, or manages the team. Each field says who may call it; a refused role
 * gets FORBIDDEN and changes nothing, bad input gets BAD_USER_INPUT with `extensions.fields`.
 */
export type MutationAddActivityArgs = {
  input: ActivityInput;
};


/**
 * Everything that changes data, signs in or out, or manages the team. Each field says who may call it; a refused role
 * gets FORBIDDEN and changes nothing, bad input gets BAD_USER_INPUT with `extensions.fields`.
 */
export type MutationApproveMemberArgs = {
  uid: Scalars['ID']['input'];
};


/**
 * Everything that changes data, signs in or out, or manages the team. Each field says who may call it; a refused role
 * gets FORBIDDEN and changes nothing, bad input gets BAD_USER_INPUT with `extensions.fields`.
 */
export type MutationArchiveCustomFieldArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Everything that changes data, signs in or out, or manages the team. Each field says who may call it; a refused role
 * gets FORBIDDEN and changes nothing, bad input gets BAD_USER_INPUT with `extensions.fields`.
 */
export type MutationAssignCustomersArgs = {
  ownerUid: Scalars['ID']['input'];
  selection: CustomerSelection;
};


/**
 * Everything that changes data, signs in or out, or manages the team. Each field says who may call it; a refused role
 * gets FORBIDDEN and changes nothing, bad input gets BAD_USER_INPUT with `extensions.fields`.
 */
export type MutationChangePasswordArgs = {
  currentPassword: Scalars['String']['input'];
  password: Scalars['String']['input'];
  repeatPassword: Scalars['String']['input'];
};


/**
 * Everything that changes data, signs in or out, or manages the team. Each field says who may call it; a refused role
 * gets FORBIDDEN and changes nothing, bad input gets BAD_USER_INPUT with `extensions.fields`.
 */
export type MutationCompleteTaskArgs = {
  done?: InputMaybe<Scalars['Boolean']['input']>;
  id: Scalars['ID']['input'];
};


/**
 * Everything that changes data, signs in or out, or manages the team. Each field says who may call it; a refused role
 * gets FORBIDDEN and changes nothing, bad input gets BAD_USER_INPUT with `extensions.fields`.
 */
export type MutationConfirmTotpEnrollmentArgs = {
  code: Scalars['String']['input'];
};


/**
 * Everything that changes data, signs in or out, or manages the team. Each field says who may call it; a refused role
 * gets FORBIDDEN and changes nothing, bad input gets BAD_USER_INPUT with `extensions.fields`.
 */
export type MutationCreateApiKeyArgs = {
  expiresAt?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  role: Role;
};


/**
 * Everything that changes data, signs in or out, or manages the team. Each field says who may call it; a refused role
 * gets FORBIDDEN and changes nothing, bad input gets BAD_USER_INPUT with `extensions.fields`.
 */
export type MutationCreateCustomFieldArgs = {
  input: CustomFieldInput;
};


/**
 * Everything that changes data, signs in or out, or manages the team. Each field says who may call it; a refused role
 * gets FORBIDDEN and changes nothing, bad input gets BAD_USER_INPUT with `extensions.fields`.
 */
export type MutationCreatePasswordResetLinkArgs = {
  uid: Scalars['ID']['input'];
};


/**
 * Everything that changes data, signs in or out, or manages the team. Each field says who may call it; a refused role
 * gets FORBIDDEN and changes nothing, bad input gets BAD_USER_INPUT with `extensions.fields`.
 */
export type MutationCreateTagArgs = {
  color?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
};


/**
 * Everything that changes data, signs in or out, or manages the team. Each field says who may call it; a refused role
 * gets FORBIDDEN and changes nothing, bad input gets BAD_USER_INPUT with `extensions.fields`.
 */
export type MutationCreateTaskArgs = {
  input: TaskInput;
};


/**
 * Everything that changes data, signs in or out, or manages the team. Each field says who may call it; a refused role
 * gets FORBIDDEN and changes nothing, bad input gets BAD_USER_INPUT with `extensions.fields`.
 */
export type MutationCreateWebhookArgs = {
  description?: InputMaybe<Scalars['String']['input']>;
  events: Array<Scalars['String']['input']>;
  url: Scalars['String']['input'];
};


/**
 * Everything that changes data, signs in or out, or manages the team. Each field says who may call it; a refused role
 * gets FORBIDDEN and changes nothing, bad input gets BAD_USER_INPUT with `extensions.fields`.
 */
export type MutationDeactivateMemberArgs = {
  uid: Scalars['ID']['input'];
};


/**
 * Everything that changes data, signs in or out, or manages the team. Each field says who may call it; a refused role
 * gets FORBIDDEN and changes nothing, bad input gets BAD_USER_INPUT with `extensions.fields`.
 */
export type MutationDeleteActivityArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Everything that changes data, signs in or out, or manages the team. Each field says who may call it; a refused role
 * gets FORBIDDEN and changes nothing, bad input gets BAD_USER_INPUT with `extensions.fields`.
 */
export type MutationDeleteTagArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Everything that changes data, signs in or out, or manages the team. Each field says who may call it; a refused role
 * gets FORBIDDEN and changes nothing, bad input gets BAD_USER_INPUT with `extensions.fields`.
 */
export type MutationDeleteTaskArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Everything that changes data, signs in or out, or manages the team. Each field says who may call it; a refused role
 * gets FORBIDDEN and changes nothing, bad input gets BAD_USER_INPUT with `extensions.fields`.
 */
export type MutationDeleteViewArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Everything that changes data, signs in or out, or manages the team. Each field says who may call it; a refused role
 * gets FORBIDDEN and changes nothing, bad input gets BAD_USER_INPUT with `extensions.fields`.
 */
export type MutationDeleteWebhookArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Everything that changes data, signs in or out, or manages the team. Each field says who may call it; a refused role
 * gets FORBIDDEN and changes nothing, bad input gets BAD_USER_INPUT with `extensions.fields`.
 */
export type MutationEndSessionArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Everything that changes data, signs in or out, or manages the team. Each field says who may call it; a refused role
 * gets FORBIDDEN and changes nothing, bad input gets BAD_USER_INPUT with `extensions.fields`.
 */
export type MutationEraseCustomerArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Everything that changes data, signs in or out, or manages the team. Each field says who may call it; a refused role
 * gets FORBIDDEN and changes nothing, bad input gets BAD_USER_INPUT with `extensions.fields`.
 */
export type MutationImportCustomersArgs = {
  importId?: InputMaybe<Scalars['ID']['input']>;
  onDuplicate?: InputMaybe<DuplicateAction>;
  rows: Array<CustomerInput>;
};


/**
 * Everything that changes data, signs in or out, or manages the team. Each field says who may call it; a refused role
 * gets FORBIDDEN and changes nothing, bad input gets BAD_USER_INPUT with `extensions.fields`.
 */
export type MutationInviteMemberArgs = {
  email: Scalars['String']['input'];
  role: Role;
};


/**
 * Everything that changes data, signs in or out, or manages the team. Each field says who may call it; a refused role
 * gets FORBIDDEN and changes nothing, bad input gets BAD_USER_INPUT with `extensions.fields`.
 */
export type MutationMarkNotDuplicatesArgs = {
  customerIds: Array<Scalars['ID']['input']>;
};


/**
 * Everything that changes data, signs in or out, or manages the team. Each field says who may call it; a refused role
 * gets FORBIDDEN and changes nothing, bad input gets BAD_USER_INPUT with `extensions.fields`.
 */
export type MutationMarkNotificationsReadArgs = {
  all?: InputMaybe<Scalars['Boolean']['input']>;
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
};


/**
 * Everything that changes data, signs in or out, or manages the team. Each field says who may call it; a refused role
 * gets FORBIDDEN and changes nothing, bad input gets BAD_USER_INPUT with `extensions.fields`.
 */
export type MutationMergeCustomersArgs = {
  fields?: InputMaybe<CustomerInput>;
  keepId: Scalars['ID']['input'];
  mergeIds: Array<Scalars['ID']['input']>;
};


/**
 * Everything that changes data, signs in or out, or manages the team. Each field says who may call it; a refused role
 * gets FORBIDDEN and changes nothing, bad input gets BAD_USER_INPUT with `extensions.fields`.
 */
export type MutationReactivateMemberArgs = {
  uid: Scalars['ID']['input'];
};


/**
 * Everything that changes data, signs in or out, or manages the team. Each field says who may call it; a refused role
 * gets FORBIDDEN and changes nothing, bad input gets BAD_USER_INPUT with `extensions.fields`.
 */
export type MutationRedeliverWebhookArgs = {
  deliveryId: Scalars['ID']['input'];
};


/**
 * Everything that changes data, signs in or out, or manages the team. Each field says who may call it; a refused role
 * gets FORBIDDEN and changes nothing, bad input gets BAD_USER_INPUT with `extensions.fields`.
 */
export type MutationRegisterPasskeyArgs = {
  name: Scalars['String']['input'];
  response: Scalars['String']['input'];
};


/**
 * Everything that changes data, signs in or out, or manages the team. Each field says who may call it; a refused role
 * gets FORBIDDEN and changes nothing, bad input gets BAD_USER_INPUT with `extensions.fields`.
 */
export type MutationRemoveCustomerArgs = {
  id: Scalars['ID']['input'];
  version?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * Everything that changes data, signs in or out, or manages the team. Each field says who may call it; a refused role
 * gets FORBIDDEN and changes nothing, bad input gets BAD_USER_INPUT with `extensions.fields`.
 */
export type MutationRemoveCustomersArgs = {
  selection: CustomerSelection;
};


/**
 * Everything that changes data, signs in or out, or manages the team. Each field says who may call it; a refused role
 * gets FORBIDDEN and changes nothing, bad input gets BAD_USER_INPUT with `extensions.fields`.
 */
export type MutationRemovePasskeyArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Everything that changes data, signs in or out, or manages the team. Each field says who may call it; a refused role
 * gets FORBIDDEN and changes nothing, bad input gets BAD_USER_INPUT with `extensions.fields`.
 */
export type MutationRemoveSecondFactorArgs = {
  code: Scalars['String']['input'];
};


/**
 * Everything that changes data, signs in or out, or manages the team. Each field says who may call it; a refused role
 * gets FORBIDDEN and changes nothing, bad input gets BAD_USER_INPUT with `extensions.fields`.
 */
export type MutationRequestPasswordResetArgs = {
  email: Scalars['String']['input'];
};


/**
 * Everything that changes data, signs in or out, or manages the team. Each field says who may call it; a refused role
 * gets FORBIDDEN and changes nothing, bad input gets BAD_USER_INPUT with `extensions.fields`.
 */
export type MutationResetPasswordArgs = {
  password: Scalars['String']['input'];
  repeatPassword: Scalars['String']['input'];
  token: Scalars['String']['input'];
};


/**
 * Everything that changes data, signs in or out, or manages the team. Each field says who may call it; a refused role
 * gets FORBIDDEN and changes nothing, bad input gets BAD_USER_INPUT with `extensions.fields`.
 */
export type MutationRestoreCustomerArgs = {
  id: Scalars['ID']['input'];
  version?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * Everything that changes data, signs in or out, or manages the team. Each field says who may call it; a refused role
 * gets FORBIDDEN and changes nothing, bad input gets BAD_USER_INPUT with `extensions.fields`.
 */
export type MutationRestoreCustomersArgs = {
  selection: CustomerSelection;
};


/**
 * Everything that changes data, signs in or out, or manages the team. Each field says who may call it; a refused role
 * gets FORBIDDEN and changes nothing, bad input gets BAD_USER_INPUT with `extensions.fields`.
 */
export type MutationRevokeApiKeyArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Everything that changes data, signs in or out, or manages the team. Each field says who may call it; a refused role
 * gets FORBIDDEN and changes nothing, bad input gets BAD_USER_INPUT with `extensions.fields`.
 */
export type MutationRevokeInvitationArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Everything that changes data, signs in or out, or manages the team. Each field says who may call it; a refused role
 * gets FORBIDDEN and changes nothing, bad input gets BAD_USER_INPUT with `extensions.fields`.
 */
export type MutationSaveCompanyArgs = {
  input: CompanyInput;
};


/**
 * Everything that changes data, signs in or out, or manages the team. Each field says who may call it; a refused role
 * gets FORBIDDEN and changes nothing, bad input gets BAD_USER_INPUT with `extensions.fields`.
 */
export type MutationSaveCustomerArgs = {
  input: CustomerInput;
};


/**
 * Everything that changes data, signs in or out, or manages the team. Each field says who may call it; a refused role
 * gets FORBIDDEN and changes nothing, bad input gets BAD_USER_INPUT with `extensions.fields`.
 */
export type MutationSaveViewArgs = {
  input: SavedViewInput;
};


/**
 * Everything that changes data, signs in or out, or manages the team. Each field says who may call it; a refused role
 * gets FORBIDDEN and changes nothing, bad input gets BAD_USER_INPUT with `extensions.fields`.
 */
export type MutationSetMemberRoleArgs = {
  role: Role;
  uid: Scalars['ID']['input'];
};


/**
 * Everything that changes data, signs in or out, or manages the team. Each field says who may call it; a refused role
 * gets FORBIDDEN and changes nothing, bad input gets BAD_USER_INPUT with `extensions.fields`.
 */
export type MutationSignInArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


/**
 * Everything that changes data, signs in or out, or manages the team. Each field says who may call it; a refused role
 * gets FORBIDDEN and changes nothing, bad input gets BAD_USER_INPUT with `extensions.fields`.
 */
export type MutationSignInWithPasskeyArgs = {
  response: Scalars['String']['input'];
};


/**
 * Everything that changes data, signs in or out, or manages the team. Each field says who may call it; a refused role
 * gets FORBIDDEN and changes nothing, bad input gets BAD_USER_INPUT with `extensions.fields`.
 */
export type MutationSignUpArgs = {
  email: Scalars['String']['input'];
  invitation?: InputMaybe<Scalars['String']['input']>;
  password: Scalars['String']['input'];
  repeatPassword: Scalars['String']['input'];
};


/**
 * Everything that changes data, signs in or out, or manages the team. Each field says who may call it; a refused role
 * gets FORBIDDEN and changes nothing, bad input gets BAD_USER_INPUT with `extensions.fields`.
 */
export type MutationTagCustomersArgs = {
  add?: InputMaybe<Array<Scalars['ID']['input']>>;
  remove?: InputMaybe<Array<Scalars['ID']['input']>>;
  selection: CustomerSelection;
};


/**
 * Everything that changes data, signs in or out, or manages the team. Each field says who may call it; a refused role
 * gets FORBIDDEN and changes nothing, bad input gets BAD_USER_INPUT with `extensions.fields`.
 */
export type MutationTransferOwnershipArgs = {
  uid: Scalars['ID']['input'];
};


/**
 * Everything that changes data, signs in or out, or manages the team. Each field says who may call it; a refused role
 * gets FORBIDDEN and changes nothing, bad input gets BAD_USER_INPUT with `extensions.fields`.
 */
export type MutationUndoBulkChangeArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Everything that changes data, signs in or out, or manages the team. Each field says who may call it; a refused role
 * gets FORBIDDEN and changes nothing, bad input gets BAD_USER_INPUT with `extensions.fields`.
 */
export type MutationUndoCustomerImportArgs = {
  importId: Scalars['ID']['input'];
};


/**
 * Everything that changes data, signs in or out, or manages the team. Each field says who may call it; a refused role
 * gets FORBIDDEN and changes nothing, bad input gets BAD_USER_INPUT with `extensions.fields`.
 */
export type MutationUpdateActivityArgs = {
  body: Scalars['String']['input'];
  id: Scalars['ID']['input'];
};


/**
 * Everything that changes data, signs in or out, or manages the team. Each field says who may call it; a refused role
 * gets FORBIDDEN and changes nothing, bad input gets BAD_USER_INPUT with `extensions.fields`.
 */
export type MutationUpdateCustomFieldArgs = {
  id: Scalars['ID']['input'];
  input: CustomFieldInput;
};


/**
 * Everything that changes data, signs in or out, or manages the team. Each field says who may call it; a refused role
 * gets FORBIDDEN and changes nothing, bad input gets BAD_USER_INPUT with `extensions.fields`.
 */
export type MutationUpdateMyPreferencesArgs = {
  locale?: InputMaybe<Scalars['String']['input']>;
  region?: InputMaybe<Scalars['String']['input']>;
};


/**
 * Everything that changes data, signs in or out, or manages the team. Each field says who may call it; a refused role
 * gets FORBIDDEN and changes nothing, bad input gets BAD_USER_INPUT with `extensions.fields`.
 */
export type MutationUpdateTagArgs = {
  color?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  name?: InputMaybe<Scalars['String']['input']>;
};


/**
 * Everything that changes data, signs in or out, or manages the team. Each field says who may call it; a refused role
 * gets FORBIDDEN and changes nothing, bad input gets BAD_USER_INPUT with `extensions.fields`.
 */
export type MutationUpdateTaskArgs = {
  id: Scalars['ID']['input'];
  input: TaskInput;
};


/**
 * Everything that changes data, signs in or out, or manages the team. Each field says who may call it; a refused role
 * gets FORBIDDEN and changes nothing, bad input gets BAD_USER_INPUT with `extensions.fields`.
 */
export type MutationUpdateTeamSettingsArgs = {
  defaultLocale?: InputMaybe<Scalars['String']['input']>;
  defaultRegion?: InputMaybe<Scalars['String']['input']>;
  removedRetentionDays?: InputMaybe<Scalars['Int']['input']>;
  requireSecondFactor?: InputMaybe<Scalars['Boolean']['input']>;
  signUpDomains?: InputMaybe<Array<Scalars['String']['input']>>;
  signUpPolicy?: InputMaybe<SignUpPolicy>;
  timeZone?: InputMaybe<Scalars['String']['input']>;
};


/**
 * Everything that changes data, signs in or out, or manages the team. Each field says who may call it; a refused role
 * gets FORBIDDEN and changes nothing, bad input gets BAD_USER_INPUT with `extensions.fields`.
 */
export type MutationUpdateWebhookArgs = {
  description?: InputMaybe<Scalars['String']['input']>;
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
  events?: InputMaybe<Array<Scalars['String']['input']>>;
  id: Scalars['ID']['input'];
  url?: InputMaybe<Scalars['String']['input']>;
};


/**
 * Everything that changes data, signs in or out, or manages the team. Each field says who may call it; a refused role
 * gets FORBIDDEN and changes nothing, bad input gets BAD_USER_INPUT with `extensions.fields`.
 */
export type MutationVerifySecondFactorArgs = {
  challenge: Scalars['String']['input'];
  code: Scalars['String']['input'];
};

/** Something someone else did that concerns the viewer. Only its member sees it. */
export type Notification = {
  __typename?: 'Notification';
  /** The activity that mentioned the member (MENTIONED); null for other kinds, or once the activity was deleted. */
  activity?: Maybe<Activity>;
  /** When it was made, ISO 8601. */
  at: Scalars['String']['output'];
  /** Who caused it; null for the clock (TASK_DUE) or a member no longer known. */
  by?: Maybe<Member>;
  /** The customer it concerns; null when none, or when the customer was erased. */
  customer?: Maybe<Customer>;
  /** The notification's id. */
  id: Scalars['ID']['output'];
  /** What it tells of. */
  kind: NotificationKind;
  /** true once the member marked it read. */
  read: Scalars['Boolean']['output'];
  /** The task given to the member or fallen due (TASK_ASSIGNED, TASK_DUE); null for other kinds, or once it was deleted. */
  task?: Maybe<Task>;
};

/** What a notification tells of. */
export type NotificationKind =
  /** Someone else made the member a customer's owner. */
  | 'CUSTOMER_ASSIGNED'
  /** Someone mentioned the member in an activity. */
  | 'MENTIONED'
  /** Someone else gave the member a task. */
  | 'TASK_ASSIGNED'
  /** A task of the member's is due. */
  | 'TASK_DUE';

/** A page of the viewer's own notifications: unread first, newest first within. */
export type NotificationPage = {
  __typename?: 'NotificationPage';
  /** The notifications of this page. */
  nodes: Array<Notification>;
  /** Where the next page starts. */
  pageInfo: PageInfo;
  /** How many of the viewer's notifications are unread, on every page. */
  unread: Scalars['Int']['output'];
};

/** Where a page ends, for asking for the next one. */
export type PageInfo = {
  __typename?: 'PageInfo';
  /** Opaque: pass it as `after` for the next page; null on an empty page */
  endCursor?: Maybe<Scalars['String']['output']>;
  /** true when there is a page after this one. */
  hasNextPage: Scalars['Boolean']['output'];
};

/** A passkey of the viewer: signs in without a password, and counts as both factors. */
export type Passkey = {
  __typename?: 'Passkey';
  /** ISO 8601 */
  createdAt: Scalars['String']['output'];
  /** The passkey's id, for removePasskey. */
  id: Scalars['ID']['output'];
  /** When it last signed in (ISO 8601); null: never. */
  lastUsedAt?: Maybe<Scalars['String']['output']>;
  /** The name given when it was added (such as the device). */
  name: Scalars['String']['output'];
};

/**
 * Staff CRM public API. Every field except `me`, `invitationByToken`, `signIn` and `signUp` requires a signed-in user,
 * and each needs a role that may use it (FORBIDDEN otherwise): VIEWER reads customers, their history, presence and
 * contacts; MEMBER also writes, imports and exports; ADMIN also manages the team (members, invitations, sign-up policy,
 * API keys, audit log); OWNER also hands ownership on.
 */
export type Query = {
  __typename?: 'Query';
  /** API keys, revoked ones included, newest first. OWNER or ADMIN. */
  apiKeys: Array<ApiKey>;
  /** What was done to the team and its data, newest first (first <= 500). OWNER or ADMIN. */
  auditLog: AuditPage;
  /**
   * The team's companies in name order, a page at a time (pass pageInfo.endCursor as `after`). VIEWER and above;
   * BAD_USER_INPUT for `first` out of range (0 to 200).
   */
  companies: CompanyPage;
  /** One company; null when there is none with this id. VIEWER and above. */
  company?: Maybe<Company>;
  /**
   * The activities, tasks and history of every customer working at a company, in one list, newest first, `first` entries
   * (1 to 1000) after the cursor `after`; each entry names its customer. VIEWER and above; NOT_FOUND for an unknown
   * company.
   */
  companyTimeline: TimelinePage;
  /** The team's custom fields in the order they were added (at most 100). VIEWER and above. */
  customFields: Array<CustomField>;
  /** One customer, or null when no customer has this id. VIEWER and above. */
  customer?: Maybe<Customer>;
  /**
   * Active customers that look like the same person, in groups: customers sharing an email (case aside) or a normalised
   * phone, directly or through another of the group; groups in name order of their first customer, at most `first`
   * (<= 1000). A group whose customers were all marked together as not duplicates (markNotDuplicates) is left out; once
   * another customer joins it, it is listed again. Beyond the contract: the web app's Duplicates view. VIEWER and above.
   */
  customerDuplicateGroups: Array<CustomerDuplicateGroup>;
  /**
   * Customers of any status that a contact would duplicate: the same email, case aside, or the same phone once both are
   * normalised (CRM_DEFAULT_REGION). One entry per contact and customer matched, in the order of `contacts` (at most 1000).
   * VIEWER and above.
   */
  customerDuplicates: Array<CustomerDuplicate>;
  /** The latest 50 spreadsheet imports, newest first. MEMBER and above (the roles that import). */
  customerImports: Array<CustomerImport>;
  /**
   * One page of customers in `orderBy`'s order (name order without it: last name, then first name), for clients of big
   * lists: pass the previous page's pageInfo.endCursor as `after` for the next one, with the same order. `first` is at
   * most 1000; `search` is the same rule as in `customers`. VIEWER and above; BAD_USER_INPUT for `first` out of range.
   */
  customerPage: CustomerPage;
  /** How many customers are active and removed, added this week, and added and removed per week over the last year. Every role. */
  customerStats: CustomerStats;
  /**
   * A customer's activities and history in one list, newest first, `first` entries (1 to 1000) after the cursor `after`.
   * VIEWER and above; NOT_FOUND for an unknown customer.
   */
  customerTimeline: TimelinePage;
  /**
   * Customers matching the status filter and, when given, the case-insensitive search text, in `orderBy`'s order (name
   * order without it). VIEWER and above.
   */
  customers: Array<Customer>;
  /**
   * What an invitation link's page shows before its visitor signs up: the invited email and role. Null for a token that
   * lets nobody join (unknown, used, revoked or expired alike). Open to visitors; counted with sign-in attempts, so too
   * many lookups from one address answer auth/too-many-requests.
   */
  invitationByToken?: Maybe<InvitationPreview>;
  /** Invitations not yet used, revoked or expired, newest first. OWNER or ADMIN. */
  invitations: Array<Invitation>;
  /** The signed-in user, or null for a visitor. Open to visitors. */
  me?: Maybe<User>;
  /** Everyone in the team, by email. OWNER or ADMIN. */
  members: Array<Member>;
  /** Where the viewer is signed in: one entry per session (device), the current one marked. Signed-in people only. */
  mySessions: Array<SessionInfo>;
  /** The viewer's own notifications, unread first and newest first within, with the unread count. Every role. */
  notifications: NotificationPage;
  /** The viewer's passkeys, newest first; empty for an API key. Any signed-in role. */
  passkeys: Array<Passkey>;
  /** The latest changes to any customer, newest first, from their history (first <= 100). Every role. */
  recentChanges: Array<CustomerChangeEntry>;
  /** The viewer's own views and the team's shared ones, by name. VIEWER and above. */
  savedViews: Array<SavedView>;
  /**
   * The top bar's search: customers (name, email, phone), contacts (name, email) and the caller's own open tasks
   * (title), accents and case aside; at most `first` of each kind, customers first, then contacts, then tasks. Blank text
   * finds nothing; text over 200 characters is BAD_USER_INPUT. Every role.
   */
  search: Array<SearchHit>;
  /**
   * Whether the viewer has a second factor (TOTP), how many recovery codes are left, and whether the team requires one.
   * Any signed-in role.
   */
  secondFactor: SecondFactorStatus;
  /** The team's tags, by name (at most 500). VIEWER and above. */
  tags: Array<Tag>;
  /** Tasks by due date, undated last. VIEWER and above (viewers read only). */
  tasks: TaskPage;
  /**
   * The team's language, phone country and time zone: what applies to everyone who chose none of their own. Anyone
   * signed in.
   */
  teamDefaults: TeamDefaults;
  /** How people may join, and the team's other settings. OWNER or ADMIN. */
  teamSettings: TeamSettings;
  /**
   * The team's people who have joined, deactivated ones included, by email: whom an owner, assignee or mention may
   * name. Every signed-in role (VIEWER and above); it tells no more than who they are and whether they are active.
   */
  teammates: Array<Teammate>;
  /** Newest first; first <= 200. OWNER or ADMIN; NOT_FOUND for an unknown webhook. */
  webhookDeliveries: WebhookDeliveryPage;
  /** The team's webhooks (at most 20), never their secrets. OWNER or ADMIN. */
  webhooks: Array<Webhook>;
  /** Workers (read-only contacts) whose name or email contains the search text. VIEWER and above. */
  workers: Array<Worker>;
};


/**
 * Staff CRM public API. Every field except `me`, `invitationByToken`, `signIn` and `signUp` requires a signed-in user,
 * and each needs a role that may use it (FORBIDDEN otherwise): VIEWER reads customers, their history, presence and
 * contacts; MEMBER also writes, imports and exports; ADMIN also manages the team (members, invitations, sign-up policy,
 * API keys, audit log); OWNER also hands ownership on.
 */
export type QueryAuditLogArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * Staff CRM public API. Every field except `me`, `invitationByToken`, `signIn` and `signUp` requires a signed-in user,
 * and each needs a role that may use it (FORBIDDEN otherwise): VIEWER reads customers, their history, presence and
 * contacts; MEMBER also writes, imports and exports; ADMIN also manages the team (members, invitations, sign-up policy,
 * API keys, audit log); OWNER also hands ownership on.
 */
export type QueryCompaniesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


/**
 * Staff CRM public API. Every field except `me`, `invitationByToken`, `signIn` and `signUp` requires a signed-in user,
 * and each needs a role that may use it (FORBIDDEN otherwise): VIEWER reads customers, their history, presence and
 * contacts; MEMBER also writes, imports and exports; ADMIN also manages the team (members, invitations, sign-up policy,
 * API keys, audit log); OWNER also hands ownership on.
 */
export type QueryCompanyArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Staff CRM public API. Every field except `me`, `invitationByToken`, `signIn` and `signUp` requires a signed-in user,
 * and each needs a role that may use it (FORBIDDEN otherwise): VIEWER reads customers, their history, presence and
 * contacts; MEMBER also writes, imports and exports; ADMIN also manages the team (members, invitations, sign-up policy,
 * API keys, audit log); OWNER also hands ownership on.
 */
export type QueryCompanyTimelineArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  companyId: Scalars['ID']['input'];
  first?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * Staff CRM public API. Every field except `me`, `invitationByToken`, `signIn` and `signUp` requires a signed-in user,
 * and each needs a role that may use it (FORBIDDEN otherwise): VIEWER reads customers, their history, presence and
 * contacts; MEMBER also writes, imports and exports; ADMIN also manages the team (members, invitations, sign-up policy,
 * API keys, audit log); OWNER also hands ownership on.
 */
export type QueryCustomFieldsArgs = {
  includeArchived?: InputMaybe<Scalars['Boolean']['input']>;
};


/**
 * Staff CRM public API. Every field except `me`, `invitationByToken`, `signIn` and `signUp` requires a signed-in user,
 * and each needs a role that may use it (FORBIDDEN otherwise): VIEWER reads customers, their history, presence and
 * contacts; MEMBER also writes, imports and exports; ADMIN also manages the team (members, invitations, sign-up policy,
 * API keys, audit log); OWNER also hands ownership on.
 */
export type QueryCustomerArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Staff CRM public API. Every field except `me`, `invitationByToken`, `signIn` and `signUp` requires a signed-in user,
 * and each needs a role that may use it (FORBIDDEN otherwise): VIEWER reads customers, their history, presence and
 * contacts; MEMBER also writes, imports and exports; ADMIN also manages the team (members, invitations, sign-up policy,
 * API keys, audit log); OWNER also hands ownership on.
 */
export type QueryCustomerDuplicateGroupsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * Staff CRM public API. Every field except `me`, `invitationByToken`, `signIn` and `signUp` requires a signed-in user,
 * and each needs a role that may use it (FORBIDDEN otherwise): VIEWER reads customers, their history, presence and
 * contacts; MEMBER also writes, imports and exports; ADMIN also manages the team (members, invitations, sign-up policy,
 * API keys, audit log); OWNER also hands ownership on.
 */
export type QueryCustomerDuplicatesArgs = {
  contacts: Array<CustomerContactInput>;
};


/**
 * Staff CRM public API. Every field except `me`, `invitationByToken`, `signIn` and `signUp` requires a signed-in user,
 * and each needs a role that may use it (FORBIDDEN otherwise): VIEWER reads customers, their history, presence and
 * contacts; MEMBER also writes, imports and exports; ADMIN also manages the team (members, invitations, sign-up policy,
 * API keys, audit log); OWNER also hands ownership on.
 */
export type QueryCustomerPageArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  companyId?: InputMaybe<Scalars['ID']['input']>;
  fieldFilters?: InputMaybe<Array<CustomFieldFilterInput>>;
  filter?: InputMaybe<CustomerFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<CustomerOrder>;
  owner?: InputMaybe<Scalars['ID']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  tagIds?: InputMaybe<Array<Scalars['ID']['input']>>;
};


/**
 * Staff CRM public API. Every field except `me`, `invitationByToken`, `signIn` and `signUp` requires a signed-in user,
 * and each needs a role that may use it (FORBIDDEN otherwise): VIEWER reads customers, their history, presence and
 * contacts; MEMBER also writes, imports and exports; ADMIN also manages the team (members, invitations, sign-up policy,
 * API keys, audit log); OWNER also hands ownership on.
 */
export type QueryCustomerTimelineArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  customerId: Scalars['ID']['input'];
  first?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * Staff CRM public API. Every field except `me`, `invitationByToken`, `signIn` and `signUp` requires a signed-in user,
 * and each needs a role that may use it (FORBIDDEN otherwise): VIEWER reads customers, their history, presence and
 * contacts; MEMBER also writes, imports and exports; ADMIN also manages the team (members, invitations, sign-up policy,
 * API keys, audit log); OWNER also hands ownership on.
 */
export type QueryCustomersArgs = {
  companyId?: InputMaybe<Scalars['ID']['input']>;
  fieldFilters?: InputMaybe<Array<CustomFieldFilterInput>>;
  filter?: InputMaybe<CustomerFilter>;
  orderBy?: InputMaybe<CustomerOrder>;
  owner?: InputMaybe<Scalars['ID']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  tagIds?: InputMaybe<Array<Scalars['ID']['input']>>;
};


/**
 * Staff CRM public API. Every field except `me`, `invitationByToken`, `signIn` and `signUp` requires a signed-in user,
 * and each needs a role that may use it (FORBIDDEN otherwise): VIEWER reads customers, their history, presence and
 * contacts; MEMBER also writes, imports and exports; ADMIN also manages the team (members, invitations, sign-up policy,
 * API keys, audit log); OWNER also hands ownership on.
 */
export type QueryInvitationByTokenArgs = {
  token: Scalars['String']['input'];
};


/**
 * Staff CRM public API. Every field except `me`, `invitationByToken`, `signIn` and `signUp` requires a signed-in user,
 * and each needs a role that may use it (FORBIDDEN otherwise): VIEWER reads customers, their history, presence and
 * contacts; MEMBER also writes, imports and exports; ADMIN also manages the team (members, invitations, sign-up policy,
 * API keys, audit log); OWNER also hands ownership on.
 */
export type QueryNotificationsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * Staff CRM public API. Every field except `me`, `invitationByToken`, `signIn` and `signUp` requires a signed-in user,
 * and each needs a role that may use it (FORBIDDEN otherwise): VIEWER reads customers, their history, presence and
 * contacts; MEMBER also writes, imports and exports; ADMIN also manages the team (members, invitations, sign-up policy,
 * API keys, audit log); OWNER also hands ownership on.
 */
export type QueryRecentChangesArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * Staff CRM public API. Every field except `me`, `invitationByToken`, `signIn` and `signUp` requires a signed-in user,
 * and each needs a role that may use it (FORBIDDEN otherwise): VIEWER reads customers, their history, presence and
 * contacts; MEMBER also writes, imports and exports; ADMIN also manages the team (members, invitations, sign-up policy,
 * API keys, audit log); OWNER also hands ownership on.
 */
export type QuerySearchArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  text: Scalars['String']['input'];
};


/**
 * Staff CRM public API. Every field except `me`, `invitationByToken`, `signIn` and `signUp` requires a signed-in user,
 * and each needs a role that may use it (FORBIDDEN otherwise): VIEWER reads customers, their history, presence and
 * contacts; MEMBER also writes, imports and exports; ADMIN also manages the team (members, invitations, sign-up policy,
 * API keys, audit log); OWNER also hands ownership on.
 */
export type QueryTasksArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<TaskFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * Staff CRM public API. Every field except `me`, `invitationByToken`, `signIn` and `signUp` requires a signed-in user,
 * and each needs a role that may use it (FORBIDDEN otherwise): VIEWER reads customers, their history, presence and
 * contacts; MEMBER also writes, imports and exports; ADMIN also manages the team (members, invitations, sign-up policy,
 * API keys, audit log); OWNER also hands ownership on.
 */
export type QueryWebhookDeliveriesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  webhookId: Scalars['ID']['input'];
};


/**
 * Staff CRM public API. Every field except `me`, `invitationByToken`, `signIn` and `signUp` requires a signed-in user,
 * and each needs a role that may use it (FORBIDDEN otherwise): VIEWER reads customers, their history, presence and
 * contacts; MEMBER also writes, imports and exports; ADMIN also manages the team (members, invitations, sign-up policy,
 * API keys, audit log); OWNER also hands ownership on.
 */
export type QueryWorkersArgs = {
  search?: InputMaybe<Scalars['String']['input']>;
};

/** What a member may do. Each role may do everything the roles below it may. */
export type Role =
  /** Also manages the team: members and roles, invitations, the sign-up policy, API keys, webhooks, the audit log; erases customers. */
  | 'ADMIN'
  /** Also adds, edits, removes, restores, merges, imports and exports customers, and shares saved views. */
  | 'MEMBER'
  /** The first account of a store, exactly one: everything ADMIN may, and hands ownership on; never deactivated. */
  | 'OWNER'
  /** Reads customers, their history, presence and contacts, and keeps saved views for themselves. */
  | 'VIEWER';

/**
 * A saved view of the customers list: its filter, search, order and visible columns under a name, its owner's alone or
 * shared with the team.
 */
export type SavedView = {
  __typename?: 'SavedView';
  /**
   * The visible columns, in order, by key: fname, lname, email, phone, address, owner, tags, company, details, edit,
   * status, and field:<key> for a custom field's ('#' and the row's checkbox always show)
   */
  columns: Array<Scalars['String']['output']>;
  /** Only the customers of one company (Company.id; the list's company filter); null: no company filter. */
  companyId?: Maybe<Scalars['ID']['output']>;
  /** Only one member's customers: their uid, or "me" for whoever opens the view; null: everyone's. */
  customerOwner?: Maybe<Scalars['ID']['output']>;
  /** The custom field filters it applies (customers passing all of them); empty: none. */
  fieldFilters: Array<CustomFieldFilter>;
  /** The status filter it shows. */
  filter: CustomerFilter;
  /** The view's id. */
  id: Scalars['ID']['output'];
  /** The view's name, 1 to 80 characters. */
  name: Scalars['String']['output'];
  /** Empty: the name order */
  orderBy: Array<CustomerOrderValue>;
  /** Who saved it first */
  owner?: Maybe<User>;
  /** The search text it applies; null when none. */
  search?: Maybe<Scalars['String']['output']>;
  /** true: everyone in the team sees it in their list of views */
  shared: Scalars['Boolean']['output'];
  /** The tags it filters by (customers carrying all of them; Tag.id); empty: no tag filter. A deleted tag drops out. */
  tagIds: Array<Scalars['ID']['output']>;
};

/** A view to save (saveView); each rule's message comes back in BAD_USER_INPUT's fields. */
export type SavedViewInput = {
  /** Column keys (see SavedView.columns), at least one, each once */
  columns: Array<Scalars['String']['input']>;
  /**
   * Only the customers of this company, a Company.id (BAD_USER_INPUT naming companyId for one that does not exist);
   * left out or null: no company filter.
   */
  companyId?: InputMaybe<Scalars['ID']['input']>;
  /**
   * Only one member's customers: a uid, or "me" for whoever opens the view (at most 128 characters); left out:
   * everyone's.
   */
  customerOwner?: InputMaybe<Scalars['ID']['input']>;
  /**
   * Custom field filters to apply, as the lists' fieldFilters (BAD_USER_INPUT naming fieldFilters for a bad one); left
   * out: none.
   */
  fieldFilters?: InputMaybe<Array<CustomFieldFilterInput>>;
  /** The status filter the view shows. */
  filter: CustomerFilter;
  /** The view to update; leave it out to save a new one */
  id?: InputMaybe<Scalars['ID']['input']>;
  /** 1 to 80 characters */
  name: Scalars['String']['input'];
  /** Each field at most once (each custom field at most once); leave it out for the name order */
  orderBy?: InputMaybe<Array<CustomerOrder>>;
  /** At most 200 characters */
  search?: InputMaybe<Scalars['String']['input']>;
  /** Sharing with the team needs a role that writes (MEMBER and above) */
  shared?: InputMaybe<Scalars['Boolean']['input']>;
  /**
   * The tags to filter by (customers carrying all of them), each a Tag.id (BAD_USER_INPUT naming tagIds for an unknown
   * one); left out: none
   */
  tagIds?: InputMaybe<Array<Scalars['ID']['input']>>;
};

/** One hit of the top bar's search. */
export type SearchHit = {
  __typename?: 'SearchHit';
  /** A line under the name: the email, else the phone; a task's due time (ISO 8601) when it has one. */
  detail?: Maybe<Scalars['String']['output']>;
  /** The customer's, contact's or task's id. */
  id: Scalars['ID']['output'];
  /** What was found: customer, contact or task. */
  kind: Scalars['String']['output'];
  /** Its name (a task's title). */
  title: Scalars['String']['output'];
};

/** The viewer's second factor (secondFactor). */
export type SecondFactorStatus = {
  __typename?: 'SecondFactorStatus';
  /** true when the viewer has a TOTP second factor. */
  enrolled: Scalars['Boolean']['output'];
  /** Recovery codes not yet used (of ten). */
  recoveryCodesLeft: Scalars['Int']['output'];
  /** The team requires a second factor of everyone */
  required: Scalars['Boolean']['output'];
};

/** One place the viewer is signed in (mySessions). */
export type SessionInfo = {
  __typename?: 'SessionInfo';
  /** The client's IP address when it signed in */
  address?: Maybe<Scalars['String']['output']>;
  /** ISO 8601 */
  createdAt: Scalars['String']['output'];
  /** The session this request came with */
  current: Scalars['Boolean']['output'];
  /** The session's id, for endSession. */
  id: Scalars['ID']['output'];
  /** ISO 8601; written at most once a minute */
  lastActiveAt?: Maybe<Scalars['String']['output']>;
  /** The browser or client that signed in (its User-Agent); null when it sent none. */
  userAgent?: Maybe<Scalars['String']['output']>;
};

/** How people may join the team (updateTeamSettings). An invitation lets its email in whatever the policy. */
export type SignUpPolicy =
  /** Emails of the listed domains, once the address is proven */
  | 'DOMAINS'
  /** Only people with an invitation */
  | 'INVITE_ONLY'
  /** Anyone who can open the address may sign up */
  | 'OPEN';

/** Which way a column sorts. */
export type SortDirection =
  /** A to Z, small to large. */
  | 'ASC'
  /** Z to A, large to small. */
  | 'DESC';

/** Live updates over the graphql-ws socket at /graphql (not over HTTP: BAD_REQUEST there). */
export type Subscription = {
  __typename?: 'Subscription';
  /**
   * The timeline entries of a company's people as they are added, changed or deleted, from any process. VIEWER and
   * above; NOT_FOUND for an unknown company.
   */
  companyTimelineChanged: TimelineEntry;
  /**
   * For a page that has one customer open: the customer as it is, then again after every write to it from anywhere, and
   * who else has it open (editing or only viewing). While subscribed, the caller counts among its viewers, as editing
   * when `editing` is true; a closed page leaves at once, one whose server went away within 30 s. VIEWER and above;
   * editing needs MEMBER and above (FORBIDDEN).
   */
  customerActivity: CustomerActivity;
  /**
   * The matching customers, then their changes. The initial list comes in pages, in name order, first screen first:
   * the first set has initial: true, the following ones are ordinary sets of ADDED changes (initial: false), and
   * `complete` is true on the set that finishes the initial list and on every later set. Then one set per store change batch.
   * A client that reconnects passes the `cursor` of the last set it got as `after`: it gets only what changed since, as
   * one set (initial: false; MODIFIED for customers in the filter, REMOVED for those not), then the changes that follow.
   * A cursor older than the server keeps (24 h or 100,000 changes), or one it cannot read, gets the whole list again,
   * starting with initial: true. VIEWER and above.
   */
  customerChanges: CustomerChangeSet;
  /** The customers someone is editing now, with who: all of them, whenever that changes. VIEWER and above. */
  customerEditors: Array<CustomerEditor>;
  /**
   * An addition beyond the published contract, for live dashboards: the time (ISO 8601) whenever customerStats or
   * recentChanges may have changed, from any process, at most once a second; the first at once (after a reconnect too),
   * so a client asks for them again on each. It carries no customers: a dashboard never holds the whole list. Every role.
   */
  customerStatsChanged: Scalars['String']['output'];
  /** A customer's timeline entries as they are added, changed or deleted, from any process. VIEWER and above. */
  customerTimelineChanged: TimelineEntry;
  /** Each notification made for the viewer from now on, from any process, to the viewer alone. Every role. */
  notificationAdded: Notification;
};


/** Live updates over the graphql-ws socket at /graphql (not over HTTP: BAD_REQUEST there). */
export type SubscriptionCompanyTimelineChangedArgs = {
  companyId: Scalars['ID']['input'];
};


/** Live updates over the graphql-ws socket at /graphql (not over HTTP: BAD_REQUEST there). */
export type SubscriptionCustomerActivityArgs = {
  editing?: InputMaybe<Scalars['Boolean']['input']>;
  id: Scalars['ID']['input'];
};


/** Live updates over the graphql-ws socket at /graphql (not over HTTP: BAD_REQUEST there). */
export type SubscriptionCustomerChangesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  companyId?: InputMaybe<Scalars['ID']['input']>;
  fieldFilters?: InputMaybe<Array<CustomFieldFilterInput>>;
  filter?: InputMaybe<CustomerFilter>;
  owner?: InputMaybe<Scalars['ID']['input']>;
  tagIds?: InputMaybe<Array<Scalars['ID']['input']>>;
};


/** Live updates over the graphql-ws socket at /graphql (not over HTTP: BAD_REQUEST there). */
export type SubscriptionCustomerTimelineChangedArgs = {
  customerId: Scalars['ID']['input'];
};

/** One of the team's tags: a name and a colour that members put on customers to group and filter them. */
export type Tag = {
  __typename?: 'Tag';
  /** The chip's colour: gray, red, volcano, orange, gold, green, cyan, blue, geekblue, purple or magenta. */
  color: Scalars['String']['output'];
  /** How many active customers carry it. */
  count: Scalars['Int']['output'];
  /** The tag's id: 20 characters. */
  id: Scalars['ID']['output'];
  /** 1 to 40 characters, unique in the team (case and accents aside). */
  name: Scalars['String']['output'];
};

/** Something a member has to do, by a time or not, maybe about one customer. */
export type Task = {
  __typename?: 'Task';
  /** Who has to do it; null only when that member no longer exists. */
  assignee?: Maybe<Member>;
  /** ISO 8601 */
  createdAt: Scalars['String']['output'];
  /** Who made it; null only when that member no longer exists. */
  createdBy?: Maybe<Member>;
  /** The customer it is about; null when none (or the customer was erased). */
  customer?: Maybe<Customer>;
  /** true once done. */
  done: Scalars['Boolean']['output'];
  /** ISO 8601; when it was marked done, null while open. */
  doneAt?: Maybe<Scalars['String']['output']>;
  /** ISO 8601; null when it has no due date. */
  dueAt?: Maybe<Scalars['String']['output']>;
  /** The task's id. */
  id: Scalars['ID']['output'];
  /** More about it; null when none. */
  notes?: Maybe<Scalars['String']['output']>;
  /** What to do (trimmed, at most 200 characters). */
  title: Scalars['String']['output'];
};

/** Which tasks by due date, on the calendar of the team's time zone (TeamDefaults.timeZone). */
export type TaskDue =
  /** All of them */
  | 'ALL'
  /** Without a due date */
  | 'NO_DATE'
  /** Due before today */
  | 'OVERDUE'
  /** Due today, earlier today included */
  | 'TODAY'
  /** Due after today */
  | 'UPCOMING';

/** Which tasks the tasks query answers. */
export type TaskFilter = {
  /**
   * Whose tasks. Default: the caller's, or everyone's about the customer when customerId is given. Another member's
   * only for OWNER and ADMIN (FORBIDDEN otherwise).
   */
  assigneeUid?: InputMaybe<Scalars['ID']['input']>;
  /** Only those about this customer. */
  customerId?: InputMaybe<Scalars['ID']['input']>;
  /** Done ones (true) or open ones (false). */
  done?: InputMaybe<Scalars['Boolean']['input']>;
  /** Which due dates. */
  due?: InputMaybe<TaskDue>;
};

/** A new task, or a task's new values (updateTask replaces them all). */
export type TaskInput = {
  /**
   * Who has to do it: an active member (BAD_USER_INPUT naming assigneeUid otherwise). Default: the caller on
   * createTask, the task's own on updateTask.
   */
  assigneeUid?: InputMaybe<Scalars['ID']['input']>;
  /** The customer it is about; BAD_USER_INPUT naming customerId when there is none with this id. */
  customerId?: InputMaybe<Scalars['ID']['input']>;
  /** When it is due, ISO 8601 with a time zone or Z; BAD_USER_INPUT naming dueAt otherwise. */
  dueAt?: InputMaybe<Scalars['String']['input']>;
  /** More about it, at most 5000 characters. */
  notes?: InputMaybe<Scalars['String']['input']>;
  /** What to do: required, trimmed, at most 200 characters. */
  title: Scalars['String']['input'];
};

/** One page of tasks, by due date, undated last. */
export type TaskPage = {
  __typename?: 'TaskPage';
  /** The tasks of this page. */
  nodes: Array<Task>;
  /** Where the next page starts. */
  pageInfo: PageInfo;
  /** How many tasks the filter matches in all. */
  totalCount: Scalars['Int']['output'];
};

/** The team's defaults every member lives by (teamDefaults): the same values as TeamSettings' own. */
export type TeamDefaults = {
  __typename?: 'TeamDefaults';
  /** The language of those who chose none and whose browser speaks none of the app's languages. */
  defaultLocale: Scalars['String']['output'];
  /** Where phone numbers without a country code are from, for those who chose no region. */
  defaultRegion: Scalars['String']['output'];
  /** The team's time zone (an IANA name or UTC): what "today" and "this week" mean on the dashboard. */
  timeZone: Scalars['String']['output'];
};

/** The team's settings (teamSettings, updateTeamSettings). OWNER or ADMIN. */
export type TeamSettings = {
  __typename?: 'TeamSettings';
  /** The language of those who chose none (en until changed): one of en, fr, de, es, pt-BR, ja, he, ar. */
  defaultLocale: Scalars['String']['output'];
  /**
   * Where phone numbers without a country code are from, for those who chose no region: a two-letter ISO 3166 region
   * (CRM_DEFAULT_REGION on the team's first start).
   */
  defaultRegion: Scalars['String']['output'];
  /** Days a removed customer is kept before each server erases it for good (1 to 3650); null: kept until someone erases it */
  removedRetentionDays?: Maybe<Scalars['Int']['output']>;
  /** true: everyone must add a second factor before using the product. */
  requireSecondFactor: Scalars['Boolean']['output'];
  /** The email domains DOMAINS lets in, lower-cased (such as company.com). */
  signUpDomains: Array<Scalars['String']['output']>;
  /** How people may join. */
  signUpPolicy: SignUpPolicy;
  /** The team's time zone: an IANA name (such as Europe/London) or UTC (until changed). */
  timeZone: Scalars['String']['output'];
};

/** Someone in the team as every role may see them (teammates): for pickers of owners and assignees, and @ suggestions. */
export type Teammate = {
  __typename?: 'Teammate';
  /** false once deactivated: they can no longer own customers or be given tasks. */
  active: Scalars['Boolean']['output'];
  /** The member's email. */
  email: Scalars['String']['output'];
  /** The member's account id. */
  uid: Scalars['ID']['output'];
};

/**
 * One entry of a customer's timeline: exactly one of activity, change and task is set (on a live entry whose activity
 * was deleted, none is, and `deleted` is true).
 */
export type TimelineEntry = {
  __typename?: 'TimelineEntry';
  /** The activity, when this entry is one. */
  activity?: Maybe<Activity>;
  /** When it happened (ISO 8601): the activity's time, or the change's. */
  at: Scalars['String']['output'];
  /** The customer's history entry, when this entry is one. */
  change?: Maybe<CustomerHistoryEntry>;
  /** The customer the entry is about (on a company's timeline, which of its people); null once it is erased. */
  customer?: Maybe<Customer>;
  /** true only on a live entry (customerTimelineChanged) whose activity was deleted: drop the entry with this id. */
  deleted: Scalars['Boolean']['output'];
  /** Stable across pages and live updates: a live entry with a known id replaces (or, when deleted, removes) that entry. */
  id: Scalars['ID']['output'];
  /** A task about the customer, when this entry is one, at the time it was made. */
  task?: Maybe<Task>;
};

/** A page of a customer's timeline, newest first. */
export type TimelinePage = {
  __typename?: 'TimelinePage';
  /** The entries of this page. */
  nodes: Array<TimelineEntry>;
  /** Where the next (older) page starts. */
  pageInfo: PageInfo;
};

/** startTotpEnrollment's answer: what the authenticator app needs. */
export type TotpEnrollment = {
  __typename?: 'TotpEnrollment';
  /** otpauth:// URL, for a QR code */
  otpauthUrl: Scalars['String']['output'];
  /** Base32, for typing into an authenticator app */
  secret: Scalars['String']['output'];
};

/** An account, as others see it (its uid and email) and, on `me`, with its role. */
export type User = {
  __typename?: 'User';
  /** The account's email. */
  email: Scalars['String']['output'];
  /**
   * On `me` and updateMyPreferences: the viewer's own language (updateMyPreferences), null when they chose none; null
   * elsewhere.
   */
  locale?: Maybe<Scalars['String']['output']>;
  /**
   * On `me`: true when the team requires a second factor and this session must add one before anything else (only
   * `me`, signOut and the enrolment and passkey mutations answer until then); null elsewhere.
   */
  mustEnrolSecondFactor?: Maybe<Scalars['Boolean']['output']>;
  /**
   * On `me` and updateMyPreferences: the viewer's own region for phone numbers without a country code, null when they
   * chose none (the team's defaultRegion applies); null elsewhere.
   */
  region?: Maybe<Scalars['String']['output']>;
  /** The viewer's own role, on `me` and in signIn/signUp answers; null elsewhere */
  role?: Maybe<Role>;
  /** The account's id. */
  uid: Scalars['ID']['output'];
};

/**
 * Tells another system of every change to the customers: each event is POSTed to `url` signed the Standard Webhooks
 * way (headers webhook-id, webhook-timestamp, webhook-signature), as JSON { type, timestamp, data }. Owners and admins.
 */
export type Webhook = {
  __typename?: 'Webhook';
  /**
   * Failed attempts in a row at the event it is on: 0 while deliveries are taken. It keeps counting through the retry
   * schedule, stays when the webhook is disabled for failing, and starts again at 0 when it is enabled again.
   */
  consecutiveFailures: Scalars['Int']['output'];
  /** ISO 8601 */
  createdAt: Scalars['String']['output'];
  /** What it is for, at most 500 characters; null when none. */
  description?: Maybe<Scalars['String']['output']>;
  /** Why the server turned it off (a receiver that kept failing) */
  disabledReason?: Maybe<Scalars['String']['output']>;
  /** false: nothing is sent, and events wait; enabling it again sends what waited */
  enabled: Scalars['Boolean']['output'];
  /**
   * The event types it receives: customer.created, customer.updated, customer.removed, customer.restored,
   * customer.merged, customer.erased, import.completed, import.undone
   */
  events: Array<Scalars['String']['output']>;
  /** The webhook's id (wh_…). */
  id: Scalars['ID']['output'];
  /** When its latest delivery attempt (scheduled or sent again) was made, ISO 8601; null before the first */
  lastDeliveryAt?: Maybe<Scalars['String']['output']>;
  /** Whether its latest attempt was taken (HTTP 2xx); null before the first, and while a "Send again" is under way */
  lastDeliveryOk?: Maybe<Scalars['Boolean']['output']>;
  /** An http(s) URL; private and loopback addresses are refused unless the server allows them */
  url: Scalars['String']['output'];
};

/** One attempt to deliver one event, kept 30 days. */
export type WebhookDelivery = {
  __typename?: 'WebhookDelivery';
  /** ISO 8601 */
  at: Scalars['String']['output'];
  /** 1 for the first attempt at this event */
  attempt: Scalars['Int']['output'];
  /** Milliseconds from sending to the receiver's answer (or its failure); null while pending. */
  durationMs?: Maybe<Scalars['Int']['output']>;
  /** The webhook-id header: the same on every attempt at one event */
  eventId: Scalars['String']['output'];
  /** The attempt's id, for redeliverWebhook. */
  id: Scalars['ID']['output'];
  /** true when the receiver answered 2xx; false while pending. */
  ok: Scalars['Boolean']['output'];
  /**
   * true while the attempt is under way: a \"Send again\" is logged at once as pending, and the same delivery (same id)
   * shows its outcome once the receiver answered or the attempt's deadline passed
   */
  pending: Scalars['Boolean']['output'];
  /** The receiver's HTTP status; null when it did not answer, or while pending. */
  status?: Maybe<Scalars['Int']['output']>;
  /** The event type, such as customer.updated. */
  type: Scalars['String']['output'];
};

/** A page of a webhook's delivery log, newest first. */
export type WebhookDeliveryPage = {
  __typename?: 'WebhookDeliveryPage';
  /** The attempts of this page. */
  nodes: Array<WebhookDelivery>;
  /** Where the next (older) page starts. */
  pageInfo: PageInfo;
};

/** One week of the dashboard's chart. */
export type WeekCount = {
  __typename?: 'WeekCount';
  /** Customers added that week (created, or created by an import); an import later undone counts no more. */
  added: Scalars['Int']['output'];
  /**
   * Customers removed that week (one by one, in bulk, or by a merge); a change later undone, and its undo, count neither
   * way.
   */
  removed: Scalars['Int']['output'];
  /** The week's Monday, YYYY-MM-DD, in the team's time zone (TeamSettings.timeZone) */
  weekStart: Scalars['String']['output'];
};

/** A worker: a read-only contact (workers). */
export type Worker = {
  __typename?: 'Worker';
  /** YYYY-MM-DD */
  birthday?: Maybe<Scalars['String']['output']>;
  /** Email. */
  email: Scalars['String']['output'];
  /** The worker's id. */
  id: Scalars['ID']['output'];
  /** Full name. */
  name: Scalars['String']['output'];
  /** At most three are shown by the web app. */
  phones: Array<Scalars['String']['output']>;
  /** URL of the worker's JPEG photo, served to signed-in users only. */
  photoUrl?: Maybe<Scalars['String']['output']>;
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  Activity: ResolverTypeWrapper<ActivityModel>;
  ActivityInput: ActivityInput;
  ActivityKind: ActivityKind;
  ApiKey: ResolverTypeWrapper<Omit<ApiKey, 'createdBy'> & { createdBy?: Maybe<ResolversTypes['User']> }>;
  AuditEntry: ResolverTypeWrapper<Omit<AuditEntry, 'actor'> & { actor?: Maybe<ResolversTypes['User']> }>;
  AuditPage: ResolverTypeWrapper<Omit<AuditPage, 'nodes'> & { nodes: Array<ResolversTypes['AuditEntry']> }>;
  AuthPayload: ResolverTypeWrapper<SessionModel>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  BulkChange: ResolverTypeWrapper<BulkChange>;
  BulkChangeUndo: ResolverTypeWrapper<Omit<BulkChangeUndo, 'keptChangedSince'> & { keptChangedSince: Array<ResolversTypes['Customer']> }>;
  Company: ResolverTypeWrapper<CompanyModel>;
  CompanyInput: CompanyInput;
  CompanyPage: ResolverTypeWrapper<CompanyPageModel>;
  ContactPoint: ResolverTypeWrapper<ContactPoint>;
  ContactPointInput: ContactPointInput;
  CreatedApiKey: ResolverTypeWrapper<Omit<CreatedApiKey, 'apiKey'> & { apiKey: ResolversTypes['ApiKey'] }>;
  CreatedWebhook: ResolverTypeWrapper<Omit<CreatedWebhook, 'webhook'> & { webhook: ResolversTypes['Webhook'] }>;
  CustomField: ResolverTypeWrapper<CustomFieldModel>;
  CustomFieldFilter: ResolverTypeWrapper<CustomFieldFilter>;
  CustomFieldFilterInput: CustomFieldFilterInput;
  CustomFieldInput: CustomFieldInput;
  CustomFieldType: CustomFieldType;
  CustomFieldValue: ResolverTypeWrapper<CustomFieldValue>;
  CustomFieldValueInput: CustomFieldValueInput;
  Customer: ResolverTypeWrapper<CustomerModel>;
  CustomerActivity: ResolverTypeWrapper<Omit<CustomerActivity, 'customer' | 'viewers'> & { customer?: Maybe<ResolversTypes['Customer']>, viewers: Array<ResolversTypes['CustomerViewer']> }>;
  CustomerChange: ResolverTypeWrapper<CustomerChangeModel>;
  CustomerChangeEntry: ResolverTypeWrapper<Omit<CustomerChangeEntry, 'customer' | 'entry'> & { customer?: Maybe<ResolversTypes['Customer']>, entry: ResolversTypes['CustomerHistoryEntry'] }>;
  CustomerChangeSet: ResolverTypeWrapper<CustomerChangeSetModel>;
  CustomerChangeType: CustomerChangeType;
  CustomerContactInput: CustomerContactInput;
  CustomerDuplicate: ResolverTypeWrapper<Omit<CustomerDuplicate, 'customer'> & { customer: ResolversTypes['Customer'] }>;
  CustomerDuplicateGroup: ResolverTypeWrapper<Omit<CustomerDuplicateGroup, 'customers'> & { customers: Array<ResolversTypes['Customer']> }>;
  CustomerDuplicateMatch: CustomerDuplicateMatch;
  CustomerEditor: ResolverTypeWrapper<Omit<CustomerEditor, 'user'> & { user: ResolversTypes['User'] }>;
  CustomerFilter: CustomerFilter;
  CustomerHistoryEntry: ResolverTypeWrapper<Omit<CustomerHistoryEntry, 'by'> & { by?: Maybe<ResolversTypes['User']> }>;
  CustomerHistoryPage: ResolverTypeWrapper<Omit<CustomerHistoryPage, 'nodes'> & { nodes: Array<ResolversTypes['CustomerHistoryEntry']> }>;
  CustomerHistorySummary: ResolverTypeWrapper<Omit<CustomerHistorySummary, 'created' | 'lastChange'> & { created?: Maybe<ResolversTypes['CustomerHistoryEntry']>, lastChange?: Maybe<ResolversTypes['CustomerHistoryEntry']> }>;
  CustomerHistoryType: CustomerHistoryType;
  CustomerImport: ResolverTypeWrapper<CustomerImport>;
  CustomerImportBatch: ResolverTypeWrapper<CustomerImportBatch>;
  CustomerImportFailure: ResolverTypeWrapper<CustomerImportFailure>;
  CustomerImportUndo: ResolverTypeWrapper<Omit<CustomerImportUndo, 'keptChangedSince'> & { keptChangedSince: Array<ResolversTypes['Customer']> }>;
  CustomerInput: CustomerInput;
  CustomerOrder: CustomerOrder;
  CustomerOrderValue: ResolverTypeWrapper<CustomerOrderValue>;
  CustomerPage: ResolverTypeWrapper<CustomerPageModel>;
  CustomerSelection: CustomerSelection;
  CustomerSortField: CustomerSortField;
  CustomerStats: ResolverTypeWrapper<CustomerStats>;
  CustomerViewer: ResolverTypeWrapper<Omit<CustomerViewer, 'user'> & { user: ResolversTypes['User'] }>;
  DuplicateAction: DuplicateAction;
  FieldChange: ResolverTypeWrapper<FieldChange>;
  FieldError: ResolverTypeWrapper<FieldError>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Invitation: ResolverTypeWrapper<Omit<Invitation, 'invitedBy'> & { invitedBy?: Maybe<ResolversTypes['User']> }>;
  InvitationPreview: ResolverTypeWrapper<InvitationPreview>;
  Member: ResolverTypeWrapper<Member>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Notification: ResolverTypeWrapper<NotificationModel>;
  NotificationKind: NotificationKind;
  NotificationPage: ResolverTypeWrapper<NotificationPageModel>;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  Passkey: ResolverTypeWrapper<Passkey>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Role: Role;
  SavedView: ResolverTypeWrapper<SavedViewModel>;
  SavedViewInput: SavedViewInput;
  SearchHit: ResolverTypeWrapper<SearchHit>;
  SecondFactorStatus: ResolverTypeWrapper<SecondFactorStatus>;
  SessionInfo: ResolverTypeWrapper<SessionInfo>;
  SignUpPolicy: SignUpPolicy;
  SortDirection: SortDirection;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Tag: ResolverTypeWrapper<TagModel>;
  Task: ResolverTypeWrapper<TaskModel>;
  TaskDue: TaskDue;
  TaskFilter: TaskFilter;
  TaskInput: TaskInput;
  TaskPage: ResolverTypeWrapper<TaskPageModel>;
  TeamDefaults: ResolverTypeWrapper<TeamDefaults>;
  TeamSettings: ResolverTypeWrapper<TeamSettings>;
  Teammate: ResolverTypeWrapper<Teammate>;
  TimelineEntry: ResolverTypeWrapper<TimelineEntryModel>;
  TimelinePage: ResolverTypeWrapper<Omit<TimelinePage, 'nodes'> & { nodes: Array<ResolversTypes['TimelineEntry']> }>;
  TotpEnrollment: ResolverTypeWrapper<TotpEnrollment>;
  User: ResolverTypeWrapper<UserWithRoleModel>;
  Webhook: ResolverTypeWrapper<ShownWebhookModel>;
  WebhookDelivery: ResolverTypeWrapper<WebhookDeliveryModel>;
  WebhookDeliveryPage: ResolverTypeWrapper<Omit<WebhookDeliveryPage, 'nodes'> & { nodes: Array<ResolversTypes['WebhookDelivery']> }>;
  WeekCount: ResolverTypeWrapper<WeekCount>;
  Worker: ResolverTypeWrapper<WorkerModel>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Activity: ActivityModel;
  ActivityInput: ActivityInput;
  ApiKey: Omit<ApiKey, 'createdBy'> & { createdBy?: Maybe<ResolversParentTypes['User']> };
  AuditEntry: Omit<AuditEntry, 'actor'> & { actor?: Maybe<ResolversParentTypes['User']> };
  AuditPage: Omit<AuditPage, 'nodes'> & { nodes: Array<ResolversParentTypes['AuditEntry']> };
  AuthPayload: SessionModel;
  Boolean: Scalars['Boolean']['output'];
  BulkChange: BulkChange;
  BulkChangeUndo: Omit<BulkChangeUndo, 'keptChangedSince'> & { keptChangedSince: Array<ResolversParentTypes['Customer']> };
  Company: CompanyModel;
  CompanyInput: CompanyInput;
  CompanyPage: CompanyPageModel;
  ContactPoint: ContactPoint;
  ContactPointInput: ContactPointInput;
  CreatedApiKey: Omit<CreatedApiKey, 'apiKey'> & { apiKey: ResolversParentTypes['ApiKey'] };
  CreatedWebhook: Omit<CreatedWebhook, 'webhook'> & { webhook: ResolversParentTypes['Webhook'] };
  CustomField: CustomFieldModel;
  CustomFieldFilter: CustomFieldFilter;
  CustomFieldFilterInput: CustomFieldFilterInput;
  CustomFieldInput: CustomFieldInput;
  CustomFieldValue: CustomFieldValue;
  CustomFieldValueInput: CustomFieldValueInput;
  Customer: CustomerModel;
  CustomerActivity: Omit<CustomerActivity, 'customer' | 'viewers'> & { customer?: Maybe<ResolversParentTypes['Customer']>, viewers: Array<ResolversParentTypes['CustomerViewer']> };
  CustomerChange: CustomerChangeModel;
  CustomerChangeEntry: Omit<CustomerChangeEntry, 'customer' | 'entry'> & { customer?: Maybe<ResolversParentTypes['Customer']>, entry: ResolversParentTypes['CustomerHistoryEntry'] };
  CustomerChangeSet: CustomerChangeSetModel;
  CustomerContactInput: CustomerContactInput;
  CustomerDuplicate: Omit<CustomerDuplicate, 'customer'> & { customer: ResolversParentTypes['Customer'] };
  CustomerDuplicateGroup: Omit<CustomerDuplicateGroup, 'customers'> & { customers: Array<ResolversParentTypes['Customer']> };
  CustomerEditor: Omit<CustomerEditor, 'user'> & { user: ResolversParentTypes['User'] };
  CustomerHistoryEntry: Omit<CustomerHistoryEntry, 'by'> & { by?: Maybe<ResolversParentTypes['User']> };
  CustomerHistoryPage: Omit<CustomerHistoryPage, 'nodes'> & { nodes: Array<ResolversParentTypes['CustomerHistoryEntry']> };
  CustomerHistorySummary: Omit<CustomerHistorySummary, 'created' | 'lastChange'> & { created?: Maybe<ResolversParentTypes['CustomerHistoryEntry']>, lastChange?: Maybe<ResolversParentTypes['CustomerHistoryEntry']> };
  CustomerImport: CustomerImport;
  CustomerImportBatch: CustomerImportBatch;
  CustomerImportFailure: CustomerImportFailure;
  CustomerImportUndo: Omit<CustomerImportUndo, 'keptChangedSince'> & { keptChangedSince: Array<ResolversParentTypes['Customer']> };
  CustomerInput: CustomerInput;
  CustomerOrder: CustomerOrder;
  CustomerOrderValue: CustomerOrderValue;
  CustomerPage: CustomerPageModel;
  CustomerSelection: CustomerSelection;
  CustomerStats: CustomerStats;
  CustomerViewer: Omit<CustomerViewer, 'user'> & { user: ResolversParentTypes['User'] };
  FieldChange: FieldChange;
  FieldError: FieldError;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  Invitation: Omit<Invitation, 'invitedBy'> & { invitedBy?: Maybe<ResolversParentTypes['User']> };
  InvitationPreview: InvitationPreview;
  Member: Member;
  Mutation: Record<PropertyKey, never>;
  Notification: NotificationModel;
  NotificationPage: NotificationPageModel;
  PageInfo: PageInfo;
  Passkey: Passkey;
  Query: Record<PropertyKey, never>;
  SavedView: SavedViewModel;
  SavedViewInput: SavedViewInput;
  SearchHit: SearchHit;
  SecondFactorStatus: SecondFactorStatus;
  SessionInfo: SessionInfo;
  String: Scalars['String']['output'];
  Subscription: Record<PropertyKey, never>;
  Tag: TagModel;
  Task: TaskModel;
  TaskFilter: TaskFilter;
  TaskInput: TaskInput;
  TaskPage: TaskPageModel;
  TeamDefaults: TeamDefaults;
  TeamSettings: TeamSettings;
  Teammate: Teammate;
  TimelineEntry: TimelineEntryModel;
  TimelinePage: Omit<TimelinePage, 'nodes'> & { nodes: Array<ResolversParentTypes['TimelineEntry']> };
  TotpEnrollment: TotpEnrollment;
  User: UserWithRoleModel;
  Webhook: ShownWebhookModel;
  WebhookDelivery: WebhookDeliveryModel;
  WebhookDeliveryPage: Omit<WebhookDeliveryPage, 'nodes'> & { nodes: Array<ResolversParentTypes['WebhookDelivery']> };
  WeekCount: WeekCount;
  Worker: WorkerModel;
};

export type ActivityResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Activity'] = ResolversParentTypes['Activity']> = {
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  author?: Resolver<Maybe<ResolversTypes['Member']>, ParentType, ContextType>;
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  editedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ActivityKind'], ParentType, ContextType>;
  mentions?: Resolver<Array<ResolversTypes['Member']>, ParentType, ContextType>;
};

export type ApiKeyResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ApiKey'] = ResolversParentTypes['ApiKey']> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdBy?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  expiresAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastUsedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  revoked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
};

export type AuditEntryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AuditEntry'] = ResolversParentTypes['AuditEntry']> = {
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  actor?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  details?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  target?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AuditPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AuditPage'] = ResolversParentTypes['AuditPage']> = {
  nodes?: Resolver<Array<ResolversTypes['AuditEntry']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type AuthPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AuthPayload'] = ResolversParentTypes['AuthPayload']> = {
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
};

export type BulkChangeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BulkChange'] = ResolversParentTypes['BulkChange']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type BulkChangeUndoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BulkChangeUndo'] = ResolversParentTypes['BulkChangeUndo']> = {
  keptChangedSince?: Resolver<Array<ResolversTypes['Customer']>, ParentType, ContextType>;
  reverted?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CompanyResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Company'] = ResolversParentTypes['Company']> = {
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  domain?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  peopleCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CompanyPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CompanyPage'] = ResolversParentTypes['CompanyPage']> = {
  nodes?: Resolver<Array<ResolversTypes['Company']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ContactPointResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ContactPoint'] = ResolversParentTypes['ContactPoint']> = {
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CreatedApiKeyResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreatedApiKey'] = ResolversParentTypes['CreatedApiKey']> = {
  apiKey?: Resolver<ResolversTypes['ApiKey'], ParentType, ContextType>;
  secret?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CreatedWebhookResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreatedWebhook'] = ResolversParentTypes['CreatedWebhook']> = {
  secret?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  webhook?: Resolver<ResolversTypes['Webhook'], ParentType, ContextType>;
};

export type CustomFieldResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CustomField'] = ResolversParentTypes['CustomField']> = {
  archived?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  options?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  required?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['CustomFieldType'], ParentType, ContextType>;
};

export type CustomFieldFilterResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CustomFieldFilter'] = ResolversParentTypes['CustomFieldFilter']> = {
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  max?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  min?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CustomFieldValueResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CustomFieldValue'] = ResolversParentTypes['CustomFieldValue']> = {
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CustomerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Customer'] = ResolversParentTypes['Customer']> = {
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  company?: Resolver<Maybe<ResolversTypes['Company']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  emails?: Resolver<Array<ResolversTypes['ContactPoint']>, ParentType, ContextType>;
  fields?: Resolver<Array<ResolversTypes['CustomFieldValue']>, ParentType, ContextType>;
  fname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  history?: Resolver<ResolversTypes['CustomerHistoryPage'], ParentType, ContextType, RequireFields<CustomerHistoryArgs, 'first'>>;
  historySummary?: Resolver<ResolversTypes['CustomerHistorySummary'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mergedInto?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  notes?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  owner?: Resolver<Maybe<ResolversTypes['Member']>, ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phoneNormalized?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phones?: Resolver<Array<ResolversTypes['ContactPoint']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['Tag']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CustomerActivityResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CustomerActivity'] = ResolversParentTypes['CustomerActivity']> = {
  customer?: Resolver<Maybe<ResolversTypes['Customer']>, ParentType, ContextType>;
  viewers?: Resolver<Array<ResolversTypes['CustomerViewer']>, ParentType, ContextType>;
};

export type CustomerChangeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CustomerChange'] = ResolversParentTypes['CustomerChange']> = {
  customer?: Resolver<ResolversTypes['Customer'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['CustomerChangeType'], ParentType, ContextType>;
};

export type CustomerChangeEntryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CustomerChangeEntry'] = ResolversParentTypes['CustomerChangeEntry']> = {
  customer?: Resolver<Maybe<ResolversTypes['Customer']>, ParentType, ContextType>;
  entry?: Resolver<ResolversTypes['CustomerHistoryEntry'], ParentType, ContextType>;
};

export type CustomerChangeSetResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CustomerChangeSet'] = ResolversParentTypes['CustomerChangeSet']> = {
  changes?: Resolver<Array<ResolversTypes['CustomerChange']>, ParentType, ContextType>;
  complete?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  initial?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type CustomerDuplicateResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CustomerDuplicate'] = ResolversParentTypes['CustomerDuplicate']> = {
  customer?: Resolver<ResolversTypes['Customer'], ParentType, ContextType>;
  index?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  match?: Resolver<ResolversTypes['CustomerDuplicateMatch'], ParentType, ContextType>;
};

export type CustomerDuplicateGroupResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CustomerDuplicateGroup'] = ResolversParentTypes['CustomerDuplicateGroup']> = {
  customers?: Resolver<Array<ResolversTypes['Customer']>, ParentType, ContextType>;
  emails?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  phones?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CustomerEditorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CustomerEditor'] = ResolversParentTypes['CustomerEditor']> = {
  customerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
};

export type CustomerHistoryEntryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CustomerHistoryEntry'] = ResolversParentTypes['CustomerHistoryEntry']> = {
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  by?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  changes?: Resolver<Array<ResolversTypes['FieldChange']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['CustomerHistoryType'], ParentType, ContextType>;
};

export type CustomerHistoryPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CustomerHistoryPage'] = ResolversParentTypes['CustomerHistoryPage']> = {
  nodes?: Resolver<Array<ResolversTypes['CustomerHistoryEntry']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type CustomerHistorySummaryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CustomerHistorySummary'] = ResolversParentTypes['CustomerHistorySummary']> = {
  created?: Resolver<Maybe<ResolversTypes['CustomerHistoryEntry']>, ParentType, ContextType>;
  entries?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lastChange?: Resolver<Maybe<ResolversTypes['CustomerHistoryEntry']>, ParentType, ContextType>;
};

export type CustomerImportResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CustomerImport'] = ResolversParentTypes['CustomerImport']> = {
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  created?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  failed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  skipped?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  undone?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  updated?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CustomerImportBatchResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CustomerImportBatch'] = ResolversParentTypes['CustomerImportBatch']> = {
  created?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  duplicatesInFile?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  failed?: Resolver<Array<ResolversTypes['CustomerImportFailure']>, ParentType, ContextType>;
  importId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  restored?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  skipped?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  stillRemoved?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  updated?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CustomerImportFailureResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CustomerImportFailure'] = ResolversParentTypes['CustomerImportFailure']> = {
  fields?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  row?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CustomerImportUndoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CustomerImportUndo'] = ResolversParentTypes['CustomerImportUndo']> = {
  keptChangedSince?: Resolver<Array<ResolversTypes['Customer']>, ParentType, ContextType>;
  removed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reverted?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CustomerOrderValueResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CustomerOrderValue'] = ResolversParentTypes['CustomerOrderValue']> = {
  direction?: Resolver<ResolversTypes['SortDirection'], ParentType, ContextType>;
  field?: Resolver<ResolversTypes['CustomerSortField'], ParentType, ContextType>;
  fieldKey?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CustomerPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CustomerPage'] = ResolversParentTypes['CustomerPage']> = {
  nodes?: Resolver<Array<ResolversTypes['Customer']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CustomerStatsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CustomerStats'] = ResolversParentTypes['CustomerStats']> = {
  active?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  addedThisWeek?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  removed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  weeks?: Resolver<Array<ResolversTypes['WeekCount']>, ParentType, ContextType>;
};

export type CustomerViewerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CustomerViewer'] = ResolversParentTypes['CustomerViewer']> = {
  editing?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
};

export type FieldChangeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FieldChange'] = ResolversParentTypes['FieldChange']> = {
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  from?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  to?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type FieldErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FieldError'] = ResolversParentTypes['FieldError']> = {
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type InvitationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Invitation'] = ResolversParentTypes['Invitation']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invitedBy?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type InvitationPreviewResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['InvitationPreview'] = ResolversParentTypes['InvitationPreview']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
};

export type MemberResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Member'] = ResolversParentTypes['Member']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  joinedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastActiveAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pending?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
  uid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  addActivity?: Resolver<ResolversTypes['Activity'], ParentType, ContextType, RequireFields<MutationAddActivityArgs, 'input'>>;
  approveMember?: Resolver<ResolversTypes['Member'], ParentType, ContextType, RequireFields<MutationApproveMemberArgs, 'uid'>>;
  archiveCustomField?: Resolver<ResolversTypes['CustomField'], ParentType, ContextType, RequireFields<MutationArchiveCustomFieldArgs, 'id'>>;
  assignCustomers?: Resolver<ResolversTypes['BulkChange'], ParentType, ContextType, RequireFields<MutationAssignCustomersArgs, 'ownerUid' | 'selection'>>;
  changePassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationChangePasswordArgs, 'currentPassword' | 'password' | 'repeatPassword'>>;
  completeTask?: Resolver<ResolversTypes['Task'], ParentType, ContextType, RequireFields<MutationCompleteTaskArgs, 'done' | 'id'>>;
  confirmTotpEnrollment?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType, RequireFields<MutationConfirmTotpEnrollmentArgs, 'code'>>;
  createApiKey?: Resolver<ResolversTypes['CreatedApiKey'], ParentType, ContextType, RequireFields<MutationCreateApiKeyArgs, 'name' | 'role'>>;
  createCustomField?: Resolver<ResolversTypes['CustomField'], ParentType, ContextType, RequireFields<MutationCreateCustomFieldArgs, 'input'>>;
  createPasswordResetLink?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<MutationCreatePasswordResetLinkArgs, 'uid'>>;
  createTag?: Resolver<ResolversTypes['Tag'], ParentType, ContextType, RequireFields<MutationCreateTagArgs, 'name'>>;
  createTask?: Resolver<ResolversTypes['Task'], ParentType, ContextType, RequireFields<MutationCreateTaskArgs, 'input'>>;
  createWebhook?: Resolver<ResolversTypes['CreatedWebhook'], ParentType, ContextType, RequireFields<MutationCreateWebhookArgs, 'events' | 'url'>>;
  deactivateMember?: Resolver<ResolversTypes['Member'], ParentType, ContextType, RequireFields<MutationDeactivateMemberArgs, 'uid'>>;
  deleteActivity?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteActivityArgs, 'id'>>;
  deleteTag?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteTagArgs, 'id'>>;
  deleteTask?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteTaskArgs, 'id'>>;
  deleteView?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteViewArgs, 'id'>>;
  deleteWebhook?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteWebhookArgs, 'id'>>;
  endOtherSessions?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  endSession?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationEndSessionArgs, 'id'>>;
  eraseCustomer?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationEraseCustomerArgs, 'id'>>;
  importCustomers?: Resolver<ResolversTypes['CustomerImportBatch'], ParentType, ContextType, RequireFields<MutationImportCustomersArgs, 'onDuplicate' | 'rows'>>;
  inviteMember?: Resolver<ResolversTypes['Invitation'], ParentType, ContextType, RequireFields<MutationInviteMemberArgs, 'email' | 'role'>>;
  markNotDuplicates?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationMarkNotDuplicatesArgs, 'customerIds'>>;
  markNotificationsRead?: Resolver<ResolversTypes['Int'], ParentType, ContextType, Partial<MutationMarkNotificationsReadArgs>>;
  mergeCustomers?: Resolver<ResolversTypes['Customer'], ParentType, ContextType, RequireFields<MutationMergeCustomersArgs, 'keepId' | 'mergeIds'>>;
  passkeyRegistrationOptions?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  passkeySignInOptions?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reactivateMember?: Resolver<ResolversTypes['Member'], ParentType, ContextType, RequireFields<MutationReactivateMemberArgs, 'uid'>>;
  redeliverWebhook?: Resolver<ResolversTypes['WebhookDelivery'], ParentType, ContextType, RequireFields<MutationRedeliverWebhookArgs, 'deliveryId'>>;
  registerPasskey?: Resolver<ResolversTypes['Passkey'], ParentType, ContextType, RequireFields<MutationRegisterPasskeyArgs, 'name' | 'response'>>;
  removeCustomer?: Resolver<ResolversTypes['Customer'], ParentType, ContextType, RequireFields<MutationRemoveCustomerArgs, 'id'>>;
  removeCustomers?: Resolver<ResolversTypes['BulkChange'], ParentType, ContextType, RequireFields<MutationRemoveCustomersArgs, 'selection'>>;
  removePasskey?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRemovePasskeyArgs, 'id'>>;
  removeSecondFactor?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRemoveSecondFactorArgs, 'code'>>;
  requestPasswordReset?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRequestPasswordResetArgs, 'email'>>;
  resetPassword?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationResetPasswordArgs, 'password' | 'repeatPassword' | 'token'>>;
  restoreCustomer?: Resolver<ResolversTypes['Customer'], ParentType, ContextType, RequireFields<MutationRestoreCustomerArgs, 'id'>>;
  restoreCustomers?: Resolver<ResolversTypes['BulkChange'], ParentType, ContextType, RequireFields<MutationRestoreCustomersArgs, 'selection'>>;
  revokeApiKey?: Resolver<ResolversTypes['ApiKey'], ParentType, ContextType, RequireFields<MutationRevokeApiKeyArgs, 'id'>>;
  revokeInvitation?: Resolver<ResolversTypes['Invitation'], ParentType, ContextType, RequireFields<MutationRevokeInvitationArgs, 'id'>>;
  saveCompany?: Resolver<ResolversTypes['Company'], ParentType, ContextType, RequireFields<MutationSaveCompanyArgs, 'input'>>;
  saveCustomer?: Resolver<ResolversTypes['Customer'], ParentType, ContextType, RequireFields<MutationSaveCustomerArgs, 'input'>>;
  saveView?: Resolver<ResolversTypes['SavedView'], ParentType, ContextType, RequireFields<MutationSaveViewArgs, 'input'>>;
  setMemberRole?: Resolver<ResolversTypes['Member'], ParentType, ContextType, RequireFields<MutationSetMemberRoleArgs, 'role' | 'uid'>>;
  signIn?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationSignInArgs, 'email' | 'password'>>;
  signInWithPasskey?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationSignInWithPasskeyArgs, 'response'>>;
  signOut?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  signUp?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationSignUpArgs, 'email' | 'password' | 'repeatPassword'>>;
  startTotpEnrollment?: Resolver<ResolversTypes['TotpEnrollment'], ParentType, ContextType>;
  tagCustomers?: Resolver<ResolversTypes['BulkChange'], ParentType, ContextType, RequireFields<MutationTagCustomersArgs, 'selection'>>;
  transferOwnership?: Resolver<ResolversTypes['Member'], ParentType, ContextType, RequireFields<MutationTransferOwnershipArgs, 'uid'>>;
  undoBulkChange?: Resolver<ResolversTypes['BulkChangeUndo'], ParentType, ContextType, RequireFields<MutationUndoBulkChangeArgs, 'id'>>;
  undoCustomerImport?: Resolver<ResolversTypes['CustomerImportUndo'], ParentType, ContextType, RequireFields<MutationUndoCustomerImportArgs, 'importId'>>;
  updateActivity?: Resolver<ResolversTypes['Activity'], ParentType, ContextType, RequireFields<MutationUpdateActivityArgs, 'body' | 'id'>>;
  updateCustomField?: Resolver<ResolversTypes['CustomField'], ParentType, ContextType, RequireFields<MutationUpdateCustomFieldArgs, 'id' | 'input'>>;
  updateMyPreferences?: Resolver<ResolversTypes['User'], ParentType, ContextType, Partial<MutationUpdateMyPreferencesArgs>>;
  updateTag?: Resolver<ResolversTypes['Tag'], ParentType, ContextType, RequireFields<MutationUpdateTagArgs, 'id'>>;
  updateTask?: Resolver<ResolversTypes['Task'], ParentType, ContextType, RequireFields<MutationUpdateTaskArgs, 'id' | 'input'>>;
  updateTeamSettings?: Resolver<ResolversTypes['TeamSettings'], ParentType, ContextType, Partial<MutationUpdateTeamSettingsArgs>>;
  updateWebhook?: Resolver<ResolversTypes['Webhook'], ParentType, ContextType, RequireFields<MutationUpdateWebhookArgs, 'id'>>;
  verifySecondFactor?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationVerifySecondFactorArgs, 'challenge' | 'code'>>;
};

export type NotificationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Notification'] = ResolversParentTypes['Notification']> = {
  activity?: Resolver<Maybe<ResolversTypes['Activity']>, ParentType, ContextType>;
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  by?: Resolver<Maybe<ResolversTypes['Member']>, ParentType, ContextType>;
  customer?: Resolver<Maybe<ResolversTypes['Customer']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['NotificationKind'], ParentType, ContextType>;
  read?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  task?: Resolver<Maybe<ResolversTypes['Task']>, ParentType, ContextType>;
};

export type NotificationPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NotificationPage'] = ResolversParentTypes['NotificationPage']> = {
  nodes?: Resolver<Array<ResolversTypes['Notification']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  unread?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PageInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type PasskeyResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Passkey'] = ResolversParentTypes['Passkey']> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastUsedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  apiKeys?: Resolver<Array<ResolversTypes['ApiKey']>, ParentType, ContextType>;
  auditLog?: Resolver<ResolversTypes['AuditPage'], ParentType, ContextType, RequireFields<QueryAuditLogArgs, 'first'>>;
  companies?: Resolver<ResolversTypes['CompanyPage'], ParentType, ContextType, RequireFields<QueryCompaniesArgs, 'first'>>;
  company?: Resolver<Maybe<ResolversTypes['Company']>, ParentType, ContextType, RequireFields<QueryCompanyArgs, 'id'>>;
  companyTimeline?: Resolver<ResolversTypes['TimelinePage'], ParentType, ContextType, RequireFields<QueryCompanyTimelineArgs, 'companyId' | 'first'>>;
  customFields?: Resolver<Array<ResolversTypes['CustomField']>, ParentType, ContextType, RequireFields<QueryCustomFieldsArgs, 'includeArchived'>>;
  customer?: Resolver<Maybe<ResolversTypes['Customer']>, ParentType, ContextType, RequireFields<QueryCustomerArgs, 'id'>>;
  customerDuplicateGroups?: Resolver<Array<ResolversTypes['CustomerDuplicateGroup']>, ParentType, ContextType, RequireFields<QueryCustomerDuplicateGroupsArgs, 'first'>>;
  customerDuplicates?: Resolver<Array<ResolversTypes['CustomerDuplicate']>, ParentType, ContextType, RequireFields<QueryCustomerDuplicatesArgs, 'contacts'>>;
  customerImports?: Resolver<Array<ResolversTypes['CustomerImport']>, ParentType, ContextType>;
  customerPage?: Resolver<ResolversTypes['CustomerPage'], ParentType, ContextType, RequireFields<QueryCustomerPageArgs, 'filter' | 'first'>>;
  customerStats?: Resolver<ResolversTypes['CustomerStats'], ParentType, ContextType>;
  customerTimeline?: Resolver<ResolversTypes['TimelinePage'], ParentType, ContextType, RequireFields<QueryCustomerTimelineArgs, 'customerId' | 'first'>>;
  customers?: Resolver<Array<ResolversTypes['Customer']>, ParentType, ContextType, RequireFields<QueryCustomersArgs, 'filter'>>;
  invitationByToken?: Resolver<Maybe<ResolversTypes['InvitationPreview']>, ParentType, ContextType, RequireFields<QueryInvitationByTokenArgs, 'token'>>;
  invitations?: Resolver<Array<ResolversTypes['Invitation']>, ParentType, ContextType>;
  me?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  members?: Resolver<Array<ResolversTypes['Member']>, ParentType, ContextType>;
  mySessions?: Resolver<Array<ResolversTypes['SessionInfo']>, ParentType, ContextType>;
  notifications?: Resolver<ResolversTypes['NotificationPage'], ParentType, ContextType, RequireFields<QueryNotificationsArgs, 'first'>>;
  passkeys?: Resolver<Array<ResolversTypes['Passkey']>, ParentType, ContextType>;
  recentChanges?: Resolver<Array<ResolversTypes['CustomerChangeEntry']>, ParentType, ContextType, RequireFields<QueryRecentChangesArgs, 'first'>>;
  savedViews?: Resolver<Array<ResolversTypes['SavedView']>, ParentType, ContextType>;
  search?: Resolver<Array<ResolversTypes['SearchHit']>, ParentType, ContextType, RequireFields<QuerySearchArgs, 'first' | 'text'>>;
  secondFactor?: Resolver<ResolversTypes['SecondFactorStatus'], ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['Tag']>, ParentType, ContextType>;
  tasks?: Resolver<ResolversTypes['TaskPage'], ParentType, ContextType, RequireFields<QueryTasksArgs, 'first'>>;
  teamDefaults?: Resolver<ResolversTypes['TeamDefaults'], ParentType, ContextType>;
  teamSettings?: Resolver<ResolversTypes['TeamSettings'], ParentType, ContextType>;
  teammates?: Resolver<Array<ResolversTypes['Teammate']>, ParentType, ContextType>;
  webhookDeliveries?: Resolver<ResolversTypes['WebhookDeliveryPage'], ParentType, ContextType, RequireFields<QueryWebhookDeliveriesArgs, 'first' | 'webhookId'>>;
  webhooks?: Resolver<Array<ResolversTypes['Webhook']>, ParentType, ContextType>;
  workers?: Resolver<Array<ResolversTypes['Worker']>, ParentType, ContextType, Partial<QueryWorkersArgs>>;
};

export type SavedViewResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SavedView'] = ResolversParentTypes['SavedView']> = {
  columns?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  companyId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  customerOwner?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  fieldFilters?: Resolver<Array<ResolversTypes['CustomFieldFilter']>, ParentType, ContextType>;
  filter?: Resolver<ResolversTypes['CustomerFilter'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderBy?: Resolver<Array<ResolversTypes['CustomerOrderValue']>, ParentType, ContextType>;
  owner?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  search?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  shared?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  tagIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type SearchHitResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SearchHit'] = ResolversParentTypes['SearchHit']> = {
  detail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SecondFactorStatusResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SecondFactorStatus'] = ResolversParentTypes['SecondFactorStatus']> = {
  enrolled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  recoveryCodesLeft?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  required?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type SessionInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SessionInfo'] = ResolversParentTypes['SessionInfo']> = {
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  current?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastActiveAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userAgent?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SubscriptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = {
  companyTimelineChanged?: SubscriptionResolver<ResolversTypes['TimelineEntry'], "companyTimelineChanged", ParentType, ContextType, RequireFields<SubscriptionCompanyTimelineChangedArgs, 'companyId'>>;
  customerActivity?: SubscriptionResolver<ResolversTypes['CustomerActivity'], "customerActivity", ParentType, ContextType, RequireFields<SubscriptionCustomerActivityArgs, 'editing' | 'id'>>;
  customerChanges?: SubscriptionResolver<ResolversTypes['CustomerChangeSet'], "customerChanges", ParentType, ContextType, RequireFields<SubscriptionCustomerChangesArgs, 'filter'>>;
  customerEditors?: SubscriptionResolver<Array<ResolversTypes['CustomerEditor']>, "customerEditors", ParentType, ContextType>;
  customerStatsChanged?: SubscriptionResolver<ResolversTypes['String'], "customerStatsChanged", ParentType, ContextType>;
  customerTimelineChanged?: SubscriptionResolver<ResolversTypes['TimelineEntry'], "customerTimelineChanged", ParentType, ContextType, RequireFields<SubscriptionCustomerTimelineChangedArgs, 'customerId'>>;
  notificationAdded?: SubscriptionResolver<ResolversTypes['Notification'], "notificationAdded", ParentType, ContextType>;
};

export type TagResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Tag'] = ResolversParentTypes['Tag']> = {
  color?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TaskResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Task'] = ResolversParentTypes['Task']> = {
  assignee?: Resolver<Maybe<ResolversTypes['Member']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdBy?: Resolver<Maybe<ResolversTypes['Member']>, ParentType, ContextType>;
  customer?: Resolver<Maybe<ResolversTypes['Customer']>, ParentType, ContextType>;
  done?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  doneAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dueAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TaskPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TaskPage'] = ResolversParentTypes['TaskPage']> = {
  nodes?: Resolver<Array<ResolversTypes['Task']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TeamDefaultsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TeamDefaults'] = ResolversParentTypes['TeamDefaults']> = {
  defaultLocale?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  defaultRegion?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TeamSettingsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TeamSettings'] = ResolversParentTypes['TeamSettings']> = {
  defaultLocale?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  defaultRegion?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  removedRetentionDays?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  requireSecondFactor?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  signUpDomains?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  signUpPolicy?: Resolver<ResolversTypes['SignUpPolicy'], ParentType, ContextType>;
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TeammateResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Teammate'] = ResolversParentTypes['Teammate']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type TimelineEntryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TimelineEntry'] = ResolversParentTypes['TimelineEntry']> = {
  activity?: Resolver<Maybe<ResolversTypes['Activity']>, ParentType, ContextType>;
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  change?: Resolver<Maybe<ResolversTypes['CustomerHistoryEntry']>, ParentType, ContextType>;
  customer?: Resolver<Maybe<ResolversTypes['Customer']>, ParentType, ContextType>;
  deleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  task?: Resolver<Maybe<ResolversTypes['Task']>, ParentType, ContextType>;
};

export type TimelinePageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TimelinePage'] = ResolversParentTypes['TimelinePage']> = {
  nodes?: Resolver<Array<ResolversTypes['TimelineEntry']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type TotpEnrollmentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TotpEnrollment'] = ResolversParentTypes['TotpEnrollment']> = {
  otpauthUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  secret?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type UserResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  locale?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mustEnrolSecondFactor?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  region?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  role?: Resolver<Maybe<ResolversTypes['Role']>, ParentType, ContextType>;
  uid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type WebhookResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Webhook'] = ResolversParentTypes['Webhook']> = {
  consecutiveFailures?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  disabledReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  events?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastDeliveryAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastDeliveryOk?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type WebhookDeliveryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WebhookDelivery'] = ResolversParentTypes['WebhookDelivery']> = {
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  attempt?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  durationMs?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  eventId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  pending?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type WebhookDeliveryPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WebhookDeliveryPage'] = ResolversParentTypes['WebhookDeliveryPage']> = {
  nodes?: Resolver<Array<ResolversTypes['WebhookDelivery']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type WeekCountResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WeekCount'] = ResolversParentTypes['WeekCount']> = {
  added?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  removed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  weekStart?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type WorkerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Worker'] = ResolversParentTypes['Worker']> = {
  birthday?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phones?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  photoUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type Resolvers<ContextType = GraphQLContext> = {
  Activity?: ActivityResolvers<ContextType>;
  ApiKey?: ApiKeyResolvers<ContextType>;
  AuditEntry?: AuditEntryResolvers<ContextType>;
  AuditPage?: AuditPageResolvers<ContextType>;
  AuthPayload?: AuthPayloadResolvers<ContextType>;
  BulkChange?: BulkChangeResolvers<ContextType>;
  BulkChangeUndo?: BulkChangeUndoResolvers<ContextType>;
  Company?: CompanyResolvers<ContextType>;
  CompanyPage?: CompanyPageResolvers<ContextType>;
  ContactPoint?: ContactPointResolvers<ContextType>;
  CreatedApiKey?: CreatedApiKeyResolvers<ContextType>;
  CreatedWebhook?: CreatedWebhookResolvers<ContextType>;
  CustomField?: CustomFieldResolvers<ContextType>;
  CustomFieldFilter?: CustomFieldFilterResolvers<ContextType>;
  CustomFieldValue?: CustomFieldValueResolvers<ContextType>;
  Customer?: CustomerResolvers<ContextType>;
  CustomerActivity?: CustomerActivityResolvers<ContextType>;
  CustomerChange?: CustomerChangeResolvers<ContextType>;
  CustomerChangeEntry?: CustomerChangeEntryResolvers<ContextType>;
  CustomerChangeSet?: CustomerChangeSetResolvers<ContextType>;
  CustomerDuplicate?: CustomerDuplicateResolvers<ContextType>;
  CustomerDuplicateGroup?: CustomerDuplicateGroupResolvers<ContextType>;
  CustomerEditor?: CustomerEditorResolvers<ContextType>;
  CustomerHistoryEntry?: CustomerHistoryEntryResolvers<ContextType>;
  CustomerHistoryPage?: CustomerHistoryPageResolvers<ContextType>;
  CustomerHistorySummary?: CustomerHistorySummaryResolvers<ContextType>;
  CustomerImport?: CustomerImportResolvers<ContextType>;
  CustomerImportBatch?: CustomerImportBatchResolvers<ContextType>;
  CustomerImportFailure?: CustomerImportFailureResolvers<ContextType>;
  CustomerImportUndo?: CustomerImportUndoResolvers<ContextType>;
  CustomerOrderValue?: CustomerOrderValueResolvers<ContextType>;
  CustomerPage?: CustomerPageResolvers<ContextType>;
  CustomerStats?: CustomerStatsResolvers<ContextType>;
  CustomerViewer?: CustomerViewerResolvers<ContextType>;
  FieldChange?: FieldChangeResolvers<ContextType>;
  FieldError?: FieldErrorResolvers<ContextType>;
  Invitation?: InvitationResolvers<ContextType>;
  InvitationPreview?: InvitationPreviewResolvers<ContextType>;
  Member?: MemberResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Notification?: NotificationResolvers<ContextType>;
  NotificationPage?: NotificationPageResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  Passkey?: PasskeyResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  SavedView?: SavedViewResolvers<ContextType>;
  SearchHit?: SearchHitResolvers<ContextType>;
  SecondFactorStatus?: SecondFactorStatusResolvers<ContextType>;
  SessionInfo?: SessionInfoResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  Tag?: TagResolvers<ContextType>;
  Task?: TaskResolvers<ContextType>;
  TaskPage?: TaskPageResolvers<ContextType>;
  TeamDefaults?: TeamDefaultsResolvers<ContextType>;
  TeamSettings?: TeamSettingsResolvers<ContextType>;
  Teammate?: TeammateResolvers<ContextType>;
  TimelineEntry?: TimelineEntryResolvers<ContextType>;
  TimelinePage?: TimelinePageResolvers<ContextType>;
  TotpEnrollment?: TotpEnrollmentResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  Webhook?: WebhookResolvers<ContextType>;
  WebhookDelivery?: WebhookDeliveryResolvers<ContextType>;
  WebhookDeliveryPage?: WebhookDeliveryPageResolvers<ContextType>;
  WeekCount?: WeekCountResolvers<ContextType>;
  Worker?: WorkerResolvers<ContextType>;
};

