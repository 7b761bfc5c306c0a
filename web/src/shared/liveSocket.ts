// The live socket's one home: app/apolloClient.ts registers the graphql-ws client it makes under each Apollo Client,
// and the live feeds that resume after a reconnect (features/customers/live/customerFeed.ts) find it here.
import type { ApolloClient } from '@apollo/client';
import type { CloseCode, Client as WsClient } from 'graphql-ws';

/**
 * The server's close for an ended session, checked against graphql-ws's enum but not imported from it: this module is
 * in every page's first download through shared/reportError.ts, and graphql-ws need not be.
 */
const unauthorized: CloseCode.Unauthorized = 4401;

/** Each Apollo Client's socket. */
const sockets = new WeakMap<ApolloClient, WsClient>();

/** Called once by the code that makes the client and its socket. */
export function registerLiveSocket(client: ApolloClient, socket: WsClient): void {
  sockets.set(client, socket);
}

/** The graphql-ws client under an Apollo Client made by app/apolloClient.ts. */
export function liveSocketOf(client: ApolloClient): WsClient | undefined {
  return sockets.get(client);
}

/** Whether the socket closed because the session ended (the server's 4401). */
export function isUnauthorizedClose(event: unknown): boolean {
  return typeof event === 'object' && event !== null && 'code' in event && event.code === unauthorized;
}

/**
 * Whether a subscription's error is that close: Apollo's link hands subscribers an Error that keeps only the close's
 * code and reason in its message. A session that ended is the login screen's business: shared/reportError.ts drops it.
 */
export function isSessionEndedError(error: unknown): boolean {
  return error instanceof Error && error.message.startsWith(`Socket closed with event ${unauthorized} `);
}
