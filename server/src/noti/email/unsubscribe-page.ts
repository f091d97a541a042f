import { type Language, t } from '../../i18n';

function escapeHtml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** A small self-contained page (no scripts: the CSP allows none inline). */
export function unsubscribePage(lang: Language, opts: { title: string; body: string; formAction?: string }): string {
  const form = opts.formAction
    ? `<form method="post" action="${escapeHtml(opts.formAction)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">${escapeHtml(t(lang, 'Unsubscribe'))}</button></form>`
    : '';
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(opts.title)} · Pen</title>
<style>body{margin:0;font-family:system-ui,Arial,sans-serif;background:#f5f3ef;color:#1f2937;display:flex;min-height:100vh;align-items:center;justify-content:center}
main{background:#fff;max-width:420px;margin:16px;padding:28px;border-radius:14px;box-shadow:0 4px 18px rgba(0,0,0,.08);text-align:center}
h1{font-size:1.3rem;margin:0 0 12px;color:#0162a6}button{background:#0162a6;color:#fff;border:0;border-radius:8px;padding:12px 22px;font-size:1rem;cursor:pointer}
a{color:#0162a6}</style></head>
<body><main><h1>${escapeHtml(opts.title)}</h1><p>${escapeHtml(opts.body)}</p>${form}<p><a href="/">${escapeHtml(t(lang, 'Go to Pen'))}</a></p></main></body></html>`;
}
