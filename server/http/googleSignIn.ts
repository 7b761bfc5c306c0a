// 'Login with Google': an OpenID Connect authorization-code flow with PKCE, state and nonce
// (identity/oidc/oidcFlows.ts), run in a popup. The callback signs the user in (setting the session cookie) and tells
// the opener through postMessage to the app's exact origin, then closes.
import type { Request, Response, Router } from 'express';
import express from 'express';
import type { GoogleSignInConfig, GoogleSignInMessage } from '../domain/accounts/account.ts';
import type { AccountService } from '../domain/accounts/accountService.ts';
import { AuthError } from '../domain/errors.ts';
import { flowLifetimeMs, oidcFlows } from '../identity/oidc/oidcFlows.ts';
import { log } from '../log.ts';
import { readCookie } from './cookies.ts';

export interface GoogleSignInOptions {
  issuer: string;
  clientId: string | undefined;
  clientSecret: string | undefined;
  /** The app's origin: redirect base and the only origin the popup reports to */
  publicUrl: () => string;
  accounts: AccountService;
  startSession(res: Response, token: string): void;
  secureCookies: boolean;
}

const flowCookie = 'crm_oidc_state';

export function googleSignInRouter(options: GoogleSignInOptions): Router {
  const router = express.Router();
  const flows = oidcFlows({ ...options, redirectUri: () => `${options.publicUrl()}/auth/google/callback` });

  router.get('/config', (_req, res) => {
    const config: GoogleSignInConfig = {
      configured: Boolean(options.clientId),
      origin: new URL(options.publicUrl()).origin,
    };
    res.json(config);
  });

  router.get('/start', async (req, res) => {
    const publicOrigin = new URL(options.publicUrl());
    if (req.headers.host !== publicOrigin.host) {
      // The flow's cookies and the callback live on the public origin: start there.
      res.redirect(`${publicOrigin.origin}/auth/google/start${invitationQuery(req)}`);
      return;
    }
    if (!options.clientId) {
      finish(res, options, {
        type: 'crm-google-sign-in',
        ok: false,
        code: 'auth/operation-not-allowed',
        message: 'Login with Google is not configured on this server.',
      });
      return;
    }
    try {
      const { state, url } = await flows.start(invitationOf(req));
      // The state is also bound to this browser, so a callback cannot be replayed into someone else's session.
      res.cookie(flowCookie, state, {
        httpOnly: true,
        sameSite: 'lax',
        secure: options.secureCookies,
        path: '/auth/google',
        maxAge: flowLifetimeMs,
      });
      res.redirect(url);
    } catch (error) {
      log.error('Google sign-in could not start', error);
      finish(res, options, {
        type: 'crm-google-sign-in',
        ok: false,
        code: 'auth/internal-error',
        message: 'Google sign-in is unavailable right now.',
      });
    }
  });

  router.get('/callback', async (req: Request, res) => {
    const state = typeof req.query.state === 'string' ? req.query.state : '';
    const flow = flows.take(state);
    res.clearCookie(flowCookie, { path: '/auth/google' });
    // The state is checked first: only a flow this browser started may report anything, errors included.
    if (!flow || readCookie(req.headers, flowCookie) !== state) {
      finish(res, options, {
        type: 'crm-google-sign-in',
        ok: false,
        code: 'auth/invalid-state',
        message: 'This sign-in attempt expired or did not start here. Please try again.',
      });
      return;
    }
    if (typeof req.query.error === 'string') {
      const code = req.query.error.replace(/[^a-z_]/g, '');
      const reason = typeof req.query.error_description === 'string' ? req.query.error_description.slice(0, 200) : code;
      finish(res, options, {
        type: 'crm-google-sign-in',
        ok: false,
        code: `auth/${code}`,
        message: `Google sign-in failed: ${reason}`,
      });
      return;
    }
    try {
      const identity = await flows.complete(flow, state, new URL(req.originalUrl, options.publicUrl()));
      if (!identity) {
        finish(res, options, {
          type: 'crm-google-sign-in',
          ok: false,
          code: 'auth/unverified-email',
          message: 'Google did not confirm a verified email address for this account.',
        });
        return;
      }
      const session = await options.accounts.signInWithProvider(
        { providerId: 'google.com', email: identity.email, idToken: identity.idToken },
        { ip: req.ip ?? 'unknown', userAgent: req.headers['user-agent'] },
        flow.invitation,
      );
      options.startSession(res, session.token);
      finish(res, options, { type: 'crm-google-sign-in', ok: true, user: session.user });
    } catch (error) {
      if (error instanceof AuthError) {
        finish(res, options, {
          type: 'crm-google-sign-in',
          ok: false,
          code: error.code,
          message: error.message,
          ...(error.challenge && { challenge: error.challenge }),
        });
        return;
      }
      log.error('Google sign-in callback failed', error);
      finish(res, options, {
        type: 'crm-google-sign-in',
        ok: false,
        code: 'auth/internal-error',
        message: 'Google sign-in could not be completed.',
      });
    }
  });

  return router;
}

/** The invitation token of the link the app was opened by, which the app passes on to the popup. */
function invitationOf(req: Request): string | undefined {
  const token = req.query.invitation;
  return typeof token === 'string' && /^[A-Za-z0-9_-]{1,100}$/.test(token) ? token : undefined;
}

function invitationQuery(req: Request): string {
  const token = invitationOf(req);
  return token ? `?invitation=${token}` : '';
}

/** The popup's last page: reports to the opener at the app's exact origin, then closes itself. */
function finish(res: Response, options: GoogleSignInOptions, message: GoogleSignInMessage): void {
  const origin = new URL(options.publicUrl()).origin;
  // JSON inside a script element: escape '<' so no value can end the element.
  const payload = JSON.stringify({ message, origin }).replace(/</g, '\\u003c');
  const text = message.ok ? 'Signed in. You can close this window.' : `Sign-in failed: ${message.message}`;
  res
    .status(200)
    .set('Cache-Control', 'no-store')
    .type('html')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Staff CRM sign-in</title></head>` +
        `<body style="font-family:system-ui,sans-serif;padding:2rem"><p id="status"></p><script nonce="${String(res.locals.cspNonce ?? '')}">` +
        `const { message, origin } = ${payload};` +
        `document.getElementById('status').textContent = ${JSON.stringify(text).replace(/</g, '\\u003c')};` +
        `if (window.opener) { window.opener.postMessage(message, origin); window.close(); }` +
        `</script></body></html>`,
    );
}
