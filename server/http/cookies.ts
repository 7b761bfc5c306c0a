import type { IncomingHttpHeaders } from 'node:http';

export const sessionCookieName = 'crm_session';

/** Reads one cookie from a request's Cookie header (HTTP and WebSocket upgrades alike). */
export function readCookie(headers: IncomingHttpHeaders, name: string): string | null {
  for (const part of (headers.cookie ?? '').split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0 || part.slice(0, separator).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(separator + 1).trim()) || null;
    } catch {
      return null;
    }
  }
  return null;
}

/**
 * Headers a cross-site page cannot send without a CORS preflight, so a GraphQL request carrying one (a GET query too)
 * is no cross-site forgery: Apollo's two, and the bearer token API clients send
 * (docs/security.md#csrf-and-origin-checks).
 */
export const preflightHeaders = ['x-apollo-operation-name', 'apollo-require-preflight', 'authorization'];

export function bearerToken(header: unknown): string | null {
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1] ?? null;
}
