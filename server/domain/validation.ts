// The schemas of docs/product.md#validation, shared by the web forms (formik + yup) and the GraphQL resolvers. Their
// limits and messages are in fieldRules.ts, without yup: a module that needs only those does not bring the schemas.
import { object, string, ValidationError, type AnyObjectSchema, type InferType } from 'yup';
import { emailPattern, limits, messages, tooLongMessage, type FieldErrors } from './fieldRules.ts';

// Half of a surrogate pair with no other half: JSON and JavaScript allow it, UTF-8 storage cannot keep it.
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** A trimmed text field of at most `max` characters made of real characters only. */
const text = (max: number) =>
  string()
    .trim()
    .max(max, tooLongMessage(max))
    .test('well-formed', messages.characters, (value) => !value || !loneSurrogate.test(value));

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
