// The rows of a spreadsheet as the import page handles them: which column feeds which field (guessed from the
// headers), each row checked with the customer rules (validation.ts),
// and repeats within the file. Pure, for the parse worker.
import {
  checkedEmails,
  checkedPhones,
  importedContactPoints,
  type ContactPointInput,
} from '../../../../server/domain/contactPoints/contactPoints.ts';
import { defaultPhoneRegion } from '../../../../server/domain/phones.ts';
import { significantDigits } from '../../../../server/domain/search.ts';
import type { FieldErrors } from '../../../../server/domain/fieldRules.ts';
import { customerSchema, validate } from '../../../../server/domain/validation.ts';
import { customFieldColumnPrefix } from '../../../../server/domain/customers/customerExport.ts';

// ownerEmail: the customer's owner by email (an active member's; left empty, the importer's). companyName: the company
// by name (made when no company has it; left empty, the company whose domain the email's is, if any). tagNames: the
// tags by name, the cell as an export writes it (server/domain/tags/tagCell.ts), read by the server. phones and
// emails: every one as an export writes them, `label: value` joined by `; ` (docs/product.md#phones-and-emails).
export const importFields = [
  'fname',
  'lname',
  'email',
  'phone',
  'address',
  'notes',
  'ownerEmail',
  'companyName',
  'tagNames',
  'phones',
  'emails',
] as const;
export type ImportField = (typeof importFields)[number];

export const requiredImportFields: readonly ImportField[] = ['fname', 'lname', 'email', 'phone', 'address'];

/**
 * The column index each field takes its text from; null leaves the field empty. customFields: the column of each custom
 * field (by CustomField.key) the file holds, from an export's `field:<key>` headers.
 */
export type ColumnMapping = Record<ImportField, number | null> & { customFields?: Record<string, number> };

/** A row's text per field; fields: its custom field values, when the file has custom field columns. */
export type ImportRowValues = Record<ImportField, string> & { fields?: Array<{ key: string; value: string }> };

export interface CheckedRow {
  values: ImportRowValues;
  /** The spec's message per failing field, or null when the row passes every rule */
  errors: FieldErrors | null;
  /** The index of an earlier row of the file with the same email (case aside) or the same phone digits */
  repeatOf: number | null;
}

// Header words people use for each field, compared without case, spaces or punctuation.
const headerWords: Record<ImportField, readonly string[]> = {
  fname: ['fname', 'firstname', 'first', 'givenname', 'forename', 'name1', 'prenom', 'vorname'],
  lname: ['lname', 'lastname', 'last', 'surname', 'familyname', 'name2', 'nom', 'nachname'],
  email: ['email', 'emailaddress', 'mail', 'emailid', 'correo'],
  phone: [
    'phone',
    'phonenumber',
    'mobile',
    'mobilephone',
    'mobilenumber',
    'cell',
    'cellphone',
    'telephone',
    'tel',
    'phoneno',
    'contactnumber',
  ],
  address: ['address', 'streetaddress', 'street', 'addressline1', 'homeaddress', 'postaladdress', 'mailingaddress'],
  notes: ['notes', 'note', 'comments', 'comment', 'remarks', 'description', 'memo'],
  ownerEmail: ['owner', 'owneremail', 'accountowner', 'customerowner', 'assignedto', 'salesrep'],
  tagNames: ['tags', 'tag', 'tagnames', 'labels', 'label', 'categories', 'category', 'groups'],
  companyName: ['company', 'companyname', 'organization', 'organisation', 'employer', 'account', 'accountname', 'firm'],
  phones: ['phones', 'phonenumbers', 'allphones', 'otherphones'],
  emails: ['emails', 'emailaddresses', 'allemails', 'otheremails'],
};

const headerKey = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Which column each field most likely comes from, by its header; each column feeds at most one field. */
export function guessMapping(headers: readonly string[]): ColumnMapping {
  const keys = headers.map(headerKey);
  const taken = new Set<number>();
  const mapping = {} as ColumnMapping;
  for (const field of importFields) {
    const index = keys.findIndex((key, column) => !taken.has(column) && headerWords[field].includes(key));
    mapping[field] = index === -1 ? null : index;
    if (index !== -1) taken.add(index);
  }
  const customFields = Object.fromEntries(
    headers.flatMap((header, column) => {
      const key =
        header.trim().startsWith(customFieldColumnPrefix) && header.trim().slice(customFieldColumnPrefix.length);
      return key && !taken.has(column) ? [[key, column] as const] : [];
    }),
  );
  return Object.keys(customFields).length ? { ...mapping, customFields } : mapping;
}

export function rowValues(cells: readonly string[], mapping: ColumnMapping): ImportRowValues {
  const values = {} as ImportRowValues;
  for (const field of importFields) {
    const column = mapping[field];
    values[field] = column === null ? '' : (cells[column] ?? '').trim();
  }
  const custom = Object.entries(mapping.customFields ?? {});
  if (custom.length) values.fields = custom.map(([key, column]) => ({ key, value: (cells[column] ?? '').trim() }));
  return values;
}

/** A customer's input as an import sends a row: the phones and emails columns read back into lists. */
export type ImportInput = Omit<ImportRowValues, 'phones' | 'emails'> & {
  phones?: ContactPointInput[];
  emails?: ContactPointInput[];
};

/**
 * What a row sends: the phones and emails columns as lists, the phone and email first (contactPoints.ts's
 * importedContactPoints); an empty column sends no list, so an update keeps the customer's.
 */
export function rowInput({ phones, emails, ...values }: ImportRowValues): ImportInput {
  const phone = importedContactPoints(values.phone, phones);
  const email = importedContactPoints(values.email, emails);
  return {
    ...values,
    phone: phone.first,
    email: email.first,
    ...(phone.points && { phones: phone.points }),
    ...(email.points && { emails: email.points }),
  };
}

export function rowErrors(values: ImportRowValues): FieldErrors | null {
  const input = rowInput(values);
  const result = validate(customerSchema, input);
  const phones = checkedPhones(input.phones, input.phone, defaultPhoneRegion);
  const emails = checkedEmails(input.emails, input.email);
  // A further entry's problem is its column's.
  const fields = {
    ...(!result.ok && result.fields),
    ...(!phones.ok && { phones: Object.values(phones.fields)[0]! }),
    ...(!emails.ok && { emails: Object.values(emails.fields)[0]! }),
  };
  return Object.keys(fields).length ? fields : null;
}

/** Every row's values, rule failures and first earlier repeat in the file. */
export function checkRows(rows: readonly (readonly string[])[], mapping: ColumnMapping): CheckedRow[] {
  const byEmail = new Map<string, number>();
  const byPhone = new Map<string, number>();
  return rows.map((cells, index) => {
    const values = rowValues(cells, mapping);
    const errors = rowErrors(values);
    const email = values.email.toLowerCase();
    const phone = significantDigits(values.phone);
    const repeatOf =
      (email ? byEmail.get(email) : undefined) ?? (phone.length >= 7 ? byPhone.get(phone) : undefined) ?? null;
    if (email && !byEmail.has(email)) byEmail.set(email, index);
    if (phone.length >= 7 && !byPhone.has(phone)) byPhone.set(phone, index);
    return { values, errors, repeatOf };
  });
}
