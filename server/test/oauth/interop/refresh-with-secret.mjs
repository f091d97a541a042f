// One refresh with oauth4webapi and the given secret (after a secret rotation, the test checks
// that the old secret is refused and the new one works). Environment: ISSUER, CLIENT_ID,
// CLIENT_SECRET, REFRESH_TOKEN. Prints one JSON line: the new refresh token, or the OAuth error.
import * as oauth from 'oauth4webapi';
import { oauthError, report } from './front-channel.mjs';

const { ISSUER, CLIENT_ID, CLIENT_SECRET, REFRESH_TOKEN } = process.env;
const http = { [oauth.allowInsecureRequests]: true };

report(async () => {
  const issuer = new URL(ISSUER);
  const as = await oauth.processDiscoveryResponse(issuer, await oauth.discoveryRequest(issuer, { algorithm: 'oauth2', ...http }));
  const client = { client_id: CLIENT_ID };
  try {
    const tokens = await oauth.processRefreshTokenResponse(as, client, await oauth.refreshTokenGrantRequest(as, client, oauth.ClientSecretBasic(CLIENT_SECRET), REFRESH_TOKEN, http));
    return { refreshToken: tokens.refresh_token };
  } catch (err) {
    return { error: oauthError(err) };
  }
});
