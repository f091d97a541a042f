import { plural, t } from '@lingui/core/macro';
import type { GroupThemeColor } from '@pen/sdk';

/** Spec limits and constants of groups (spec 001 §5, §9). */
export const GROUP_TITLE_MAX = 120;
export const GROUP_DESCRIPTION_MAX = 700;
/** Comments are stored up to 2000 characters; the composer enforces the same limit. */
export const GROUP_COMMENT_MAX = 2000;
export const DESCRIPTION_PREVIEW = 70;
export const MEMBER_BIO_PREVIEW = 20;
export const AVATARS_SHOWN = 5;
export const MEMBER_SEARCH_RESULTS = 5;
export const SEARCH_DELAY_MS = 500;
/** 'show older comments' appears once this many comments are loaded (and older ones remain). */
export const OLDER_COMMENTS_THRESHOLD = 5;
export const DEFAULT_THEME_COLOR: GroupThemeColor = '#7da9d9';
/** The group view's own default panel colour, for a group without a theme colour. */
export const GROUP_VIEW_DEFAULT_COLOR = '#f0f0f0';

/** The 12 preset theme colours, in swatch order (the server accepts exactly these). */
export const THEME_COLORS: readonly GroupThemeColor[] = [
  '#7da9d9', '#0162a6', '#264653', '#2a9d8f', '#8ab17d', '#e9c46a',
  '#f4a261', '#e76f51', '#ffb4a2', '#b5838d', '#6d597a', '#f0f0f0',
];

/** A group card's description: the first 70 characters, then '...'. */
export function descriptionPreview(text: string, max = DESCRIPTION_PREVIEW): string {
  const s = text.trim();
  return s.length > max ? `${s.slice(0, max)}...` : s;
}

/** Bios in member views: cut at 20 characters with an ellipsis. */
export function memberBio(bio: string | null | undefined, max = MEMBER_BIO_PREVIEW): string {
  const s = (bio ?? '').trim();
  return s.length > max ? `${s.slice(0, max)}…` : s;
}

/** '+N more' after the first avatars, or '' when everyone is shown. */
export function moreMembersLabel(total: number, shown = AVATARS_SHOWN): string {
  const more = total - shown;
  return more > 0 ? t`+${more} more` : '';
}

/** The My Groups filter: title or description contains the term, case-insensitively. */
export function filterGroups<G extends { title: string; description: string }>(groups: readonly G[], term: string): G[] {
  const q = term.trim().toLowerCase();
  if (!q) return [...groups];
  return groups.filter((g) => g.title.toLowerCase().includes(q) || g.description.toLowerCase().includes(q));
}

/**
 * The member list search: name or role contains the term, case-insensitively; at most 5.
 * Without a term everyone is listed.
 */
export function searchMembers<M extends { user_name: string; role: string }>(members: readonly M[], term: string, max = MEMBER_SEARCH_RESULTS): M[] {
  const q = term.trim().toLowerCase();
  if (!q) return [...members];
  return members.filter((m) => m.user_name.toLowerCase().includes(q) || m.role.toLowerCase().includes(q)).slice(0, max);
}

/** 'Visible' when the group shows in search results (group_public), else 'Hidden'. */
export function visibilityLabel(visibility: string): string {
  return visibility === 'group_public' ? t`Visible` : t`Hidden`;
}

/**
 * The ink of a theme colour: dark text or white, whichever contrasts more (WCAG relative
 * luminance). Every preset then reaches 4.5:1 (issue 41; the least is #2a9d8f with dark text,
 * 4.69:1, where white was 3.32:1).
 */
export function textOn(hex: string): '#1d2430' | '#ffffff' {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex);
  if (!m) return '#1d2430';
  const luminance = relativeLuminance(m[1]);
  const onWhite = 1.05 / (luminance + 0.05);
  const onDark = (luminance + 0.05) / (relativeLuminance('1d2430') + 0.05);
  return onDark >= onWhite ? '#1d2430' : '#ffffff';
}

function relativeLuminance(rgb: string): number {
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = parseInt(rgb.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Member counts read naturally: '1 member', '12 members'. */
export function memberCount(n: number): string {
  return plural(n, { one: '# member', other: '# members' });
}

export function commentCount(n: number): string {
  return plural(n, { one: '# comment', other: '# comments' });
}

/** Profile pictures and media are served under the API prefix. */
export function apiFileUrl(path: string | null | undefined): string {
  const p = path || 'uploads/profile_images/default-profile.png';
  return /^(?:https?:|blob:|data:)/.test(p) ? p : `/api/${p.replace(/^\/+/, '').replace(/^api\//, '')}`;
}

/** Merges an older page under the loaded comments, without duplicates (by comment_id). */
export function mergeComments<C extends { comment_id: number }>(loaded: readonly C[], incoming: readonly C[]): C[] {
  const seen = new Set(loaded.map((c) => c.comment_id));
  return [...loaded, ...incoming.filter((c) => !seen.has(c.comment_id))];
}
