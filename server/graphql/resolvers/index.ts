import type { GraphQLFieldResolver } from 'graphql';
import type { GraphQLContext } from '../context.ts';
import { toGraphQLError } from '../errors.ts';
import { checkRootField } from '../fieldAccess.ts';
import type { Resolvers } from '../generated/resolvers.ts';
import { accountResolvers } from './accountResolvers.ts';
import { signInResolvers } from './signInResolvers.ts';
import { customerResolvers } from './customerResolvers.ts';
import { teamResolvers } from './teamResolvers.ts';
import { webhookResolvers } from './webhookResolvers.ts';
import { savedViewResolvers } from './savedViewResolvers.ts';
import { tagResolvers } from './tagResolvers.ts';
import { customFieldResolvers } from './customFieldResolvers.ts';
import { companyResolvers } from './companyResolvers.ts';
import { workerResolvers } from './workerResolvers.ts';
import { statsResolvers } from './statsResolvers.ts';
import { activityResolvers } from './activityResolvers.ts';
import { taskResolvers } from './taskResolvers.ts';
import { notificationResolvers } from './notificationResolvers.ts';

const rootTypes = ['Query', 'Mutation', 'Subscription'] as const;

type AnyResolver = GraphQLFieldResolver<unknown, GraphQLContext, Record<string, unknown>>;
type AnyField = AnyResolver | { subscribe: AnyResolver; resolve?: AnyResolver };

/**
 * Wraps a root field: the role matrix (fieldAccess.ts) is checked first, and failures leave as mapped GraphQL errors.
 */
function guard(name: string, resolver: AnyResolver): AnyResolver {
  return async (parent, args, context, info) => {
    try {
      checkRootField(name, context.viewer, context.sessionEndReason);
      return await resolver(parent, args, context, info);
    } catch (error) {
      throw toGraphQLError(error, name);
    }
  };
}

function merge(...parts: Resolvers[]): Record<string, Record<string, AnyField>> {
  const merged: Record<string, Record<string, AnyField>> = {};
  for (const part of parts) {
    for (const [type, fields] of Object.entries(part)) {
      merged[type] = { ...merged[type], ...(fields as Record<string, AnyField>) };
    }
  }
  return merged;
}

const isPromiseLike = (value: unknown): value is PromiseLike<unknown> =>
  typeof (value as PromiseLike<unknown> | null)?.then === 'function';

/**
 * Wraps a field of an object type (reached only through a guarded root field):
 * its failures leave as mapped GraphQL errors.
 */
function mapErrors(name: string, resolver: AnyResolver): AnyResolver {
  const mapped = (error: unknown): never => {
    throw toGraphQLError(error, name);
  };
  // A value stays a value: a list's rows whose fields all resolve at once cost graphql-js no promise each (100,000
  // rows with an awaited field took several times as long).
  return (parent, args, context, info) => {
    try {
      const result: unknown = resolver(parent, args, context, info);
      return isPromiseLike(result) ? Promise.resolve(result).catch(mapped) : result;
    } catch (error) {
      return mapped(error);
    }
  };
}

export function createResolvers() {
  const resolvers = merge(
    accountResolvers,
    signInResolvers,
    customerResolvers,
    workerResolvers,
    teamResolvers,
    webhookResolvers,
    savedViewResolvers,
    tagResolvers,
    customFieldResolvers,
    companyResolvers,
    statsResolvers,
    activityResolvers,
    taskResolvers,
    notificationResolvers,
  );
  for (const [type, fields] of Object.entries(resolvers)) {
    const root = (rootTypes as readonly string[]).includes(type);
    for (const [field, resolver] of Object.entries(fields)) {
      const name = `${type}.${field}`;
      if (root)
        resolvers[type]![field] =
          typeof resolver === 'function'
            ? guard(name, resolver)
            : { ...resolver, subscribe: guard(name, resolver.subscribe) };
      else if (typeof resolver === 'function') resolvers[type]![field] = mapErrors(name, resolver);
    }
  }
  return resolvers;
}
