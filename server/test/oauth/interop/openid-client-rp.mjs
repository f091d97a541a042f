// A "Sign in with Pen" relying party written with openid-client 6 (which nobody at Pen wrote),
// run by test/oauth/oidc-interop.test.ts as a child process: openid-client is an ES module only,
// and run inside Jest's sandbox its checks of Uint8Array, URL and Response would compare objects
// of two realms. Here it runs as any integrator's Node program does.
// Environment: ISSUER, CLIENT_ID, REDIRECT_URI, MEMBER_TOKEN. Prints one JSON line.
import * as client from 'openid-client';
import { approveInBrowser, report } from './front-channel.mjs';

const { ISSUER, CLIENT_ID, REDIRECT_URI, MEMBER_TOKEN } = process.env;

async function failure(promise) {
  try {
    await promise;
    return null;
  } catch (err) {
    return { code: err.code ?? null, error: err.error ?? null, status: err.status ?? null };
  }
}

report(async () => {
  // Default discovery from the issuer (OpenID Connect Discovery: /.well-known/openid-configuration);
  // a public client (PKCE, no secret). http is allowed for the test server on 127.0.0.1;
  // enableNonRepudiationChecks makes the library verify the ID token's signature with the jwks too.
  const config = await client.discovery(new URL(ISSUER), CLIENT_ID, undefined, client.None(), {
    execute: [client.allowInsecureRequests, client.enableNonRepudiationChecks],
  });
  const metadata = config.serverMetadata();
  const verifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const nonce = client.randomNonce();
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: REDIRECT_URI,
    scope: 'openid profile email read',
    code_challenge: await client.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  });
  const { callback, interaction } = await approveInBrowser(url, MEMBER_TOKEN);
  const tokens = await client.authorizationCodeGrant(config, new URL(callback), { pkceCodeVerifier: verifier, expectedState: state, expectedNonce: nonce, idTokenExpected: true });
  const idClaims = tokens.claims();
  const userinfo = await client.fetchUserInfo(config, tokens.access_token, idClaims.sub);
  // The same access token works on the Pen API (scope read).
  const me = await fetch(new URL('/api/posts/my-posts', ISSUER), { headers: { authorization: `Bearer ${tokens.access_token}` } });
  const refreshed = await client.refreshTokenGrant(config, tokens.refresh_token);
  const userinfoAfterRefresh = await client.fetchUserInfo(config, refreshed.access_token, idClaims.sub);
  await client.tokenRevocation(config, refreshed.access_token, { token_type_hint: 'access_token' });
  const revokedAccess = await failure(client.fetchUserInfo(config, refreshed.access_token, idClaims.sub));
  await client.tokenRevocation(config, refreshed.refresh_token);
  const revokedRefresh = await failure(client.refreshTokenGrant(config, refreshed.refresh_token));
  // Last: reusing a rotated refresh token is refused (and ends the grant).
  const reusedRefresh = await failure(client.refreshTokenGrant(config, tokens.refresh_token));
  return {
    metadata,
    consentScopes: interaction.scopes.map((s) => s.scope),
    tokenScope: tokens.scope,
    tokenType: tokens.token_type,
    idClaims,
    idToken: tokens.id_token,
    userinfo,
    apiStatus: me.status,
    refreshedScope: refreshed.scope,
    refreshedIdToken: Boolean(refreshed.id_token),
    reusedRefresh,
    revokedRefresh,
    userinfoAfterRefresh,
    revokedAccess,
  };
});
