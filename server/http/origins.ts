import type { IncomingHttpHeaders } from 'node:http';
import type { Socket } from 'node:net';
import type { TLSSocket } from 'node:tls';

/**
 * Whether a browser request's Origin may use the session cookie: the request's own origin (same scheme as the
 * connection, Origin host equal to Host), the public URL, or an extra allowed origin.
 */
export function isAllowedOrigin(headers: IncomingHttpHeaders, allowed: readonly string[], connection: Socket): boolean {
  const origin = headers.origin;
  if (!origin) return false;
  if (allowed.includes(origin)) return true;
  try {
    const url = new URL(origin);
    const scheme = (connection as TLSSocket).encrypted ? 'https:' : 'http:';
    return url.protocol === scheme && url.host === headers.host;
  } catch {
    return false;
  }
}
