// A server-side app as a confidential client, written with oauth4webapi 3 (which nobody at Pen
// wrote), run by test/oauth/oidc-interop.test.ts as a child process (an ES module only; see
// openid-client-rp.mjs). RFC 8414 discovery, code + PKCE with client_secret_basic, a call to the
// API, refresh with rotation, revocation, and a wrong or missing secret refused.
// Environment: ISSUER, CLIENT_ID, CLIENT_SECRET, REDIRECT_URI, MEMBER_TOKEN. Prints one JSON line.
import * as oauth from 'oauth4webapi';
import { approveInBrowser, oauthError, report } from './front-channel.mjs';

const { ISSUER, CLIENT_ID, CLIENT_SECRET, REDIRECT_URI, MEMBER_TOKEN } = process.env;
const http = { [oauth.allowInsecureRequests]: true };

report(async () => {
  const issuer = new URL(ISSUER);
  const as = await oauth.processDiscoveryResponse(issuer, await oauth.discoveryRequest(issuer, { algorithm: 'oauth2', ...http }));
  const client = { client_id: CLIENT_ID };
  const auth = oauth.ClientSecretBasic(CLIENT_SECRET);

  const verifier = oauth.generateRandomCodeVerifier();
  const state = oauth.generateRandomState();
  const url = new URL(as.authorization_endpoint);
  url.search = new URLSearchParams({
    client_id: CLIENT_ID,
    redirect_uri: REDIRECT_URI,
    response_type: 'code',
    scope: 'read',
    state,
    code_challenge: await oauth.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
  }).toString();
  const { callback } = await approveInBrowser(url, MEMBER_TOKEN);
  const params = oauth.validateAuthResponse(as, client, new URL(callback), state);

  // The code is worth nothing without the secret: a wrong one is refused (invalid_client).
  let wrongSecret = null;
  try {
    const bad = await oauth.authorizationCodeGrantRequest(as, client, oauth.ClientSecretBasic('pen_secret_wrong'), params, REDIRECT_URI, verifier, http);
    await oauth.processAuthorizationCodeResponse(as, client, bad);
  } catch (err) {
    wrongSecret = oauthError(err);
  }

  const response = await oauth.authorizationCodeGrantRequest(as, client, auth, params, REDIRECT_URI, verifier, http);
  const tokens = await oauth.processAuthorizationCodeResponse(as, client, response);
  const api = await fetch(new URL('/api/posts/my-posts', issuer), { headers: { authorization: `Bearer ${tokens.access_token}` } });

  const refreshed = await oauth.processRefreshTokenResponse(as, client, await oauth.refreshTokenGrantRequest(as, client, auth, tokens.refresh_token, http));
  await oauth.processRevocationResponse(await oauth.revocationRequest(as, client, auth, refreshed.access_token, { additionalParameters: { token_type_hint: 'access_token' }, ...http }));
  const afterRevoke = await fetch(new URL('/api/posts/my-posts', issuer), { headers: { authorization: `Bearer ${refreshed.access_token}` } });

  // Without any secret (as a public client would ask) the token endpoint refuses this app.
  let noSecret = null;
  try {
    await oauth.processRefreshTokenResponse(as, client, await oauth.refreshTokenGrantRequest(as, client, oauth.None(), refreshed.refresh_token, http));
  } catch (err) {
    noSecret = oauthError(err);
  }
  return {
    metadata: as,
    scope: tokens.scope,
    apiStatus: api.status,
    refreshed: Boolean(refreshed.access_token && refreshed.refresh_token && refreshed.refresh_token !== tokens.refresh_token),
    refreshToken: refreshed.refresh_token,
    wrongSecret,
    afterRevokeStatus: afterRevoke.status,
    noSecret,
  };
});
