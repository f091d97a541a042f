// A plain Node program (no TypeScript, no loader) using the packed @pen/sdk as an integrator
// would, against a running Pen server. It prints one JSON line of what it saw; the test
// (../package.test.ts) runs it from a project outside the repository and checks that line.
// Env: PEN_URL, PEN_EMAIL, PEN_PASSWORD.
import { createRequire } from 'node:module';
import {
  buildAuthorizeUrl,
  createPenClient,
  createPkcePair,
  createState,
  errorMessage,
  exchangeCode,
  items,
  memoryTokenStore,
  PenApiError,
  signInWithPassword,
} from '@pen/sdk';

const baseUrl = process.env.PEN_URL;
const out = {};

// CommonJS consumers get the same API.
out.cjs = typeof createRequire(import.meta.url)('@pen/sdk').createPenClient === 'function';

// A fetch with a cookie jar, as a Node program needs for the session's refresh cookie. Every
// request of the client must pass through it (API calls, the refresh, the stream).
const cookies = new Map();
const seen = [];
const jarFetch = async (input, init) => {
  const request = new Request(input, init);
  seen.push(`${request.method} ${new URL(request.url).pathname}`);
  if (cookies.size) request.headers.set('cookie', [...cookies].map(([k, v]) => `${k}=${v}`).join('; '));
  const response = await fetch(request);
  for (const c of response.headers.getSetCookie()) {
    const [pair] = c.split(';');
    const eq = pair.indexOf('=');
    cookies.set(pair.slice(0, eq), pair.slice(eq + 1));
  }
  return response;
};

// 1. A member's session (tokenStore): sign in, call, and renew through the refresh cookie.
const store = memoryTokenStore();
let signedOut = 0;
const pen = createPenClient({ baseUrl, fetch: jarFetch, auth: { tokenStore: store, onUnauthenticated: () => signedOut++ } });
const login = await pen.auth.login({ body: { email: process.env.PEN_EMAIL, password: process.env.PEN_PASSWORD, deviceId: 'sdk-consumer' } });
store.set(login.accessToken);
out.me = (await pen.auth.profileUserInfo()).user.email;
const created = await pen.posts.createPost({ body: { content: 'Posted from plain Node through the packed SDK' } });
out.postId = created.postId;
// An expired token is renewed through the cookie before the call.
store.set('expired.eyJleHAiOjF9.x');
out.afterRefresh = (await pen.posts.getPost({ path: { posts_id: created.postId } })).post.content;
out.refreshed = store.get() !== 'expired.eyJleHAiOjF9.x' && seen.includes('POST /api/auth/refresh-token');

// 2. Paging with the cursor helper.
let count = 0;
for await (const post of items((cursor) => pen.posts.getMyPosts({ query: { cursor, limit: 1 } }), 'posts')) {
  count += 1;
  if (post.posts_id === created.postId) break;
}
out.pagedTo = count;

// 3. Errors are PenApiError with the status, the ErrorDto and the message to show.
try {
  await pen.posts.createPost({ body: { content: 'x'.repeat(6000) } });
} catch (err) {
  out.error = { isPenApiError: err instanceof PenApiError, status: err.status, statusCode: err.body?.statusCode, message: errorMessage(err, '') };
}

// 4. The live notification stream: the first event, then stop by breaking out.
const controller = new AbortController();
const timer = setTimeout(() => controller.abort(), 15_000);
for await (const event of pen.notifications.stream({ signal: controller.signal })) {
  out.streamEvent = event.type;
  out.streamUnread = typeof event.unreadCount;
  break;
}
clearTimeout(timer);
out.streamThroughFetch = seen.some((s) => s.startsWith('GET /api/noti/stream'));

// 5. Another client in the same process, without credentials: independent, and refused.
const anonymous = createPenClient({ baseUrl });
try {
  await anonymous.auth.profileUserInfo();
} catch (err) {
  out.anonymousStatus = err.status;
}
out.publicWorks = typeof (await anonymous.health.ping()) === 'object';

// 6. PKCE helpers (Web Crypto in Node).
const pkce = await createPkcePair();
const url = new URL(buildAuthorizeUrl({ baseUrl, clientId: 'app', redirectUri: 'http://localhost/cb', scopes: ['read', 'write'], state: 's', codeChallenge: pkce.codeChallenge }));
out.pkce = { verifierLength: pkce.codeVerifier.length, method: url.searchParams.get('code_challenge_method'), path: url.pathname };

