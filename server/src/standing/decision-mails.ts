import { type Language, t } from '../i18n';
import { MailMessage } from '../jobs/job-types';

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

export function decisionMailHtml(lang: Language, title: string, paragraphs: string[]): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 14px">${escapeHtml(p)}</p>`).join('');
  return `<!doctype html><html lang="${lang}"><body style="margin:0;background:#f4f6fa;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#1d2430">
<div style="max-width:520px;margin:0 auto;padding:32px 16px"><div style="background:#fff;border:1px solid #dde3ec;border-radius:12px;padding:28px">
<h1 style="margin:0 0 18px;font-size:22px;color:#0162a6">${escapeHtml(title)}</h1>${body}</div></div></body></html>`;
}

export function mail(lang: Language, to: string, subject: string, title: string, paragraphs: string[]): MailMessage {
  return { to, subject, text: `${paragraphs.join('\n\n')}\n`, html: decisionMailHtml(lang, title, paragraphs) };
}

/** `2026-12-01 14:00 UTC`: the same form as the sign-in's suspension message. */
export function utc(d: Date): string {
  return `${d.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

export { t };
