// The messages and limits of docs/product.md#validation, and the email check: what the schemas (validation.ts) and the
// domain's own checks share, without yup, so a screen that only shows a limit or checks an address loads no schema.
export const limits = {
  passwordMin: 6,
  nameMin: 2,
  addressMin: 5,
  phoneMin: 9,
  emailMax: 254,
  emailLocalMax: 64,
  // Maximums beyond the spec, so one customer cannot swell every list and every new subscriber.
  nameMax: 100,
  addressMax: 300,
  phoneMax: 40,
  notesMax: 5000,
  /** Characters of one activity's text (a note, a call's summary) */
  activityBodyMax: 10_000,
  /** Customers per page of customerPage */
  pageMax: 1000,
  /** Contacts per customerDuplicates question */
  contactsMax: 1000,
  /** Rows per importCustomers batch */
  importRowsMax: 1000,
  /** Imports the imports list shows */
  importsListed: 50,
  /** Ids one bulk change may name (a bigger selection is a filter and a search) */
  bulkIdsMax: 10_000,
  /**
   * Customers one merge may remove into the kept one: a few duplicates, and one Firestore transaction (3 writes each)
   */
  mergeIdsMax: 20,
  /** Customers one "not duplicates" mark may name: a group of the Duplicates view, with room to spare */
  notDuplicateIdsMax: 100,
  /** Tags the team may define (domain/tags/tag.ts): a chip list and a filter menu, not a second set of customer fields */
  tagsMax: 500,
  /** Characters of one tag's name: it shows as a chip in the list's rows */
  tagNameMax: 40,
  /** Phones and emails one customer may keep (domain/contactPoints/contactPoints.ts), its phone and email among them */
  phonesMax: 20,
  emailsMax: 20,
  /** Custom fields the team may define, archived ones included (they keep their values): a form, not a database */
  customFieldsMax: 100,
  /** Characters of a custom field's label: it heads a form field and a list column */
  customFieldLabelMax: 60,
  /** Options of one single or several choices field, and characters of each */
  customFieldOptionsMax: 100,
  customFieldOptionMax: 100,
  /** Characters of one custom field's value as text (a text or a link; a several choices field's JSON array) */
  customFieldValueMax: 2000,
  /** Characters of a company's name: it shows in a list column and a picker */
  companyNameMax: 100,
  /** Characters of a company's domain (a DNS name is at most 253) */
  companyDomainMax: 253,
  /** Companies per page of the companies query */
  companyPageMax: 200,
} as const;

export const messages = {
  email: 'Please insert valid email',
  password: 'Please insert your password',
  newPassword: 'Please insert at least 6 characters password',
  samePassword: 'Please insert the same password',
  name: 'Please insert valid name',
  address: 'Please insert valid address',
  phone: 'Please insert valid phone',
  /** Beyond the spec: text holding half of a UTF-16 surrogate pair, which no real character is */
  characters: 'Please remove the invalid characters',
} as const;

/** Beyond the spec: the message for a field longer than its maximum (see `limits`). */
export const tooLongMessage = (max: number) => `Please insert at most ${max} characters`;

// The usual length-limited address pattern: 254 characters in all, 64 before the @.
export const emailPattern =
  /^(?=.{1,254}$)(?=.{1,64}@)[-!#$%&'*+/0-9=?A-Z^_`a-z{|}~]+(\.[-!#$%&'*+/0-9=?A-Z^_`a-z{|}~]+)*@[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$/;

export function isValidEmail(email: string): boolean {
  return emailPattern.test(email.trim());
}

export type FieldErrors = Record<string, string>;
