import { type Language, type Message, msg, translate } from '../i18n';
import { NotificationType } from './notification.entity';

/** Longest quoted excerpt of a post or comment inside a notification. */
export const EXCERPT_LENGTH = 60;
/** The notifications.content column holds at most 500 characters. */
export const CONTENT_MAX = 500;

/** What an excerpt does not end with (whitespace is already collapsed to single spaces). */
const TRAILING = new Set([' ', '.', ',', ';', ':', '!', '?', '-']);

/**
 * The first words of a text for a notification: whitespace collapsed, cut at a word boundary
 * when possible, with an ellipsis when something was left out.
 */
export function excerpt(text: string, max = EXCERPT_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const lastSpace = cut.lastIndexOf(' ');
  // Cut at a word boundary unless that would throw away most of the excerpt.
  const base = lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut;
  // Trailing punctuation and spaces go, scanned from the end (a pattern anchored only at the end is retried from every position).
  let end = base.length;
  while (end > 0 && TRAILING.has(base[end - 1])) end--;
  return `${base.slice(0, end)}…`;
}

/** `Anna liked your post: “first words…”`, or without the quote when the text is empty (media only). */
export function withQuote(sentence: string, text: string | null | undefined): string {
  const quoted = excerpt(text ?? '');
  const full = quoted ? `${sentence}: “${quoted}”` : sentence;
  return full.length <= CONTENT_MAX ? full : `${full.slice(0, CONTENT_MAX - 1)}…`;
}

/**
 * A notification's text: stored in the recipient's language, so it is written for each language
 * and chosen once the recipient is known (NotificationsService, at insert).
 */
export type NotificationText = string | ((language: Language) => string);

/** The text in a language. */
export function textIn(text: NotificationText, language: Language): string {
  return typeof text === 'string' ? text : text(language);
}

/** A marked sentence followed by a quote of the content, in each reader's language. */
export function quoted(sentence: Message, text: string | null | undefined): (language: Language) => string {
  return (language) => withQuote(translate(sentence, language), text);
}

/** A marked sentence on its own, in each reader's language. */
export function sentence(message: Message): (language: Language) => string {
  return (language) => translate(message, language);
}

/** What a member calls a post (an ICU select value): prayer requests are named as such. */
export function postKind(postType: string): 'prayer' | 'post' {
  return postType === 'pray_request' || postType === 'emergency_pray_request' ? 'prayer' : 'post';
}

/** Where a click on the notification leads (the spec's click table). */
export const notificationLinks = {
  post: (postId: number) => `/post/${postId}`,
  group: (groupId: number) => `/group/${groupId}`,
  connections: () => '/my-connections',
} as const;

/** The push notification's title for each type (English; translated for each recipient when sent). */
export const PUSH_TITLES: Record<NotificationType, string> = {
  like: msg('New like').message,
  comment: msg('New comment').message,
  group_comment: msg('New comment in your group').message,
  group_join_request: msg('Request to join your group').message,
  invitation: msg('Group invitation').message,
  follow: msg('New friend request').message,
  follow_accept: msg('Friend request accepted').message,
  mention: msg('You were mentioned').message,
  message: msg('New message').message,
  moderation: msg('A message from the moderators').message,
  report_resolved: msg('Your report was reviewed').message,
  prayer_reminder: msg('Time to pray').message,
  prayer_checkin: msg('Is this still a prayer need?').message,
  prayer: msg('Someone prayed for you').message,
  prayer_answered: msg('Prayer answered').message,
  prayer_closed: msg('Prayer request closed').message,
  group_prayer: msg('New prayer request in your group').message,
  care_reach_out: msg('Someone from the care team is reaching out').message,
};

/**
 * A `prayer` notification: `Anna prayed for your request`, or with the others who prayed since
 * the author last read one about it (grouped into the newest): `Anna and 4 others prayed for your request`.
 */
export function prayedText(actor: string, others: number, requestText: string | null | undefined): (language: Language) => string {
  return quoted(
    msg('{others, plural, =0 {{actor} prayed for your request} one {{actor} and # other prayed for your request} other {{actor} and # others prayed for your request}}', { actor, others }),
    requestText,
  );
}
