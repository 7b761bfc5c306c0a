// The OpenID Connect side of 'Login with Google': an authorization-code flow with PKCE, state and nonce. This module
// keeps the flows in progress and talks to the provider; the popup's routes and cookies are in http/googleSignIn.ts.
import * as oidc from 'openid-client';
import { pendingSignInFlowsMax } from '../../limits.ts';

export interface OidcClientOptions {
  issuer: string;
  clientId: string | undefined;
  clientSecret: string | undefined;
  /** Where the provider sends the browser back to */
  redirectUri: () => string;
}

export interface PendingFlow {
  verifier: string;
  nonce: string;
  expires: number;
  /** The invitation link's token the popup was opened from, so the person joins through it */
  invitation?: string;
}

/** What the provider vouched for; null when it did not confirm a verified email address */
export type OidcIdentity = { email: string; idToken: string } | null;

export const flowLifetimeMs = 10 * 60 * 1000;

export interface OidcFlows {
  /** Starts a flow: its state (to bind to the browser) and the provider's URL to send the browser to */
  start(invitation?: string): Promise<{ state: string; url: string }>;
  /** The flow `state` names, if it is in progress and not expired; it is used up either way */
  take(state: string): PendingFlow | undefined;
  /** Trades the callback's code for the provider's tokens */
  complete(flow: PendingFlow, state: string, callbackUrl: URL): Promise<OidcIdentity>;
}

export function oidcFlows(options: OidcClientOptions): OidcFlows {
  const pending = new Map<string, PendingFlow>();
  let discovered: Promise<oidc.Configuration> | undefined;

  const configuration = () => {
    discovered ??= discover(options).catch((error: unknown) => {
      discovered = undefined; // try again on the next sign-in rather than failing forever
      throw error;
    });
    return discovered;
  };

  return {
    async start(invitation) {
      const config = await configuration();
      const verifier = oidc.randomPKCECodeVerifier();
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      const now = Date.now();
      for (const [key, flow] of pending) if (flow.expires < now) pending.delete(key);
      while (pending.size >= pendingSignInFlowsMax) pending.delete(pending.keys().next().value!);
      pending.set(state, { verifier, nonce, expires: now + flowLifetimeMs, ...(invitation && { invitation }) });
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: options.redirectUri(),
        scope: 'openid email profile',
        code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
        state,
        nonce,
        // Google lets the user pick among signed-in accounts; other providers may not know this prompt.
        ...(new URL(options.issuer).hostname === 'accounts.google.com' && { prompt: 'select_account' }),
      });
      return { state, url: url.href };
    },

    take(state) {
      const flow = pending.get(state);
      pending.delete(state);
      return flow && flow.expires >= Date.now() ? flow : undefined;
    },

    async complete(flow, state, callbackUrl) {
      const config = await configuration();
      const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: flow.verifier,
        expectedState: state,
        expectedNonce: flow.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims || typeof claims.email !== 'string' || claims.email_verified !== true || !tokens.id_token)
        return null;
      return { email: claims.email, idToken: tokens.id_token };
    },
  };
}

async function discover(options: OidcClientOptions): Promise<oidc.Configuration> {
  const issuer = new URL(options.issuer);
  // Plain http is only accepted for a provider on this machine (the tests' stand-in for Google).
  const local = issuer.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(issuer.hostname);
  return oidc.discovery(
    issuer,
    options.clientId!,
    options.clientSecret,
    undefined,
    local ? { execute: [oidc.allowInsecureRequests] } : undefined,
  );
}
