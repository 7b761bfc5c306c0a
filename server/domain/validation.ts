// The rules and messages of docs/product.md#validation,
// shared by the web forms (formik + yup) and the GraphQL resolvers.
import { object, string, ValidationError, type AnyObjectSchema, type InferType } from 'yup';

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

// Half of a surrogate pair with no other half: JSON and JavaScript allow it, UTF-8 storage cannot keep it.
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** A trimmed text field of at most `max` characters made of real characters only. */
const text = (max: number) =>
  string()
    .trim()
    .max(max, tooLongMessage(max))
    .test('well-formed', messages.characters, (value) => !value || !loneSurrogate.test(value));

// The usual length-limited address pattern: 254 characters in all, 64 before the @.
export const emailPattern =
  /^(?=.{1,254}$)(?=.{1,64}@)[-!#$%&'*+/0-9=?A-Z^_`a-z{|}~]+(\.[-!#$%&'*+/0-9=?A-Z^_`a-z{|}~]+)*@[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$/;

export function isValidEmail(email: string): boolean {
  return emailPattern.test(email.trim());
}

// The pattern already bounds the length (254) and admits ASCII only.
const email = () => string().trim().required(messages.email).matches(emailPattern, messages.email);

export const loginSchema = object({
  email: email(),
  password: string().required(messages.password),
});

export const signUpSchema = object({
  email: email(),
  password: string().required(messages.newPassword).min(limits.passwordMin, messages.newPassword),
  repeatPassword: string()
    .required(messages.newPassword)
    .min(limits.passwordMin, messages.newPassword)
    // Only a complete repeat is compared, so a short one shows the length message alone.
    .test(
      'same-password',
      messages.samePassword,
      (value, context) => !value || value.length < limits.passwordMin || value === context.parent.password,
    ),
});

const newPassword = () => string().required(messages.newPassword).min(limits.passwordMin, messages.newPassword);
const repeatedPassword = () =>
  string()
    .required(messages.newPassword)
    .min(limits.passwordMin, messages.newPassword)
    .test(
      'same-password',
      messages.samePassword,
      (value, context) => !value || value.length < limits.passwordMin || value === context.parent.password,
    );

/** A new password from a reset link: the sign-up rules for a password, repeated. */
export const resetPasswordSchema = object({
  password: newPassword(),
  repeatPassword: repeatedPassword(),
});

export const changePasswordSchema = object({
  currentPassword: string().required(messages.password),
  password: newPassword(),
  repeatPassword: repeatedPassword(),
});

/** The second step of a sign-in, and enrolling: a code from the authenticator app (or a recovery code). */
export const secondFactorSchema = object({
  code: string().trim().required('Please insert the code'),
});

/** 'Forgot your password?': the address the link goes to. */
export const forgotPasswordSchema = object({
  email: email(),
});

export const customerSchema = object({
  fname: text(limits.nameMax).required(messages.name).min(limits.nameMin, messages.name),
  lname: text(limits.nameMax).required(messages.name).min(limits.nameMin, messages.name),
  address: text(limits.addressMax).required(messages.address).min(limits.addressMin, messages.address),
  email: email(),
  phone: text(limits.phoneMax).required(messages.phone).min(limits.phoneMin, messages.phone),
  notes: text(limits.notesMax).default(''),
});

export type FieldErrors = Record<string, string>;

export type Validated<T> = { ok: true; value: T } | { ok: false; fields: FieldErrors };

/** Validates and normalises (trims) values; on failure returns the first message of each field. */
export function validate<S extends AnyObjectSchema>(schema: S, values: unknown): Validated<InferType<S>> {
  try {
    const value = schema.validateSync(values, { abortEarly: false, stripUnknown: true });
    return { ok: true, value };
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const fields: FieldErrors = {};
    for (const inner of error.inner.length ? error.inner : [error]) {
      const path = inner.path ?? '';
      fields[path] ??= inner.errors[0] ?? inner.message;
    }
    return { ok: false, fields };
  }
}
