// A plain Node program (no TypeScript, no loader) using the packed @pen/sdk as an integrator
// would, against a running Pen server. It prints one JSON line of what it saw; the test
// (../package.test.ts) runs it from a project outside the repository and checks that line.
// Env: PEN_URL, PEN_EMAIL, PEN_PASSWORD.
import { createRequire } from 'node:module';
import {
  buildAuthorizeUrl,
  createPenClient,
  createPkcePair,
  errorMessage,
  items,
  memoryTokenStore,
  PenApiError,
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

// 7. Signing out: the refresh cookie is gone, so the next renewal fails and signs out.
await pen.auth.logout({ body: { deviceId: 'sdk-consumer' } }).catch(() => undefined);
cookies.clear();
store.set('expired.eyJleHAiOjF9.x');
try {
  await pen.auth.profileUserInfo();
} catch (err) {
  out.afterSignOut = { status: err.status, signedOut, token: store.get() };
}

console.log(JSON.stringify(out));
