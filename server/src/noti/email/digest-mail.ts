import { type Language, t } from '../../i18n';
import { NotificationType } from '../notification.entity';

/** Notifications arriving within this time of the first unmailed one share one e-mail. */
export const EMAIL_DIGEST_DELAY_MS = 2 * 60 * 1000;
/** Older unread notifications are not mailed any more (e.g. after e-mail was switched back on). */
export const EMAIL_MAX_AGE_SECONDS = 2 * 24 * 3600;
/** Items listed in one mail; the rest are counted and linked. */
export const EMAIL_MAX_ITEMS = 10;

export interface DigestItem {
  notification_type: NotificationType;
  content: string;
  link: string | null;
}

export interface DigestInput {
  language: Language;
  userName: string;
  items: DigestItem[];
  publicUrl: string;
  unsubscribeUrl: string;
  /** `care_team`: one emergency notice mailed at once to a group's care team (issue 44), whatever the member's e-mail setting; no unsubscribe link. */
  reason?: 'digest' | 'care_team';
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

function escapeHtml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/** One mail for one or several notifications, as plain text and HTML. */
export function renderDigest({ language: lang, userName, items, publicUrl, unsubscribeUrl, reason = 'digest' }: DigestInput): RenderedMail {
  const shown = items.slice(0, EMAIL_MAX_ITEMS);
  const more = items.length - shown.length;
  const allUrl = `${publicUrl}/notifications`;
  const subject = items.length === 1 ? items[0].content.slice(0, 150) : t(lang, 'You have {count} new notifications on Pen', { count: items.length });
  const hello = t(lang, 'Hello {userName},', { userName });
  const intro = t(lang, '{count, plural, one {Something new happened on Pen:} other {# new things happened on Pen:}}', { count: items.length });
  const andMore = t(lang, '…and {more} more.', { more });
  const urlOf = (i: DigestItem) => `${publicUrl}${i.link ?? '/notifications'}`;
  const careTeam = reason === 'care_team';
  const careTeamWhy = t(lang, "You receive this at once because you are on a group's care team. Its admins can take you off the team.");

  const text = [
    hello,
    '',
    intro,
    '',
    ...shown.map((i) => `- ${i.content}\n  ${urlOf(i)}`),
    ...(more > 0 ? [andMore] : []),
    '',
    `${t(lang, 'See all your notifications')}: ${allUrl}`,
    '',
    '--',
    careTeam ? careTeamWhy : `${t(lang, 'You receive this because e-mail notifications are on. Stop them with one click')}: ${unsubscribeUrl}`,
  ].join('\n');

  const li = shown
    .map(
      (i) =>
        `<li style="margin:0 0 12px"><a href="${escapeHtml(urlOf(i))}" style="color:#1f2937;text-decoration:none">${escapeHtml(i.content)}</a></li>`,
    )
    .join('');
  const html = `<!doctype html><html lang="${lang}"><body style="margin:0;background:#f5f3ef;font-family:Arial,Helvetica,sans-serif;color:#1f2937">
<div style="max-width:560px;margin:0 auto;padding:24px">
<h1 style="font-size:20px;margin:0 0 16px;color:#0162a6">Pen</h1>
<p>${escapeHtml(hello)}</p>
<p>${escapeHtml(intro)}</p>
<ul style="padding-left:18px">${li}</ul>
${more > 0 ? `<p>${escapeHtml(andMore)}</p>` : ''}
<p><a href="${escapeHtml(allUrl)}" style="display:inline-block;background:#0162a6;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(t(lang, 'See all notifications'))}</a></p>
<p style="font-size:12px;color:#6b7280;margin-top:32px">${
    careTeam
      ? escapeHtml(careTeamWhy)
      : `${escapeHtml(t(lang, 'You receive this because e-mail notifications are on.'))}
<a href="${escapeHtml(unsubscribeUrl)}" style="color:#6b7280">${escapeHtml(t(lang, 'Unsubscribe'))}</a> ${escapeHtml(t(lang, 'with one click, or change it in Settings.'))}`
  }</p>
</div></body></html>`;
  return { subject, text, html };
}
