/** Mode values are stored with underscores; the profile shows them as words (in_relationship → in relationship). */
export function modeLabel(mode: string | null | undefined): string {
  return (mode ?? '').replace(/_/g, ' ').trim();
}

/** A picture path from the API, loaded from the API prefix (spec). */
export function apiPath(path: string): string {
  return `/api/${path.replace(/^\/+/, '')}`;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** "just now", "5 min ago", "3 h ago", "2 d ago", then the date ("21 Apr 2025"). */
export function postDate(iso: string, now: number = Date.now()): string {
  const at = new Date(iso).getTime();
  if (Number.isNaN(at)) return '';
  const ago = Math.max(0, now - at);
  if (ago < MINUTE) return 'just now';
  if (ago < HOUR) return `${Math.floor(ago / MINUTE)} min ago`;
  if (ago < DAY) return `${Math.floor(ago / HOUR)} h ago`;
  if (ago < 7 * DAY) return `${Math.floor(ago / DAY)} d ago`;
  return new Date(at).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
}
