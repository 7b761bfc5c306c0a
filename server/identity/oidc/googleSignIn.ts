// 'Login with Google': an OpenID Connect authorization-code flow with PKCE, state and nonce, run in a popup.
// The callback signs the user in (setting the session cookie) and tells the opener through postMessage
// to the app's exact origin, then closes.
import type { Request, Response, Router } from 'express';
import express from 'express';
import * as oidc from 'openid-client';
import type { GoogleSignInConfig, GoogleSignInMessage } from '../../domain/accounts/account.ts';
import type { AccountService } from '../../domain/accounts/accountService.ts';
import { AuthError } from '../../domain/errors.ts';
import { readCookie } from '../../http/cookies.ts';
import { log } from '../../log.ts';

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


interface PendingFlow {
  verifier: string;
  nonce: string;
  expires: number;
}

const flowCookie = 'crm_oidc_state';
const flowLifetimeMs = 10 * 60 * 1000;
/** Sign-ins in progress at once; past this the oldest are dropped, so anonymous requests cannot fill memory. */
const maxPendingFlows = 10_000;

export function googleSignInRouter(options: GoogleSignInOptions): Router {
  const router = express.Router();
  const pending = new Map<string, PendingFlow>();
  let discovered: Promise<oidc.Configuration> | undefined;

  const configuration = () => {
    discovered ??= discover(options).catch((error: unknown) => {
      discovered = undefined; // try again on the next sign-in rather than failing forever
      throw error;
    });
    return discovered;
  };
  const redirectUri = () => `${options.publicUrl()}/auth/google/callback`;

  router.get('/config', (_req, res) => {
    const config: GoogleSignInConfig = { configured: Boolean(options.clientId), origin: new URL(options.publicUrl()).origin };
    res.json(config);
  });

  router.get('/start', async (req, res) => {
    const publicOrigin = new URL(options.publicUrl());
    if (req.headers.host !== publicOrigin.host) {
      // The flow's cookies and the callback live on the public origin: start there.
      res.redirect(`${publicOrigin.origin}/auth/google/start`);
      return;
    }
    if (!options.clientId) {
      finish(res, options, { type: 'crm-google-sign-in', ok: false, code: 'auth/operation-not-allowed', message: 'Login with Google is not configured on this server.' });
      return;
    }
    try {
      const config = await configuration();
      const verifier = oidc.randomPKCECodeVerifier();
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      const now = Date.now();
      for (const [key, flow] of pending) if (flow.expires < now) pending.delete(key);
      while (pending.size >= maxPendingFlows) pending.delete(pending.keys().next().value!);
      pending.set(state, { verifier, nonce, expires: now + flowLifetimeMs });
      // The state is also bound to this browser, so a callback cannot be replayed into someone else's session.
      res.cookie(flowCookie, state, { httpOnly: true, sameSite: 'lax', secure: options.secureCookies, path: '/auth/google', maxAge: flowLifetimeMs });
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri(),
        scope: 'openid email profile',
        code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
        state,
        nonce,
        // Google lets the user pick among signed-in accounts; other providers may not know this prompt.
        ...(new URL(options.issuer).hostname === 'accounts.google.com' && { prompt: 'select_account' }),
      });
      res.redirect(url.href);
    } catch (error) {
      log.error('Google sign-in could not start', error);
      finish(res, options, { type: 'crm-google-sign-in', ok: false, code: 'auth/internal-error', message: 'Google sign-in is unavailable right now.' });
    }
  });

  router.get('/callback', async (req: Request, res) => {
    const state = typeof req.query.state === 'string' ? req.query.state : '';
    const flow = pending.get(state);
    pending.delete(state);
    res.clearCookie(flowCookie, { path: '/auth/google' });
    // The state is checked first: only a flow this browser started may report anything, errors included.
    if (!flow || flow.expires < Date.now() || readCookie(req.headers, flowCookie) !== state) {
      finish(res, options, { type: 'crm-google-sign-in', ok: false, code: 'auth/invalid-state', message: 'This sign-in attempt expired or did not start here. Please try again.' });
      return;
    }
    if (typeof req.query.error === 'string') {
      const code = req.query.error.replace(/[^a-z_]/g, '');
      const reason = typeof req.query.error_description === 'string' ? req.query.error_description.slice(0, 200) : code;
      finish(res, options, { type: 'crm-google-sign-in', ok: false, code: `auth/${code}`, message: `Google sign-in failed: ${reason}` });
      return;
    }
    try {
      const config = await configuration();
      const callbackUrl = new URL(req.originalUrl, options.publicUrl());
      const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: flow.verifier,
        expectedState: state,
        expectedNonce: flow.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims || typeof claims.email !== 'string' || claims.email_verified !== true || !tokens.id_token) {
        finish(res, options, { type: 'crm-google-sign-in', ok: false, code: 'auth/unverified-email', message: 'Google did not confirm a verified email address for this account.' });
        return;
      }
      const session = await options.accounts.signInWithProvider(
        { providerId: 'google.com', email: claims.email, idToken: tokens.id_token },
        { ip: req.ip ?? 'unknown', userAgent: req.headers['user-agent'] },
      );
      options.startSession(res, session.token);
      finish(res, options, { type: 'crm-google-sign-in', ok: true, user: session.user });
    } catch (error) {
      if (error instanceof AuthError) {
        finish(res, options, { type: 'crm-google-sign-in', ok: false, code: error.code, message: error.message, ...(error.challenge && { challenge: error.challenge }) });
        return;
      }
      log.error('Google sign-in callback failed', error);
      finish(res, options, { type: 'crm-google-sign-in', ok: false, code: 'auth/internal-error', message: 'Google sign-in could not be completed.' });
    }
  });

  return router;
}

async function discover(options: GoogleSignInOptions): Promise<oidc.Configuration> {
  const issuer = new URL(options.issuer);
  // Plain http is only accepted for a provider on this machine (the tests' stand-in for Google).
  const local = issuer.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(issuer.hostname);
  return oidc.discovery(issuer, options.clientId!, options.clientSecret, undefined, local ? { execute: [oidc.allowInsecureRequests] } : undefined);
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
