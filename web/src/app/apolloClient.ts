// The one Apollo Client: queries and mutations over HTTP, subscriptions over graphql-ws, one cache.
import { ApolloClient, ApolloLink, HttpLink } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { ErrorLink } from '@apollo/client/link/error';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { OperationTypeNode } from 'graphql';
import { createClient, type Client as WsClient } from 'graphql-ws';
import type { socketCloseCodes } from '../../../server/limits.ts';
import { answerPrefetchesFrom } from '../shared/earlyQuery.ts';
import { errorCodes, errorWithCode } from '../shared/graphqlErrors.ts';
import { isUnauthorizedClose, registerLiveSocket } from '../shared/liveSocket.ts';
import { refusalShownInPlaceKey, reportRefusal } from '../shared/refusals.ts';
import { endReasonOf, type EndReason } from '../shared/sessionEnded.tsx';
import { createLoadingTracker, type LoadingTracker } from './loadingTracker.ts';
import { pageDataLink } from './pageDataLink.ts';
import { createCrmCache } from './crmCache.ts';

export interface CrmClientOptions {
  /** Origin of the API server; '' for the page's own origin (the browser build). */
  origin?: string;
  fetch?: typeof fetch;
  /** Extra HTTP headers; API clients and tests send `authorization: Bearer …` here, browsers use the cookie. */
  headers?: () => Record<string, string>;
  /** graphql-ws connection params, e.g. `{ authorization: 'Bearer …' }` where no cookie reaches the socket. */
  connectionParams?: () => Record<string, string>;
  webSocketImpl?: unknown;
}

export interface CrmClient {
  client: ApolloClient;
  loading: LoadingTracker;
  ws: WsClient;
  /**
   * Calls `listener` whenever the server says the session is over: a request answered UNAUTHENTICATED, or the
   * live socket closed with 4401. Returns the unsubscribe function.
   */
  onSessionEnded(listener: (reason: EndReason) => void): () => void;
  /** Closes the socket and stops the client (tests; the browser app lives as long as the page). */
  dispose(): Promise<void>;
}

function webSocketUrl(origin: string): string {
  const base = origin || window.location.origin;
  return `${base.replace(/^http/, 'ws')}/graphql`;
}

const tryAgainCloseCode: (typeof socketCloseCodes)['tryAgain'] = 1012;

export function createCrmClient(options: CrmClientOptions = {}): CrmClient {
  const origin = options.origin ?? '';
  const loading = createLoadingTracker();

  const sessionListeners = new Set<(reason: EndReason) => void>();
  const sessionEnded = (reason: EndReason) => {
    for (const listener of [...sessionListeners]) listener(reason);
  };
  // Over HTTP and the socket alike, a session that ended after the login check shows up as UNAUTHENTICATED.
  // A refused mutation is explained with the server's words, never dropped (screens may explain it themselves).
  const errorLink = new ErrorLink(({ error, operation }) => {
    if (!CombinedGraphQLErrors.is(error)) return;
    // UNAUTHENTICATED: the session is missing, expired or revoked; FORBIDDEN: the role may not do what was asked.
    const ended = errorWithCode(error.errors, errorCodes.unauthenticated);
    if (ended) sessionEnded(endReasonOf(ended.extensions?.['reason']));
    const refusal = errorWithCode(error.errors, errorCodes.forbidden);
    if (
      refusal &&
      operation.operationType === OperationTypeNode.MUTATION &&
      !operation.getContext()[refusalShownInPlaceKey]
    )
      reportRefusal(refusal.message);
  });

  const headersLink = new ApolloLink((operation, forward) => {
    const extra = options.headers?.();
    if (extra) operation.setContext(({ headers }) => ({ headers: { ...headers, ...extra } }));
    return forward(operation);
  });

  const httpLink = new HttpLink({
    uri: `${origin}/graphql`,
    credentials: 'same-origin',
    ...(options.fetch && { fetch: options.fetch }),
  });

  let lastClose: number | undefined;
  const ws = createClient({
    url: webSocketUrl(origin),
    // The session cookie authenticates the browser's socket; other clients pass a token here.
    connectionParams: () => options.connectionParams?.() ?? {},
    // Keep trying forever: after a server restart the socket comes back and live lists re-subscribe.
    retryAttempts: Infinity,
    shouldRetry: () => true,
    // A process that stops says so (tryAgain): the first try goes at once (spread over a quarter second, so a
    // stopping process's clients do not all land in one instant), and another process behind the same address
    // answers. Otherwise 0.5 s, 1 s, 2 s, then every 4 s (plus jitter), so a restarted server is found within seconds.
    retryWait: (retries) => {
      const wait =
        retries === 0 && lastClose === tryAgainCloseCode
          ? Math.random() * 250
          : Math.min(500 * 2 ** retries, 4000) + Math.random() * 500;
      return new Promise((resolve) => setTimeout(resolve, wait));
    },
    ...(options.webSocketImpl !== undefined && { webSocketImpl: options.webSocketImpl }),
  });
  // The server closes a session's live sockets with 4401 once it ends (signed out, expired or revoked);
  // graphql-ws never retries that close, so the live lists fail and the dashboard goes to login instead.
  ws.on('closed', (event) => {
    lastClose = typeof event === 'object' && event !== null && 'code' in event ? Number(event.code) : undefined;
    if (isUnauthorizedClose(event)) sessionEnded(endReasonOf((event as { reason?: unknown }).reason));
  });
  const wsLink = new GraphQLWsLink(ws);
  const pageData = pageDataLink();

  const client = new ApolloClient({
    cache: createCrmCache(),
    link: ApolloLink.from([
      errorLink,
      loading.link,
      pageData,
      ApolloLink.split(
        (operation) => operation.operationType === OperationTypeNode.SUBSCRIPTION,
        wsLink,
        ApolloLink.from([headersLink, httpLink]),
      ),
    ]),
  });

  // Signed out: the page's answers were the person's who opened it.
  client.onClearStore(async () => pageData.forget());
  answerPrefetchesFrom(client, pageData.take);
  // The live feeds find this socket through shared/liveSocket.ts, to resume after a reconnect.
  registerLiveSocket(client, ws);
  return {
    client,
    loading,
    ws,
    onSessionEnded: (listener) => {
      sessionListeners.add(listener);
      return () => sessionListeners.delete(listener);
    },
    dispose: async () => {
      client.stop();
      // graphql-ws's dispose waits for a connection under way; one retrying a server that is gone is denied instead
      // (code 1000), and there is then no socket left to close.
      await Promise.resolve(ws.dispose()).catch(() => undefined);
    },
  };
}
