// Answers to `customers(...)` kept until the next write: between two writes the same document with the same variables
// has the same answer for every signed-in user, so it is executed once, not once per request (a 10,000-customer list
// is 80,000 fields to resolve; a bench under 50 connections timed requests out). Only documents made of
// `customers` and the customer's own scalar fields qualify; the store's changeVersion says when a write may have
// happened (SQLite: this process's writes and other connections' commits); a store that cannot tell keeps nothing.
// A kept answer's JSON text is kept too, so a request it answers costs neither execution nor serialisation.
import { HeaderMap, type ApolloServerPlugin } from '@apollo/server';
import { BREAK, visit, type DocumentNode, type FormattedExecutionResult } from 'graphql';
import { customerListCacheEntries, customerListWaitMs } from '../limits.ts';
import type { GraphQLContext } from './context.ts';
import { checkRootField } from './fieldAccess.ts';

/** The one root field such a document selects (under any alias) */
const listRootField = 'Query.customers';

/**
 * Every field name such a document may select:
 * the root field and Customer's scalars (not history, not another root field).
 */
const listFields: ReadonlySet<string> = new Set([
  'customers',
  '__typename',
  'id',
  'fname',
  'lname',
  'email',
  'phone',
  'address',
  'notes',
  'status',
  'version',
]);

function mayUse(rootField: string, viewer: GraphQLContext['viewer']): boolean {
  try {
    checkRootField(rootField, viewer);
    return true;
  } catch {
    return false;
  }
}

function onlyCustomerLists(document: DocumentNode): boolean {
  let qualifies = true;
  visit(document, {
    Field(field) {
      if (!listFields.has(field.name.value)) {
        qualifies = false;
        return BREAK;
      }
    },
  });
  return qualifies;
}

/**
 * The answers of one store version, and those being executed
 * (the first request executes, the same ones meanwhile wait for it).
 */
function newVersion(version: string) {
  return {
    version,
    answers: new Map<string, FormattedExecutionResult>(),
    running: new Map<string, Promise<FormattedExecutionResult | null>>(),
  };
}

/**
 * The answer being executed, or null if there is none or it takes longer than a request should wait
 * (then it executes its own).
 */
async function waitFor(
  running: Promise<FormattedExecutionResult | null> | undefined,
): Promise<FormattedExecutionResult | null> {
  if (!running) return null;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), customerListWaitMs)));
  try {
    return await Promise.race([running, late]);
  } finally {
    clearTimeout(timer);
  }
}

export interface CustomerListCache {
  plugin: ApolloServerPlugin<GraphQLContext>;
  /**
   * Apollo's stringifyResult: a kept answer is serialised once, not for every request it answers (1.5 MB at 10,000).
   */
  stringifyResult(value: FormattedExecutionResult): string;
}

export function customerListCache(): CustomerListCache {
  /** Parsed documents are reused by Apollo's document store: each is checked once. */
  const qualifying = new WeakMap<DocumentNode, boolean>();
  let current = newVersion('');
  /** The kept answers' data, and once serialised, its JSON text (Apollo's own: the result's JSON and a newline). */
  const serialised = new WeakMap<object, string | null>();

  const stringifyResult = (value: FormattedExecutionResult): string => {
    const kept = value.data && !value.errors && !value.extensions ? serialised.get(value.data) : undefined;
    if (kept) return kept;
    const text = `${JSON.stringify(value)}\n`;
    if (kept === null) serialised.set(value.data!, text);
    return text;
  };

  const plugin: ApolloServerPlugin<GraphQLContext> = {
    async requestDidStart() {
      let kept: { version: string; key: string; done(answer: FormattedExecutionResult | null): void } | null = null;
      return {
        async responseForOperation({ document, operation, queryHash, source, operationName, request, contextValue }) {
          if (operation.operation !== 'query') return null;
          let qualifies = qualifying.get(document);
          if (qualifies === undefined) qualifying.set(document, (qualifies = onlyCustomerLists(document)));
          // Every access rule runs before a kept answer: anyone refused (a visitor,
          // a role, a second factor to enrol) gets the resolvers' error.
          if (!qualifies || !mayUse(listRootField, contextValue.viewer)) return null;
          const version = contextValue.services.customers.changeVersion();
          if (version === null) return null;
          if (current.version !== version) current = newVersion(version);
          const { answers, running } = current;
          const key = `${queryHash ?? source}\u0000${operationName ?? ''}\u0000${JSON.stringify(request.variables ?? {})}`;
          const answer = answers.get(key) ?? (await waitFor(running.get(key))) ?? null;
          if (answer)
            return {
              http: { headers: new HeaderMap(), status: undefined },
              body: { kind: 'single', singleResult: answer },
            };
          // The version is read before executing: a write during execution moves it,
          // so this answer is never served as newer.
          let done: (answer: FormattedExecutionResult | null) => void = () => undefined;
          if (!running.has(key)) {
            running.set(key, new Promise((resolve) => (done = resolve)));
            const finished = done;
            done = (result) => {
              running.delete(key);
              finished(result);
            };
          }
          kept = { version, key, done };
          return null;
        },
        async willSendResponse({ response }) {
          if (!kept) return;
          const answer =
            response.body.kind === 'single' && !response.body.singleResult.errors ? response.body.singleResult : null;
          kept.done(answer);
          if (!answer || current.version !== kept.version) return;
          const { answers } = current;
          if (answers.size >= customerListCacheEntries) answers.delete(answers.keys().next().value!);
          answers.set(kept.key, answer);
          if (answer.data) serialised.set(answer.data, null);
        },
      };
    },
  };
  return { plugin, stringifyResult };
}
