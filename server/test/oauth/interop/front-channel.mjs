// The browser's part of an authorization, for the interop scripts: the member (signed in to Pen
// with MEMBER_TOKEN) opens the app's authorization URL, the consent page's API answers "allow",
// and the provider redirects back to the app. Returns the callback URL the app receives.

/** Cookies set for the given path, as a browser would send them there. */
function cookiesFor(res, path) {
  return res.headers
    .getSetCookie()
    .filter((c) => path.startsWith(/;\s*path=([^;]+)/i.exec(c)?.[1] ?? '/'))
    .map((c) => c.split(';')[0])
    .join('; ');
}

export async function approveInBrowser(authorizationUrl, memberToken) {
  const url = new URL(authorizationUrl);
  const start = await fetch(url, { redirect: 'manual' });
  const location = start.headers.get('location') ?? '';
  const uid = /\/oauth\/consent\/([\w-]+)$/.exec(location)?.[1];
  if (!uid) throw new Error(`no consent page: ${start.status} ${location} ${await start.text()}`);
  const api = `/api/oauth/interaction/${uid}`;
  const details = await fetch(new URL(api, url), { headers: { authorization: `Bearer ${memberToken}`, cookie: cookiesFor(start, api) } });
  const interaction = await details.json();
  const consent = await fetch(new URL(`${api}/consent`, url), {
    method: 'POST',
    headers: { authorization: `Bearer ${memberToken}`, 'content-type': 'application/json', cookie: cookiesFor(start, `${api}/consent`) },
    body: JSON.stringify({ approve: true }),
  });
  if (consent.status !== 200) throw new Error(`consent answered ${consent.status}: ${await consent.text()}`);
  const { redirectTo } = await consent.json();
  const resumeUrl = new URL(redirectTo, url);
  const resumed = await fetch(resumeUrl, { redirect: 'manual', headers: { cookie: cookiesFor(start, resumeUrl.pathname) } });
  const callback = resumed.headers.get('location');
  if (!callback) throw new Error(`no redirect back to the app: ${resumed.status} ${await resumed.text()}`);
  return { callback, interaction };
}

/** Runs `main` and prints its result as one JSON line (the test reads it), or the error. */
export function report(main) {
  main().then(
    (result) => process.stdout.write(`${JSON.stringify({ ok: true, result })}\n`),
    (err) => {
      process.stdout.write(`${JSON.stringify({ ok: false, error: String(err?.stack ?? err), code: err?.code, cause: err?.cause && String(JSON.stringify(err.cause)) })}\n`);
    },
  );
}

/**
 * The OAuth error code of a failed request as oauth4webapi reports it: in the body's `error`, or,
 * for a 401 with a WWW-Authenticate challenge (client authentication failed), in the challenge.
 */
export function oauthError(err) {
  return err.error ?? err.cause?.[0]?.parameters?.error ?? err.code ?? String(err);
}
