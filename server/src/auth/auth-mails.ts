import { MailMessage } from '../jobs/job-types';
import { Language, t } from '../i18n';

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

function layout(lang: Language, title: string, paragraphs: string[], action: { label: string; url: string }, footer: string): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 14px">${escapeHtml(p)}</p>`).join('');
  return `<!doctype html><html lang="${lang}"><body style="margin:0;background:#f4f6fa;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#1d2430">
<div style="max-width:520px;margin:0 auto;padding:32px 16px"><div style="background:#fff;border:1px solid #dde3ec;border-radius:12px;padding:28px">
<h1 style="margin:0 0 18px;font-size:22px;color:#0162a6">${escapeHtml(title)}</h1>${body}
<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#0162a6;color:#fff;text-decoration:none;font-weight:600;padding:12px 22px;border-radius:999px">${escapeHtml(action.label)}</a></p>
<p style="margin:0;font-size:13px;color:#5b6575">${escapeHtml(t(lang, 'If the button does not work, copy this address into your browser:'))}<br><a href="${escapeHtml(action.url)}" style="color:#0162a6;word-break:break-all">${escapeHtml(action.url)}</a></p>
</div><p style="font-size:12px;color:#5b6575;text-align:center;margin-top:16px">${escapeHtml(footer)}</p></div></body></html>`;
}

/** The plain-text version: paragraphs, the action with its address, the footer. */
function plainText(intro: string[], actionLine: string, url: string, footer: string): string {
  return `${intro.join('\n\n')}\n\n${actionLine}: ${url}\n\n${footer}\n`;
}

const hello = (lang: Language, userName: string) => t(lang, 'Hello {userName},', { userName });

/** The verification mail: a link to PUBLIC_URL/verifmail?token=…, valid for 24 hours. */
export function verificationMail(lang: Language, publicUrl: string, to: string, userName: string, token: string): MailMessage {
  const url = `${publicUrl}/verifmail?token=${encodeURIComponent(token)}`;
  const intro = [hello(lang, userName), t(lang, 'Welcome to Pen! Please confirm that this is your email address. The link is valid for 24 hours.')];
  const footer = t(lang, 'You received this because someone registered or changed an account on Pen with this address. If it was not you, ignore this message.');
  return {
    to,
    subject: t(lang, 'Verify your email address for Pen'),
    text: plainText(intro, t(lang, 'Verify your email'), url, footer),
    html: layout(lang, t(lang, 'Verify your email address'), intro, { label: t(lang, 'Verify my email'), url }, footer),
  };
}

/** The password reset mail: a link to PUBLIC_URL/reset-password?token=…, valid for one hour. */
export function passwordResetMail(lang: Language, publicUrl: string, to: string, userName: string, token: string): MailMessage {
  const url = `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
  const intro = [hello(lang, userName), t(lang, 'We received a request to reset the password of your Pen account. The link is valid for one hour and works once.')];
  const footer = t(lang, 'If you did not ask for a new password, ignore this message: your password stays the same.');
  return {
    to,
    subject: t(lang, 'Reset your Pen password'),
    text: plainText(intro, t(lang, 'Set a new password'), url, footer),
    html: layout(lang, t(lang, 'Reset your password'), intro, { label: t(lang, 'Set a new password'), url }, footer),
  };
}

/** To the address a member wants to change to: a link to PUBLIC_URL/verifmail?token=… (the verification page) that makes it theirs, valid 24 hours. */
export function newEmailMail(lang: Language, publicUrl: string, to: string, userName: string, token: string): MailMessage {
  const url = `${publicUrl}/verifmail?token=${encodeURIComponent(token)}`;
  const intro = [
    hello(lang, userName),
    t(lang, 'Please confirm that this is the new email address for your Pen account. Your address changes when you follow the link, within 24 hours; after that, sign in with this address.'),
  ];
  const footer = t(lang, 'If you did not ask for this, ignore this message: nothing changes.');
  return {
    to,
    subject: t(lang, 'Confirm your new email address for Pen'),
    text: plainText(intro, t(lang, 'Confirm your new address'), url, footer),
    html: layout(lang, t(lang, 'Confirm your new email address'), intro, { label: t(lang, 'Confirm my new address'), url }, footer),
  };
}

/** To the address in use when a change is asked for: a link to PUBLIC_URL/cancel-email-change?token=… that cancels it. */
export function emailChangeNoticeMail(lang: Language, publicUrl: string, to: string, userName: string, newEmail: string, token: string): MailMessage {
  const url = `${publicUrl}/cancel-email-change?token=${encodeURIComponent(token)}`;
  const intro = [
    hello(lang, userName),
    t(lang, 'Someone asked to change the email address of your Pen account to {newEmail}. The change happens only once the link sent to that address is followed, within 24 hours.', { newEmail }),
    t(lang, 'If it was not you, cancel the change: every device signed in to your account is then signed out. Then reset your password, since it was used for the request.'),
  ];
  const footer = t(lang, 'If you asked for this change yourself, you need not do anything.');
  return {
    to,
    subject: t(lang, 'Your Pen email address is about to change'),
    text: plainText(intro, t(lang, 'Cancel the change'), url, footer),
    html: layout(lang, t(lang, 'Your email address is about to change'), intro, { label: t(lang, 'Cancel the change'), url }, footer),
  };
}

/** Two-factor sign-in was turned off: if the member did not, the attacker knows the password; the link leads to a new one. */
export function twoFactorOffMail(lang: Language, publicUrl: string, to: string, userName: string): MailMessage {
  const url = `${publicUrl}/forgot-password`;
  const intro = [
    hello(lang, userName),
    t(lang, 'Two-factor sign-in was just turned off for your Pen account: signing in now needs only your password.'),
    t(lang, 'If it was not you, someone knows your password. Set a new one at once, then turn two-factor sign-in on again in your settings.'),
  ];
  const footer = t(lang, 'If you turned it off yourself, you need not do anything.');
  return {
    to,
    subject: t(lang, 'Two-factor sign-in was turned off for your Pen account'),
    text: plainText(intro, t(lang, 'Set a new password'), url, footer),
    html: layout(lang, t(lang, 'Two-factor sign-in is off'), intro, { label: t(lang, 'Set a new password'), url }, footer),
  };
}

/** A sign-in from a device not seen before: the link ends that session and leads to a new password. */
export function newSignInMail(lang: Language, publicUrl: string, to: string, userName: string, device: string, ip: string, token: string): MailMessage {
  const url = `${publicUrl}/secure-account?token=${encodeURIComponent(token)}`;
  const intro = [
    hello(lang, userName),
    ip
      ? t(lang, 'Your Pen account was just signed in to from {device} (network address {ip}).', { device, ip })
      : t(lang, 'Your Pen account was just signed in to from {device}.', { device }),
    t(lang, 'If it was not you, follow the link: it signs that device out at once and lets you choose a new password. The link works once, for 7 days.'),
  ];
  const footer = t(lang, 'If it was you, you need not do anything.');
  const title = t(lang, 'New sign-in from {device}', { device });
  return {
    to,
    subject: title,
    text: plainText(intro, t(lang, 'It was not me'), url, footer),
    html: layout(lang, title, intro, { label: t(lang, 'It was not me'), url }, footer),
  };
}
