// A minimal third-party browser app on another origin than Pen: it signs a member in with OAuth
// 2.1 (authorization code + PKCE, no client secret), then reads their feed with the token. Its
// settings come from ./config.json: { "penUrl": "https://pen.example", "clientId": "…" }; the
// redirect URI registered for the app is this page's own address.
import { buildAuthorizeUrl, createPenClient, createPkcePair, createState, errorMessage, exchangeCode } from '@pen/sdk';

const $ = (id) => document.getElementById(id);
const config = await (await fetch('./config.json')).json();
const redirectUri = new URL('./', location.href).href;
const PENDING = 'pen-example.pending';
const TOKENS = 'pen-example.tokens';

function showError(text) {
  $('error').textContent = text;
}

async function signIn() {
  const { codeVerifier, codeChallenge } = await createPkcePair();
  const state = createState();
  sessionStorage.setItem(PENDING, JSON.stringify({ codeVerifier, state }));
  location.assign(buildAuthorizeUrl({ baseUrl: config.penUrl, clientId: config.clientId, redirectUri, scopes: ['read'], state, codeChallenge }));
}

/** Back from Pen with ?code&state (or ?error): trade the code for tokens. */
async function finishSignIn(params) {
  const pending = JSON.parse(sessionStorage.getItem(PENDING) ?? 'null');
  sessionStorage.removeItem(PENDING);
  history.replaceState(null, '', redirectUri);
  if (params.get('error')) return showError(`Pen did not sign you in: ${params.get('error_description') ?? params.get('error')}`);
  if (!pending || params.get('state') !== pending.state) return showError('This sign-in was not started here. Please try again.');
  const tokens = await exchangeCode({ baseUrl: config.penUrl, clientId: config.clientId, redirectUri, code: params.get('code'), codeVerifier: pending.codeVerifier });
  sessionStorage.setItem(TOKENS, JSON.stringify(tokens));
}

async function showWall(tokens) {
  const pen = createPenClient({
    baseUrl: config.penUrl,
    // Refresh tokens rotate: keep the newest pair.
    auth: { ...tokens, clientId: config.clientId, onTokens: (next) => sessionStorage.setItem(TOKENS, JSON.stringify(next)) },
  });
  const { user } = await pen.auth.profileUserInfo();
  $('status').textContent = `Signed in as ${user.user_name}.`;
  const { posts } = await pen.posts.getFeed({ query: { limit: 10 } });
  $('feed').replaceChildren(
    ...posts.map((post) => {
      const li = document.createElement('li');
      const by = document.createElement('small');
      by.textContent = `${post.user_name}${post.post_type === 'normal' ? '' : ' asks for prayer'}`;
      li.append(by, post.content);
      return li;
    }),
  );
  if (posts.length === 0) $('feed').replaceChildren(Object.assign(document.createElement('li'), { textContent: 'Nothing here yet.' }));
}

$('sign-in').addEventListener('click', () => void signIn().catch((e) => showError(String(e))));
$('sign-out').addEventListener('click', () => {
  sessionStorage.removeItem(TOKENS);
  location.reload();
});

try {
  const params = new URLSearchParams(location.search);
  if (params.has('code') || params.has('error')) await finishSignIn(params);
  const tokens = JSON.parse(sessionStorage.getItem(TOKENS) ?? 'null');
  if (tokens) {
    $('sign-out').hidden = false;
    await showWall(tokens);
  } else $('sign-in').hidden = false;
} catch (err) {
  showError(errorMessage(err, String(err)));
  $('sign-in').hidden = false;
}