// 7. API keys: a member's key for a bot. A read key cannot write; no key manages the account.
const { secret } = await pen.auth.createApiKey({ body: { name: 'sdk bot', scopes: ['read', 'write'] } });
const { secret: readSecret } = await pen.auth.createApiKey({ body: { name: 'sdk reader', scopes: ['read'] } });
const bot = createPenClient({ baseUrl, auth: { apiKey: secret }, headers: { 'User-Agent': 'sdk-consumer/1.0' } });
const reader = createPenClient({ baseUrl, auth: { apiKey: readSecret } });
const statusOf = (promise) => promise.then(() => 'ok', (err) => (err instanceof PenApiError ? err.status : String(err)));
out.apiKey = {
  me: (await bot.auth.profileUserInfo()).user.email,
  post: typeof (await bot.posts.createPost({ body: { content: 'Posted by a bot with an API key' } })).postId,
  readerReads: await statusOf(reader.posts.getFeed({ query: { limit: 1 } })),
  readerWrites: await statusOf(reader.posts.createPost({ body: { content: 'not allowed' } })),
  accountCall: await statusOf(bot.auth.listApiKeys()),
};

// 8. OAuth 2.1 with PKCE: register an app, authorize as the member (the consent page's API),
// exchange the code, call as the app, and refresh with rotation.
const redirectUri = 'http://127.0.0.1:9/cb';
const { app } = await pen.oauth.createOAuthApp({ body: { name: 'SDK test app', redirectUris: [redirectUri] } });
const pair = await createPkcePair();
const state = createState();
const authorizeUrl = buildAuthorizeUrl({ baseUrl, clientId: app.clientId, redirectUri, scopes: ['read', 'write'], state, codeChallenge: pair.codeChallenge });
const toConsent = await jarFetch(authorizeUrl, { redirect: 'manual' });
const uid = /\/oauth\/consent\/([\w-]+)$/.exec(toConsent.headers.get('location') ?? '')?.[1];
const { redirectTo } = await pen.oauth.answerOAuthInteraction({ path: { uid }, body: { approve: true } });
const back = await jarFetch(new URL(redirectTo, baseUrl), { redirect: 'manual' });
const callback = new URL(back.headers.get('location'));
const tokens = await exchangeCode({ baseUrl, clientId: app.clientId, redirectUri, code: callback.searchParams.get('code'), codeVerifier: pair.codeVerifier });
const rotated = [];
const oauthApp = createPenClient({ baseUrl, auth: { ...tokens, clientId: app.clientId, onTokens: (t) => rotated.push(t) } });
out.oauth = {
  state: callback.searchParams.get('state') === state,
  me: (await oauthApp.auth.profileUserInfo()).user.email,
  renewed: await oauthApp.renewCredentials(),
  rotated: rotated.length === 1 && rotated[0].refreshToken !== tokens.refreshToken && rotated[0].accessToken !== tokens.accessToken,
  afterRefresh: (await oauthApp.auth.profileUserInfo()).user.email,
};

// 9. Signing out: the refresh cookie is gone, so the next renewal fails and signs out.
await pen.auth.logout({ body: { deviceId: 'sdk-consumer' } }).catch(() => undefined);
cookies.clear();
store.set('expired.eyJleHAiOjF9.x');
try {
  await pen.auth.profileUserInfo();
} catch (err) {
  out.afterSignOut = { status: err.status, signedOut, token: store.get() };
}

// 10. A script's own sign-in with e-mail and password (signInWithPassword): a session of its own
// that renews through the refresh cookie the helper keeps (plain Node has no cookie jar), and ends.
const script = await signInWithPassword({ baseUrl, email: process.env.PEN_EMAIL, password: process.env.PEN_PASSWORD, deviceId: 'sdk-script' });
const scriptMe = (await script.pen.auth.profileUserInfo()).user.email;
const scriptRenewed = await script.pen.renewCredentials();
await script.signOut();
out.passwordSignIn = { me: scriptMe, renewed: scriptRenewed, afterSignOut: await script.pen.renewCredentials() };

console.log(JSON.stringify(out));
