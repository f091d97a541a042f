import { type Language, t } from '../i18n';
import { MailMessage } from '../jobs/job-types';

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

function html(lang: Language, title: string, paragraphs: string[]): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 14px">${escapeHtml(p)}</p>`).join('');
  return `<!doctype html><html lang="${lang}"><body style="margin:0;background:#f4f6fa;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#1d2430">
<div style="max-width:520px;margin:0 auto;padding:32px 16px"><div style="background:#fff;border:1px solid #dde3ec;border-radius:12px;padding:28px">
<h1 style="margin:0 0 18px;font-size:22px;color:#0162a6">${escapeHtml(title)}</h1>${body}</div></div></body></html>`;
}

/** To a newcomer a moderator let in (REGISTRATION_MODE=approval). */
export function registrationApprovedMail(lang: Language, publicUrl: string, to: string, userName: string): MailMessage {
  const paragraphs = [
    t(lang, 'Hello {userName},', { userName }),
    t(lang, 'A moderator has read your testimony and welcomed you: your Pen account is ready.'),
    t(lang, 'Sign in at {url}', { url: `${publicUrl}/login` }),
  ];
  return {
    to,
    subject: t(lang, 'Welcome to Pen: your registration was approved'),
    text: `${paragraphs.join('\n\n')}\n`,
    html: html(lang, t(lang, 'Your registration was approved'), paragraphs),
  };
}

/** To a newcomer a moderator did not let in; the account is closed and its data deleted. */
export function registrationRejectedMail(lang: Language, to: string, userName: string, note: string, rule: { number: number; title: string }): MailMessage {
  const paragraphs = [
    t(lang, 'Hello {userName},', { userName }),
    t(lang, 'A moderator has reviewed your registration on Pen and could not approve it. Your account has been closed and its data will be deleted.'),
    t(lang, 'The rule: {rule}', { rule: t(lang, 'Rule {number}: {title}', { number: rule.number, title: rule.title }) }),
    t(lang, 'The moderator wrote: {note}', { note }),
  ];
  return {
    to,
    subject: t(lang, 'Your Pen registration was not approved'),
    text: `${paragraphs.join('\n\n')}\n`,
    html: html(lang, t(lang, 'Your registration was not approved'), paragraphs),
  };
}
