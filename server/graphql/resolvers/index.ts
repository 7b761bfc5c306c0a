import type { GraphQLFieldResolver } from 'graphql';
import { UnauthenticatedError } from '../../domain/errors.ts';
import type { GraphQLContext } from '../context.ts';
import { toGraphQLError } from '../errors.ts';
import type { Resolvers } from '../generated/resolvers.ts';
import { accountResolvers } from './accountResolvers.ts';
import { customerResolvers } from './customerResolvers.ts';
import { workerResolvers } from './workerResolvers.ts';

/** The only root fields a visitor may use; every other root field requires a signed-in user. */
export const visitorFields: ReadonlySet<string> = new Set(['Query.me', 'Mutation.signIn', 'Mutation.signUp']);

const rootTypes = ['Query', 'Mutation', 'Subscription'] as const;

type AnyResolver = GraphQLFieldResolver<unknown, GraphQLContext, Record<string, unknown>>;
type AnyField = AnyResolver | { subscribe: AnyResolver; resolve?: AnyResolver };

/** Wraps a root field: visitors are refused unless the field is open to them, and failures leave as mapped GraphQL errors. */
function guard(name: string, resolver: AnyResolver): AnyResolver {
  return async (parent, args, context, info) => {
    try {
      if (!context.viewer && !visitorFields.has(name)) throw new UnauthenticatedError();
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

/** Wraps a field of an object type (reached only through a guarded root field): its failures leave as mapped GraphQL errors. */
function mapErrors(name: string, resolver: AnyResolver): AnyResolver {
  return async (parent, args, context, info) => {
    try {
      return await resolver(parent, args, context, info);
    } catch (error) {
      throw toGraphQLError(error, name);
    }
  };
}

export function createResolvers() {
  const resolvers = merge(accountResolvers, customerResolvers, workerResolvers);
  for (const [type, fields] of Object.entries(resolvers)) {
    const root = (rootTypes as readonly string[]).includes(type);
    for (const [field, resolver] of Object.entries(fields)) {
      const name = `${type}.${field}`;
      if (root) resolvers[type]![field] = typeof resolver === 'function' ? guard(name, resolver) : { ...resolver, subscribe: guard(name, resolver.subscribe) };
      else if (typeof resolver === 'function') resolvers[type]![field] = mapErrors(name, resolver);
    }
  }
  return resolvers;
}
