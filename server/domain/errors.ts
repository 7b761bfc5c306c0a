// The closed set of failures the domain reports. server/graphql/errors.ts maps each to one GraphQL code.
import type { FieldErrors } from './fieldRules.ts';
import type { Customer } from './customers/customer.ts';

export const authErrorCodes = [
  'auth/invalid-credential',
  'auth/email-already-in-use',
  'auth/weak-password',
  'auth/invalid-email',
  'auth/too-many-requests',
  'auth/operation-not-allowed',
  'auth/user-disabled',
  'auth/unverified-email',
  'auth/multi-factor-required',
  'auth/invalid-verification-code',
  'auth/invalid-action-code',
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

/** A write made on an older version of a customer changed fields that others changed since, to other values. */
export class ConflictError extends Error {
  constructor(
    /** The customer as it is now */
    readonly customer: Customer,
    /** The fields both changed */
    readonly fields: string[],
  ) {
    super(`This customer was changed by someone else meanwhile: ${fields.join(', ')}`);
    this.name = 'ConflictError';
  }
}

/** The store did not confirm a write in time: it was not acknowledged, though it may still be applied later. */
export class StoreUnavailableError extends Error {
  constructor() {
    super('The customer store did not answer in time; the change was not confirmed. Try again in a moment.');
    this.name = 'StoreUnavailableError';
  }
}

/** The store's disk is full: the write was not saved; writes succeed again once there is room. */
export class StoreFullError extends Error {
  constructor() {
    super('The server’s disk is full: the change was not saved. Try again once space has been freed.');
    this.name = 'StoreFullError';
  }
}

/** Why a session or key that was sent no longer lets its holder in, told only to the holder of that token. */
export type SessionEndReason = 'DEACTIVATED' | 'PASSWORD_CHANGED' | 'API_KEY_INVALID';

export const sessionEndMessages: Record<SessionEndReason, string> = {
  DEACTIVATED: 'Your account was deactivated by an administrator.',
  PASSWORD_CHANGED: 'Your password was changed on another device.',
  API_KEY_INVALID: 'This API key is not valid: it is unknown, revoked or expired.',
};

export class UnauthenticatedError extends Error {
  constructor(readonly reason: SessionEndReason | null = null) {
    super(reason ? sessionEndMessages[reason] : 'You must be signed in');
    this.name = 'UnauthenticatedError';
  }
}

export class AuthError extends Error {
  constructor(
    readonly code: AuthErrorCode,
    message: string,
    readonly fields?: FieldErrors,
    /** For auth/multi-factor-required: the challenge verifySecondFactor completes */
    readonly challenge?: string,
  ) {
    super(message);
    this.name = 'AuthError';
  }
}

/** The viewer's role may not do this (a viewer writing, a member managing the team, a key above its role). */
export class ForbiddenError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ForbiddenError';
  }
}
