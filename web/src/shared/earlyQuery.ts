// A screen's data fetched as the page opens, beside the screen's code (app/AppRoutes' prefetchData), instead of
// after the code has arrived and rendered the screen: the screen's first render then has its data, so nothing it shows
// moves when the data comes (a layout shift on a phone), and a slow link pays one round trip less
// (docs/architecture.md#a-screens-first-load).
import type {
  ApolloClient,
  DocumentNode,
  OperationVariables,
  TypedDocumentNode,
  WatchQueryFetchPolicy,
} from '@apollo/client';
import { useEffect, useState } from 'react';

/** Data the page already holds for a query, by the query's name and variables (app/pageDataLink.ts), handed over once. */
export type PageAnswers = (operationName: string, variables: OperationVariables | undefined) => unknown;

const pageAnswers = new WeakMap<ApolloClient, PageAnswers>();

/** Where `client`'s prefetches find the answers the page was sent with (app/apolloClient.ts). */
export function answerPrefetchesFrom(client: ApolloClient, answers: PageAnswers): void {
  pageAnswers.set(client, answers);
}

/** A query document's operation name: what the page's answers are keyed by (app/pageDataLink.ts, app/pageQueries.ts). */
export const operationNameOf = (query: DocumentNode): string =>
  query.definitions.find((definition) => definition.kind === 'OperationDefinition')?.name?.value ?? '';

/** The queries prefetched and not yet taken by their screen, by document and variables. */
const prefetched = new Map<DocumentNode, Set<string>>();
const keyOf = (variables: OperationVariables | undefined) => JSON.stringify(variables ?? {});

/**
 * Fetches `query` now, into the cache, in a task of its own (the first download's task stays short on a slow phone).
 * Resolves to the answer's data, or null when it failed: a visitor's UNAUTHENTICATED answer changes nothing, the
 * login check sends them to login.
 */
export function prefetchQuery<Data, Variables extends OperationVariables>(
  client: ApolloClient,
  query: TypedDocumentNode<Data, Variables>,
  variables?: Variables,
  context?: Record<string, unknown>,
): Promise<Data | null> {
  if (!prefetched.has(query)) prefetched.set(query, new Set());
  prefetched.get(query)!.add(keyOf(variables));
  // An answer the page holds goes into the cache now, in this task: no timer, no request, no link to go through.
  const answered = pageAnswers.get(client)?.(operationNameOf(query), variables) as { data?: Data } | undefined;
  if (answered?.data) {
    client.writeQuery({ query, variables: variables as Variables, data: answered.data as never });
    return Promise.resolve(answered.data);
  }
  return new Promise((resolve) =>
    setTimeout(() =>
      client.query({ query, variables: variables as Variables, context, fetchPolicy: 'network-only' }).then(
        ({ data }) => resolve(data ?? null),
        () => resolve(null),
      ),
    ),
  );
}

/**
 * Whether `query` with `variables` was prefetched and not taken yet; taking it clears it, so only the screen's first
 * mount reads that answer and every later one fetches from the server as it would.
 */
export function takePrefetched(query: DocumentNode, variables?: OperationVariables): boolean {
  return prefetched.get(query)?.delete(keyOf(variables)) ?? false;
}

/**
 * The fetch policy for a screen's query: `cache-first` on the first mount after prefetchQuery (the answer just fetched
 * is in the cache, or the request is still in flight and the hook joins it), `otherwise` on every other mount. The
 * answer is taken once the mount is committed, not as it renders: a render React sets aside and tries again (a lazy
 * part still arriving) reads the same answer instead of fetching it a second time.
 */
export function useEarlyFetchPolicy<Otherwise extends WatchQueryFetchPolicy>(
  query: DocumentNode,
  variables: OperationVariables | undefined,
  otherwise: Otherwise,
): Otherwise | 'cache-first' {
  const key = keyOf(variables);
  const [early] = useState(() => prefetched.get(query)?.has(key) ?? false);
  useEffect(() => {
    if (early) prefetched.get(query)?.delete(key);
  }, [early, query, key]);
  return early ? 'cache-first' : otherwise;
}
