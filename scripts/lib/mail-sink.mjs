// Development mail sink: an SMTP server that accepts every message, keeps it (in memory and,
// when `dir` is given, as one JSON file per mail so mails survive restarts) and shows it on a
// small web page. `npm start` runs it when SMTP_URL is unset; tests and tools can start their own.
//
// HTTP endpoints (all on httpUrl):
//   GET    /                  the web page: every mail, newest first
//   GET    /mail/<id>         one mail: headers, links, HTML body (sandboxed) and text body
//   GET    /mails[?to=addr]   JSON {mails: SinkMail[]}, oldest first; `to` filters by recipient
//   GET    /mails/<id>        JSON {mail: SinkMail} or 404
//   DELETE /mails             removes every mail (204)
// SinkMail: {id, receivedAt (ISO), from, to: string[] (lower case), subject, text, html, links: string[]}
import { randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

const MAX_MAIL_BYTES = 10 * 1024 * 1024;
// Mails older than these are dropped from the page and the disk, so a long-lived sink stays small.
const MAX_MAILS = 500;

/** @typedef {{id: string, receivedAt: string, from: string, to: string[], subject: string, text: string, html: string, links: string[]}} SinkMail */

function addresses(field) {
  const list = Array.isArray(field) ? field : field ? [field] : [];
  return list.flatMap((a) => a.value.map((v) => (v.address ?? '').toLowerCase())).filter(Boolean);
}

function decodeEntities(s) {
  return s.replace(/&amp;/g, '&').replace(/&#x2F;/gi, '/').replace(/&#47;/g, '/').replace(/&quot;/g, '"').replace(/&#39;/g, "'");
}

/** Every http(s) link in the mail, from the HTML's hrefs and the text body, without duplicates. */
export function extractLinks(html, text) {
  const found = [];
  for (const m of html.matchAll(/href\s*=\s*["']([^"']+)["']/gi)) found.push(decodeEntities(m[1]));
  for (const m of text.matchAll(/https?:\/\/[^\s<>"')\]]+/g)) found.push(m[0]);
  return [...new Set(found.filter((l) => /^https?:\/\//i.test(l)))];
}

function escapeHtml(s) {
  return String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

function linkify(text) {
  return escapeHtml(text).replace(/https?:\/\/[^\s<>"')\]]+/g, (url) => `<a href="${url}" target="_blank" rel="noopener">${url}</a>`);
}

const STYLE = `
  :root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", sans-serif; }
  body { margin: 0; background: #f5f3ef; color: #22201c; }
  header { background: #3b2f63; color: #fff; padding: 14px 20px; display: flex; gap: 16px; align-items: baseline; flex-wrap: wrap; }
  header h1 { font-size: 18px; margin: 0; } header a { color: #fff; text-decoration: none; } header span { opacity: .8; font-size: 13px; }
  main { max-width: 960px; margin: 0 auto; padding: 16px; }
  .empty { text-align: center; color: #6b665e; padding: 48px 0; }
  ul.mails { list-style: none; margin: 0; padding: 0; background: #fff; border-radius: 10px; overflow: hidden; box-shadow: 0 1px 3px rgba(0,0,0,.08); }
  ul.mails li + li { border-top: 1px solid #ece8e1; }
  ul.mails a { display: grid; grid-template-columns: 1fr auto; gap: 2px 12px; padding: 12px 16px; color: inherit; text-decoration: none; }
  ul.mails a:hover { background: #f8f6ff; }
  .subject { font-weight: 600; overflow-wrap: anywhere; } .to { color: #6b665e; font-size: 14px; overflow-wrap: anywhere; }
  .date { color: #6b665e; font-size: 13px; white-space: nowrap; grid-row: 1 / span 2; grid-column: 2; align-self: center; }
  .card { background: #fff; border-radius: 10px; padding: 16px; box-shadow: 0 1px 3px rgba(0,0,0,.08); margin-bottom: 16px; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 4px 12px; margin: 0; } dt { color: #6b665e; } dd { margin: 0; overflow-wrap: anywhere; }
  h2 { font-size: 20px; margin: 0 0 12px; overflow-wrap: anywhere; } h3 { font-size: 15px; margin: 0 0 8px; color: #6b665e; }
  iframe { width: 100%; min-height: 420px; border: 1px solid #ece8e1; border-radius: 6px; background: #fff; }
  pre { white-space: pre-wrap; overflow-wrap: anywhere; margin: 0; font: 14px/1.5 ui-monospace, monospace; }
  .links a { display: block; overflow-wrap: anywhere; padding: 2px 0; }
  button { font: inherit; border: 0; border-radius: 6px; padding: 6px 12px; background: #fff; color: #3b2f63; cursor: pointer; }
  @media (max-width: 600px) { ul.mails a { grid-template-columns: 1fr; } .date { grid-row: auto; grid-column: 1; } }
`;

function page(title, body, { refresh = false } = {}) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
${refresh ? '<meta http-equiv="refresh" content="5">' : ''}<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><header><h1><a href="/">Pen development mail</a></h1><span>Every mail the app sends while SMTP_URL is unset lands here.</span></header><main>${body}</main></body></html>`;
}

function listPage(mails) {
  if (mails.length === 0) return page('Pen mail', '<p class="empty">No mail yet. This page refreshes by itself.</p>', { refresh: true });
  const rows = [...mails]
    .reverse()
    .map(
      (m) => `<li><a href="/mail/${encodeURIComponent(m.id)}"><span class="subject">${escapeHtml(m.subject || '(no subject)')}</span>
<span class="to">To ${escapeHtml(m.to.join(', '))}</span><time class="date" datetime="${m.receivedAt}">${escapeHtml(new Date(m.receivedAt).toLocaleString('en-GB'))}</time></a></li>`,
    )
    .join('');
  const clear = `<form method="post" action="/clear" style="margin:0 0 12px;text-align:right"><button type="submit" style="background:#3b2f63;color:#fff">Delete all (${mails.length})</button></form>`;
  return page(`Pen mail (${mails.length})`, `${clear}<ul class="mails">${rows}</ul>`, { refresh: true });
}

function mailPage(m) {
  // The HTML body runs in a sandbox without scripts; <base target=_blank> makes its links open in a new tab.
  const srcdoc = `<base target="_blank">${m.html}`;
  const links = m.links.length
    ? `<div class="card links"><h3>Links</h3>${m.links.map((l) => `<a href="${escapeHtml(l)}" target="_blank" rel="noopener">${escapeHtml(l)}</a>`).join('')}</div>`
    : '';
  const html = m.html
    ? `<div class="card"><h3>HTML body</h3><iframe title="HTML body" sandbox="allow-popups allow-popups-to-escape-sandbox" srcdoc="${escapeHtml(srcdoc)}"></iframe></div>`
    : '';
  const text = m.text ? `<div class="card"><h3>Text body</h3><pre>${linkify(m.text)}</pre></div>` : '';
  return page(
    m.subject || 'Mail',
    `<div class="card"><h2>${escapeHtml(m.subject || '(no subject)')}</h2><dl>
<dt>From</dt><dd>${escapeHtml(m.from)}</dd><dt>To</dt><dd>${escapeHtml(m.to.join(', '))}</dd>
<dt>Date</dt><dd><time datetime="${m.receivedAt}">${escapeHtml(new Date(m.receivedAt).toLocaleString('en-GB'))}</time></dd></dl></div>${links}${html}${text}`,
  );
}

function loadMails(dir) {
  const mails = [];
  for (const f of readdirSync(dir).filter((n) => n.endsWith('.json')).sort()) {
    try {
      mails.push(JSON.parse(readFileSync(join(dir, f), 'utf8')));
    } catch {
      // A half-written file from a crash: skip it rather than refusing to start.
    }
  }
  return mails;
}

function listen(server, port, host) {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server.address().port);
    });
  });
}

/**
 * Starts the sink. Ports 0 pick free ones. Returns the URLs, the mails and stop().
 * @param {{smtpPort?: number, httpPort?: number, host?: string, dir?: string}} [options]
 */
export async function startMailSink({ smtpPort = 0, httpPort = 0, host = '127.0.0.1', dir } = {}) {
  if (dir) mkdirSync(dir, { recursive: true });
  /** @type {SinkMail[]} */
  const mails = dir ? loadMails(dir) : [];
  const waiters = new Set();

  function store(mail) {
    mails.push(mail);
    if (dir) writeFileSync(join(dir, `${mail.id}.json`), JSON.stringify(mail, null, 1));
    while (mails.length > MAX_MAILS) {
      const old = mails.shift();
      if (dir) rmSync(join(dir, `${old.id}.json`), { force: true });
    }
    for (const w of waiters) w();
  }

  function clear() {
    for (const m of mails.splice(0)) if (dir) rmSync(join(dir, `${m.id}.json`), { force: true });
  }

  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    size: MAX_MAIL_BYTES,
    banner: 'Pen development mail sink',
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((m) => {
          const html = typeof m.html === 'string' ? m.html : '';
          const text = m.text ?? '';
          const to = addresses(m.to);
          // Envelope recipients cover Bcc, which is not in the headers.
          const envelope = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
          store({
            // Sortable by time, unique, safe as a file name and in a URL.
            id: `${Date.now().toString(36).padStart(9, '0')}-${randomBytes(4).toString('hex')}`,
            receivedAt: new Date().toISOString(),
            from: m.from?.text ?? session.envelope.mailFrom?.address ?? '',
            to: [...new Set([...to, ...envelope])],
            subject: m.subject ?? '',
            text,
            html,
            links: extractLinks(html, text),
          });
          callback();
        })
        .catch((err) => callback(err));
    },
  });

  const http = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://sink');
    const json = (status, body) => res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' }).end(JSON.stringify(body));
    const html = (status, body) => res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(body);
    const one = /^\/mails?\/([\w-]+)$/.exec(url.pathname);
    if (req.method === 'GET' && url.pathname === '/') return html(200, listPage(mails));
    if (req.method === 'GET' && url.pathname === '/mails') {
      const to = url.searchParams.get('to')?.toLowerCase();
      return json(200, { mails: to ? mails.filter((m) => m.to.includes(to)) : mails });
    }
    if (req.method === 'DELETE' && url.pathname === '/mails') {
      clear();
      return res.writeHead(204).end();
    }
    if (req.method === 'POST' && url.pathname === '/clear') {
      clear();
      return res.writeHead(303, { location: '/' }).end();
    }
    if (req.method === 'GET' && one) {
      const mail = mails.find((m) => m.id === one[1]);
      if (url.pathname.startsWith('/mails/')) return mail ? json(200, { mail }) : json(404, { statusCode: 404, message: 'Mail not found', error: 'Not Found' });
      return mail ? html(200, mailPage(mail)) : html(404, page('Not found', '<p class="empty">This mail does not exist (any more). <a href="/">All mails</a></p>'));
    }
    return json(404, { statusCode: 404, message: `Cannot ${req.method} ${url.pathname}`, error: 'Not Found' });
  });

  const boundSmtp = await listen(smtp.server, smtpPort, host);
  let boundHttp;
  try {
    boundHttp = await listen(http, httpPort, host);
  } catch (err) {
    await new Promise((resolve) => smtp.close(resolve));
    throw err;
  }
  const shown = host === '0.0.0.0' ? '127.0.0.1' : host;

  return {
    smtpPort: boundSmtp,
    httpPort: boundHttp,
    smtpUrl: `smtp://${shown}:${boundSmtp}`,
    httpUrl: `http://${shown}:${boundHttp}`,
    /** @returns {SinkMail[]} */
    mails: () => [...mails],
    clear,
    /** Resolves with the first mail to `to` that `match` accepts; rejects after `timeoutMs`. */
    async waitFor(to, match = () => true, timeoutMs = 15000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = mails.find((m) => m.to.includes(to.toLowerCase()) && match(m));
        if (found) return found;
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
        await new Promise((resolve) => {
          const t = setTimeout(done, Math.min(left, 500));
          function done() {
            clearTimeout(t);
            waiters.delete(done);
            resolve();
          }
          waiters.add(done);
        });
      }
    },
    async stop() {
      http.closeAllConnections?.();
      await Promise.all([new Promise((resolve) => http.close(() => resolve())), new Promise((resolve) => smtp.close(() => resolve()))]);
    },
  };
}
