// A local OpenID provider standing in for Google in tests (oidc-provider, dev interactions: any login works).
// Usage: node tests/support/oidcProvider.mjs <port> <clientId> <clientSecret> <redirectUri>
// A login of "unverified..." gets email_verified: false; any other login <name> is <name>@example.com
// (or the login itself when it holds an @).
import Provider from 'oidc-provider';

const [port, clientId, clientSecret, redirectUri] = process.argv.slice(2);
const issuer = `http://127.0.0.1:${port}`;

const provider = new Provider(issuer, {
  clients: [
    {
      client_id: clientId,
      client_secret: clientSecret,
      redirect_uris: [redirectUri],
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_basic',
    },
  ],
  claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
  pkce: { required: () => true },
  // Like Google: the ID token itself carries the email claims.
  conformIdTokenClaims: false,
  features: { devInteractions: { enabled: true } },
  cookies: { keys: ['oidc-test-cookie-key'] },
  async findAccount(_ctx, id) {
    return {
      accountId: id,
      async claims() {
        return {
          sub: id,
          name: id,
          email: id.includes('@') ? id : `${id}@example.com`,
          email_verified: !id.startsWith('unverified'),
        };
      },
    };
  },
});
provider.proxy = false;
provider.listen(Number(port), '127.0.0.1', () => {
  console.log(`oidc provider ready at ${issuer}`);
});
