// The server half of 'Login with Google' (the popup itself is proven in tests/e2e/google.test.ts).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestCrm, type TestCrm } from '../support/crmServer.ts';
import { reserveIssuer, startOidcStandIn, type OidcStandIn } from '../support/oidcStandIn.ts';

describe('Google sign-in routes', () => {
  let crm: TestCrm;
  let google: OidcStandIn;
  beforeAll(async () => {
    const reserved = await reserveIssuer();
    crm = await startTestCrm({
      CRM_OIDC_ISSUER: reserved.issuer,
      CRM_OIDC_CLIENT_ID: reserved.clientId,
      CRM_OIDC_CLIENT_SECRET: reserved.clientSecret,
    });
    google = await startOidcStandIn(reserved, `http://localhost:${crm.port}/auth/google/callback`);
  }, 30_000);
  afterAll(async () => {
    await crm.dispose();
    await google.stop();
  });

  it('says it is configured, and the origin the popup reports to', async () => {
    expect(await (await fetch(`${crm.url}/auth/google/config`)).json()).toEqual({
      configured: true,
      origin: `http://localhost:${crm.port}`,
    });
  });

  it('starts an authorization-code flow with PKCE (S256), state and nonce, the state bound to the browser by a cookie', async () => {
    // Opened on another name of this server, the flow moves to the public origin first.
    const moved = await fetch(`${crm.url}/auth/google/start`, { redirect: 'manual' });
    expect(moved.headers.get('location')).toBe(`http://localhost:${crm.port}/auth/google/start`);
    const response = await fetch(`http://localhost:${crm.port}/auth/google/start`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('location')!);
    expect(location.origin).toBe(google.issuer);
    const params = Object.fromEntries(location.searchParams);
    expect(params).toMatchObject({
      response_type: 'code',
      client_id: google.clientId,
      redirect_uri: `http://localhost:${crm.port}/auth/google/callback`,
      code_challenge_method: 'S256',
      scope: 'openid email profile',
    });
    expect(params.code_challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(params.state).toBeTruthy();
    expect(params.nonce).toBeTruthy();
    expect(response.headers.get('set-cookie')).toMatch(new RegExp(`^crm_oidc_state=${params.state};.*HttpOnly`, 'i'));
  });

  it('refuses a callback this browser did not start, before showing anything the URL says', async () => {
    const started = await fetch(`http://localhost:${crm.port}/auth/google/start`, { redirect: 'manual' });
    const state = new URL(started.headers.get('location')!).searchParams.get('state')!;
    // The right state without the browser's cookie: someone else's flow replayed here.
    const page = await (
      await fetch(
        `${crm.url}/auth/google/callback?state=${state}&error=access_denied&error_description=${encodeURIComponent('<b>Call this number</b>')}`,
      )
    ).text();
    expect(page).toContain('auth/invalid-state');
    expect(page).not.toContain('Call this number');
    expect(page).toContain(`"origin":"http://localhost:${crm.port}"`);
  });

  it('reports the provider’s refusal of a flow that did start here', async () => {
    const started = await fetch(`http://localhost:${crm.port}/auth/google/start`, { redirect: 'manual' });
    const state = new URL(started.headers.get('location')!).searchParams.get('state')!;
    const cookie = started.headers.get('set-cookie')!.split(';')[0]!;
    const page = await (
      await fetch(`${crm.url}/auth/google/callback?state=${state}&error=access_denied`, { headers: { cookie } })
    ).text();
    expect(page).toContain('"code":"auth/access_denied"');
    expect(page).toContain('window.opener.postMessage(message, origin)');
  });
});

describe('Google sign-in, not configured', () => {
  it('says so, and its start page reports that to the opener', async () => {
    const crm = await startTestCrm();
    try {
      expect((await (await fetch(`${crm.url}/auth/google/config`)).json()) as { configured: boolean }).toMatchObject({
        configured: false,
      });
      const page = await (await fetch(`${crm.url}/auth/google/start`)).text();
      expect(page).toContain('Login with Google is not configured on this server.');
    } finally {
      await crm.dispose();
    }
  });
});
