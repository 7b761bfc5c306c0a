import type { Requester } from '../domain/accounts/account.ts';
import { StoreUnavailableError, type SessionEndReason } from '../domain/errors.ts';
import { toGraphQLError } from './errors.ts';
import type { Viewer } from '../domain/team/teamAccess.ts';
import type { Services } from '../services.ts';

/** Sets and clears the browser's session cookie; only HTTP requests have one. */
export interface SessionCookie {
  set(token: string): void;
  clear(): void;
}

export interface GraphQLContext {
  /** The signed-in member or API key, with the role the team gives it; null for a visitor */
  viewer: Viewer | null;
  /** The session token the request carried (cookie or bearer), used by signOut */
  sessionToken: string | null;
  /** Why the token the request carried lets nobody in any more, when it is known (said with UNAUTHENTICATED) */
  sessionEndReason: SessionEndReason | null;
  requester: Requester;
  services: Services;
  sessionCookie: SessionCookie | null;
}

export interface ContextInput {
  sessionToken: string | null;
  requester: Requester;
  sessionCookie: SessionCookie | null;
}

/** The session's viewer; a store that does not answer is said as a resolver would say it (UNAVAILABLE). */
async function viewerFor(services: Services, sessionToken: string): Promise<Viewer | null> {
  try {
    return await services.accounts.viewerFor(sessionToken);
  } catch (error) {
    throw error instanceof StoreUnavailableError ? toGraphQLError(error, 'session') : error;
  }
}

/** The one context factory, shared by HTTP requests and WebSocket operations. */
export function createContextFactory(services: Services) {
  return async ({ sessionToken, requester, sessionCookie }: ContextInput): Promise<GraphQLContext> => {
    const viewer = sessionToken ? await viewerFor(services, sessionToken) : null;
    const sessionEndReason = sessionToken && !viewer ? await services.accounts.sessionEndReason(sessionToken) : null;
    return { viewer, sessionToken: viewer ? sessionToken : null, sessionEndReason, requester, services, sessionCookie };
  };
}
