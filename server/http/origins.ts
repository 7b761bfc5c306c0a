import type { IncomingHttpHeaders } from 'node:http';

/**
 * Whether a browser request's Origin may use the session cookie: the request's own origin
 * (Origin host equals Host), the public URL, or an extra allowed origin.
 */
export function isAllowedOrigin(headers: IncomingHttpHeaders, allowed: readonly string[]): boolean {
  const origin = headers.origin;
  if (!origin) return false;
  if (allowed.includes(origin)) return true;
  try {
    return new URL(origin).host === headers.host;
  } catch {
    return false;
  }
}
