// The one place the web reads a GraphQL error's code (extensions.code) and what the server attached beside it. The
// codes are the server's table (server/graphql/errors.ts, docs/architecture.md#graphql-errors): a code the server
// adds, drops or renames fails to compile here, and sign-in failures carry the domain's auth/* codes.
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { GraphQLFormattedError } from 'graphql';
import type { AuthErrorCode } from '../../../server/domain/errors.ts';
import type { errorCodes as serverErrorCodes } from '../../../server/graphql/errors.ts';

export const errorCodes = {
  unauthenticated: 'UNAUTHENTICATED',
  badUserInput: 'BAD_USER_INPUT',
  badRequest: 'BAD_REQUEST',
  notFound: 'NOT_FOUND',
  forbidden: 'FORBIDDEN',
  conflict: 'CONFLICT',
  unavailable: 'UNAVAILABLE',
  diskFull: 'DISK_FULL',
  internal: 'INTERNAL_SERVER_ERROR',
} as const satisfies typeof serverErrorCodes;

export type ErrorCode = (typeof errorCodes)[keyof typeof errorCodes];
export type { AuthErrorCode };

/** The code the server gave one error, if any. */
export function codeOf(error: GraphQLFormattedError | undefined): string | undefined {
  const code = error?.extensions?.['code'];
  return typeof code === 'string' ? code : undefined;
}

/** The first of a combined answer's errors with this code. */
export function errorWithCode(
  errors: readonly GraphQLFormattedError[],
  code: ErrorCode,
): GraphQLFormattedError | undefined {
  return errors.find((item) => codeOf(item) === code);
}

/** The first error with this code, when `error` is a GraphQL answer (not a network failure). */
export function graphqlErrorWithCode(error: unknown, code: ErrorCode): GraphQLFormattedError | undefined {
  return CombinedGraphQLErrors.is(error) ? errorWithCode(error.errors, code) : undefined;
}

/** The field messages an error carries (BAD_USER_INPUT and some auth/* codes), keyed by form field. */
export function fieldMessagesOf(error: GraphQLFormattedError | undefined): Record<string, string> {
  const fields = error?.extensions?.['fields'];
  if (typeof fields !== 'object' || fields === null) return {};
  return Object.fromEntries(
    Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/** A string the server attached to an error under `key` (auth/multi-factor-required's challenge, say). */
export function extensionText(error: GraphQLFormattedError | undefined, key: string): string | undefined {
  const value = error?.extensions?.[key];
  return typeof value === 'string' ? value : undefined;
}

/** An object the server attached to an error under `key` (CONFLICT's customer as it is now). */
export function extensionObject(error: GraphQLFormattedError | undefined, key: string): object | undefined {
  const value = error?.extensions?.[key];
  return typeof value === 'object' && value !== null ? value : undefined;
}
