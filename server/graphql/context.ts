import type { Requester } from '../domain/accounts/account.ts';
import type { Viewer } from '../domain/team/teamService.ts';
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
  requester: Requester;
  services: Services;
  sessionCookie: SessionCookie | null;
}

export interface ContextInput {
  sessionToken: string | null;
  requester: Requester;
  sessionCookie: SessionCookie | null;
}

/** The one context factory, shared by HTTP requests and WebSocket operations. */
export function createContextFactory(services: Services) {
  return async ({ sessionToken, requester, sessionCookie }: ContextInput): Promise<GraphQLContext> => {
    const viewer = sessionToken ? await services.accounts.viewerFor(sessionToken) : null;
    return { viewer, sessionToken: viewer ? sessionToken : null, requester, services, sessionCookie };
  };
}
