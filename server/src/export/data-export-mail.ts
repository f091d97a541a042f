import { type Language, t } from '../i18n';
import { MailMessage } from '../jobs/job-types';

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** The mail with the download link of a finished export, valid until `expiresAt`. */
export function exportReadyMail(lang: Language, to: string, userName: string, url: string, expiresAt: Date): MailMessage {
  const until = lang === 'en' ? expiresAt.toUTCString() : `${new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(expiresAt)} UTC`;
  const paragraphs = [
    t(lang, 'Hello {userName},', { userName }),
    t(lang, 'A copy of your Pen data is ready: your profile, posts, comments, likes, connections, groups, notifications, sessions, consents and your media files, in one ZIP file.'),
    t(lang, 'The link works for 7 days (until {until}); then the file is deleted. Anyone with the link can download the file, so do not share it.', { until }),
  ];
  const footer = t(lang, 'You received this because a copy of your data was requested in Settings on Pen. If it was not you, change your password.');
  const html = `<!doctype html><html lang="${lang}"><body style="margin:0;background:#f4f6fa;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#1d2430">
<div style="max-width:520px;margin:0 auto;padding:32px 16px"><div style="background:#fff;border:1px solid #dde3ec;border-radius:12px;padding:28px">
<h1 style="margin:0 0 18px;font-size:22px;color:#0162a6">${escapeHtml(t(lang, 'Your data is ready'))}</h1>${paragraphs.map((p) => `<p style="margin:0 0 14px">${escapeHtml(p)}</p>`).join('')}
<p style="margin:24px 0"><a href="${escapeHtml(url)}" style="display:inline-block;background:#0162a6;color:#fff;text-decoration:none;font-weight:600;padding:12px 22px;border-radius:999px">${escapeHtml(t(lang, 'Download my data'))}</a></p>
<p style="margin:0;font-size:13px;color:#5b6575">${escapeHtml(t(lang, 'If the button does not work, copy this address into your browser:'))}<br><a href="${escapeHtml(url)}" style="color:#0162a6;word-break:break-all">${escapeHtml(url)}</a></p>
</div><p style="font-size:12px;color:#5b6575;text-align:center;margin-top:16px">${escapeHtml(footer)}</p></div></body></html>`;
  return {
    to,
    subject: t(lang, 'Your Pen data is ready to download'),
    text: `${paragraphs.join('\n\n')}\n\n${t(lang, 'Download your data')}: ${url}\n\n${footer}\n`,
    html,
  };
}
