// The one table from domain failures to GraphQL error codes (docs/architecture.md#graphql-errors).
import { GraphQLError } from 'graphql';
import {
  AuthError,
  ConflictError,
  ForbiddenError,
  InvalidInputError,
  NotFoundError,
  StoreFullError,
  StoreUnavailableError,
  UnauthenticatedError,
} from '../domain/errors.ts';
import { log } from '../log.ts';

export const errorCodes = {
  unauthenticated: 'UNAUTHENTICATED',
  badUserInput: 'BAD_USER_INPUT',
  /** The request itself is wrong (not JSON, too large, a subscription over HTTP); answered before any resolver */
  badRequest: 'BAD_REQUEST',
  notFound: 'NOT_FOUND',
  /** The viewer's role may not do this */
  forbidden: 'FORBIDDEN',
  /** A write on a stale version changed a field someone else changed (docs/collaboration.md) */
  conflict: 'CONFLICT',
  /** The store did not answer in time (Firestore away): nothing was confirmed */
  unavailable: 'UNAVAILABLE',
  /** The store's disk is full: nothing was saved until space is freed */
  diskFull: 'DISK_FULL',
  internal: 'INTERNAL_SERVER_ERROR',
} as const;

/** Turns whatever a resolver threw into the error a client may see; anything unexpected is logged and hidden. */
export function toGraphQLError(error: unknown, where: string): GraphQLError {
  if (error instanceof GraphQLError) return error;
  if (error instanceof UnauthenticatedError) {
    return new GraphQLError(error.message, {
      extensions: { code: errorCodes.unauthenticated, ...(error.reason && { reason: error.reason }) },
    });
  }
  if (error instanceof InvalidInputError) {
    return new GraphQLError(error.message, { extensions: { code: errorCodes.badUserInput, fields: error.fields } });
  }
  if (error instanceof ForbiddenError) {
    return new GraphQLError(error.message, { extensions: { code: errorCodes.forbidden } });
  }
  if (error instanceof NotFoundError) {
    return new GraphQLError(error.message, { extensions: { code: errorCodes.notFound } });
  }
  if (error instanceof ConflictError) {
    return new GraphQLError(error.message, {
      extensions: { code: errorCodes.conflict, customer: error.customer, conflicts: error.fields },
    });
  }
  if (error instanceof StoreUnavailableError) {
    log.warn(`${where}: ${error.message}`);
    return new GraphQLError(error.message, { extensions: { code: errorCodes.unavailable } });
  }
  if (error instanceof StoreFullError) {
    log.error(`${where}: ${error.message}`);
    return new GraphQLError(error.message, { extensions: { code: errorCodes.diskFull } });
  }
  if (error instanceof AuthError) {
    return new GraphQLError(error.message, {
      extensions: {
        code: error.code,
        ...(error.fields && { fields: error.fields }),
        ...(error.challenge && { challenge: error.challenge }),
      },
    });
  }
  log.error(`unexpected error in ${where}`, error);
  return new GraphQLError('Internal server error', { extensions: { code: errorCodes.internal } });
}
