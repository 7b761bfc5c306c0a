// The one way the web app reports a failure it did not expect: to the server's log (POST /client-errors, see
// docs/architecture.md#errors), and to the console in development. Plain code, no React: the page's start and the
// weekly chart's worker report through it too. It never throws, and a failure it cannot send is dropped.
import { isSessionEndedError } from './liveSocket.ts';

/** Whether this is a development build: Vite puts the mode in place of process.env.NODE_ENV in every module. */
export const inDevelopment = process.env.NODE_ENV !== 'production';

/** Characters sent of the message and the stack: the server keeps less (server/limits.ts clientErrorLimits). */
const messageChars = 1000;
const stackChars = 4000;
/** Reports one page sends at most, each once: a failure repeated on every render is one line in the log. */
const reportsPerPage = 20;
const sent = new Set<string>();

/**
 * `what` failed, because of `error`: said in the console in development, and sent to the server once per page. A
 * session the server ended is no failure (the app goes to the login screen), so it is not reported.
 */
export function reportError(what: string, error?: unknown): void {
  try {
    if (isSessionEndedError(error)) return;
    if (inDevelopment) console.error(what, error);
    const detail = error instanceof Error ? error.message : error === undefined ? '' : String(error);
    const message = (detail ? `${what}: ${detail}` : what).slice(0, messageChars);
    const route = globalThis.location?.pathname ?? '/';
    const once = `${route} ${message}`;
    if (sent.has(once) || sent.size >= reportsPerPage) return;
    sent.add(once);
    const stack = error instanceof Error && error.stack ? error.stack.slice(0, stackChars) : undefined;
    const report = { message, route, ...(stack && { stack }), userAgent: globalThis.navigator?.userAgent };
    // keepalive: a report sent as the page is left or reloaded still goes; a failed one is not worth another.
    fetch('/client-errors', {
      method: 'POST',
      keepalive: true,
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(report),
    }).catch(() => undefined);
  } catch {
    // Reporting is never the reason a screen fails.
  }
}
