// A server-side app as a confidential client sending its secret in the form body
// (client_secret_post), written with oauth4webapi 3, run by test/oauth/oidc-interop.test.ts as a
// child process (see openid-client-rp.mjs). It asks for fine-grained scopes (issue 45) through the
// consent flow and calls the API with the token: what the scopes give works, the rest is 403 with
// the RFC 6750 challenge. Environment: ISSUER, CLIENT_ID, CLIENT_SECRET, REDIRECT_URI,
// MEMBER_TOKEN, SCOPE, PRAYER_REQUEST_ID. Prints one JSON line.
import * as oauth from 'oauth4webapi';
import { approveInBrowser, oauthError, report } from './front-channel.mjs';

const { ISSUER, CLIENT_ID, CLIENT_SECRET, REDIRECT_URI, MEMBER_TOKEN, SCOPE, PRAYER_REQUEST_ID } = process.env;
const http = { [oauth.allowInsecureRequests]: true };

report(async () => {
  const issuer = new URL(ISSUER);
  const as = await oauth.processDiscoveryResponse(issuer, await oauth.discoveryRequest(issuer, { algorithm: 'oauth2', ...http }));
  const client = { client_id: CLIENT_ID };
  const auth = oauth.ClientSecretPost(CLIENT_SECRET);

  const verifier = oauth.generateRandomCodeVerifier();
  const state = oauth.generateRandomState();
  const url = new URL(as.authorization_endpoint);
  url.search = new URLSearchParams({
    client_id: CLIENT_ID,
    redirect_uri: REDIRECT_URI,
    response_type: 'code',
    scope: SCOPE,
    state,
    code_challenge: await oauth.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
  }).toString();
  const { callback, interaction } = await approveInBrowser(url, MEMBER_TOKEN);
  const params = oauth.validateAuthResponse(as, client, new URL(callback), state);

  let wrongSecret = null;
  try {
    const bad = await oauth.authorizationCodeGrantRequest(as, client, oauth.ClientSecretPost('pen_secret_wrong'), params, REDIRECT_URI, verifier, http);
    await oauth.processAuthorizationCodeResponse(as, client, bad);
  } catch (err) {
    wrongSecret = oauthError(err);
  }

  const tokens = await oauth.processAuthorizationCodeResponse(as, client, await oauth.authorizationCodeGrantRequest(as, client, auth, params, REDIRECT_URI, verifier, http));
  const bearer = { authorization: `Bearer ${tokens.access_token}`, 'content-type': 'application/json' };
  const feed = await fetch(new URL('/api/posts/feed?limit=5', issuer), { headers: bearer });
  const pray = await fetch(new URL('/api/posts/pray', issuer), { method: 'POST', headers: bearer, body: JSON.stringify({ postId: Number(PRAYER_REQUEST_ID) }) });
  const post = await fetch(new URL('/api/posts/create-post', issuer), { method: 'POST', headers: bearer, body: JSON.stringify({ content: 'Not with these scopes' }) });
  const refreshed = await oauth.processRefreshTokenResponse(as, client, await oauth.refreshTokenGrantRequest(as, client, auth, tokens.refresh_token, http));
  return {
    metadata: as,
    consentScopes: interaction.scopes.map((s) => s.scope),
    scope: tokens.scope,
    wrongSecret,
    feedStatus: feed.status,
    prayStatus: pray.status,
    postStatus: post.status,
    postChallenge: post.headers.get('www-authenticate'),
    postBody: await post.json(),
    refreshedScope: refreshed.scope,
  };
});
