/**
 * The last visitor page (register, forgot password, …) shown in this tab, so the sign-in page's ✕
 * can lead back to it (issue 41). Kept in memory only: a reload or a page opened from a link
 * starts without one, and then the sign-in page, Pen's front door, has nothing to close.
 */
let last: string | undefined;

export function noteVisitorPage(path: string): void {
  last = path;
}

/** The visitor page shown before this one, unless that was `current` itself. */
export function visitorPageBefore(current: string): string | undefined {
  return last && last !== current ? last : undefined;
}

/** After a sign-in the trail is over: signing out later starts again. */
export function forgetVisitorTrail(): void {
  last = undefined;
}
