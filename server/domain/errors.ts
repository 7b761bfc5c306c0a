// The closed set of failures the domain reports. server/graphql/errors.ts maps each to one GraphQL code.
import type { FieldErrors } from './validation.ts';

export const authErrorCodes = [
  'auth/invalid-credential',
  'auth/email-already-in-use',
  'auth/weak-password',
  'auth/invalid-email',
  'auth/too-many-requests',
  'auth/operation-not-allowed',
] as const;

export type AuthErrorCode = (typeof authErrorCodes)[number];

export class InvalidInputError extends Error {
  constructor(readonly fields: FieldErrors) {
    super(Object.values(fields).join('; '));
    this.name = 'InvalidInputError';
  }
}

export class NotFoundError extends Error {
  constructor(what: string, id: string) {
    super(`No ${what} with id ${JSON.stringify(id)}`);
    this.name = 'NotFoundError';
  }
}

export class UnauthenticatedError extends Error {
  constructor() {
    super('You must be signed in');
    this.name = 'UnauthenticatedError';
  }
}

export class AuthError extends Error {
  constructor(
    readonly code: AuthErrorCode,
    message: string,
    readonly fields?: FieldErrors,
  ) {
    super(message);
    this.name = 'AuthError';
  }
}
