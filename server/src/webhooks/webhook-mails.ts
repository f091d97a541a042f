import { type Language, t } from '../i18n';
import { MailMessage } from '../jobs/job-types';

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** Tells a webhook's owner that Pen turned it off after deliveries kept failing. */
export function webhookDisabledMail(lang: Language, to: string, userName: string, url: string, failures: number, settingsUrl: string): MailMessage {
  const paragraphs = [
    t(lang, 'Hello {userName},', { userName }),
    t(lang, 'Pen turned off your webhook to {url}: the last {failures} deliveries to it failed, each after several attempts.', { url, failures }),
    t(lang, 'When the receiver works again, turn the webhook back on (in Settings under Webhooks, or with the API) and send the failed deliveries again.'),
  ];
  const footer = t(lang, 'You received this because you made this webhook on Pen.');
  const html = `<!doctype html><html lang="${lang}"><body style="margin:0;background:#f4f6fa;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#1d2430">
<div style="max-width:520px;margin:0 auto;padding:32px 16px"><div style="background:#fff;border:1px solid #dde3ec;border-radius:12px;padding:28px">
<h1 style="margin:0 0 18px;font-size:22px;color:#0162a6">${escapeHtml(t(lang, 'Your webhook was turned off'))}</h1>${paragraphs.map((p) => `<p style="margin:0 0 14px">${escapeHtml(p)}</p>`).join('')}
<p style="margin:24px 0"><a href="${escapeHtml(settingsUrl)}" style="display:inline-block;background:#0162a6;color:#fff;text-decoration:none;font-weight:600;padding:12px 22px;border-radius:999px">${escapeHtml(t(lang, 'Open Settings'))}</a></p>
</div><p style="font-size:12px;color:#5b6575;text-align:center;margin-top:16px">${escapeHtml(footer)}</p></div></body></html>`;
  return {
    to,
    subject: t(lang, 'Your Pen webhook was turned off'),
    text: `${paragraphs.join('\n\n')}\n\n${settingsUrl}\n\n${footer}\n`,
    html,
  };
}
