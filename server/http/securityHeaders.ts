// Security headers on every response (helmet): a Content-Security-Policy the web app, GraphiQL, the exports and
// the sign-in popup work under, no framing by any site, no MIME sniffing, no referrer to other sites, and HSTS
// when the public URL is https.
import { createHash, randomBytes } from 'node:crypto';
import type { RequestHandler, Response } from 'express';
import helmet from 'helmet';
import { intlWarmUp } from '../domain/pageScripts.ts';

/** The CSP source that allows exactly the script the build writes into the app's pages. */
const intlWarmUpSource = `'sha256-${createHash('sha256').update(intlWarmUp).digest('base64')}'`;

/**
 * A nonce per response for the one inline script this server writes (the sign-in popup's last page), and the hash of
 * the one the build writes into the app's pages (server/domain/pageScripts.ts); scripts are otherwise the build's own
 * files. Styles may be inline: antd and GraphiQL's editor insert style elements.
 */
export function securityHeaders(publicUrl: () => string): RequestHandler {
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: [
          "'self'",
          intlWarmUpSource,
          (_req, res) => `'nonce-${(res as unknown as Response).locals.cspNonce as string}'`,
        ],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        // The graphql-ws socket is on this origin ('self' covers ws: and wss: to it).
        connectSrc: ["'self'"],
        // The import page's file reader and GraphiQL's editor run in workers built beside the app.
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // None: the 'Login with Google' popup comes back to this origin from the provider's and reports to its opener,
    // which any Cross-Origin-Opener-Policy on its last page would cut it off from.
    crossOriginOpenerPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    strictTransportSecurity: false,
  });
  const hsts = helmet.strictTransportSecurity({ maxAge: 31_536_000, includeSubDomains: true });
  return (req, res, next) => {
    res.locals.cspNonce = randomBytes(16).toString('base64');
    headers(req, res, (error?: unknown) => {
      if (error) return next(error);
      if (publicUrl().startsWith('https:')) hsts(req, res, next);
      else next();
    });
  };
}
