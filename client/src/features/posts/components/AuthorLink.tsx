import { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useMe } from '../api/useMe';

export interface AuthorRef {
  user_id: number;
  user_name: string;
  profile_picture: string;
  /** The member's public handle, when known and chosen (posts carry their author's). */
  user_code?: string | null;
}

/** Navigation state of /userpen: the member whose profile to show (spec: passed as navigation state). */
export interface UserPenState {
  user: AuthorRef;
}

/** The author id of an anonymous request (and of its author's comments on it) as others read it (issue 44). */
export const ANONYMOUS_ID = 0;

/** A member's shareable profile address (issue 41). */
export function profilePath(userCode: string): string {
  return `/u/${encodeURIComponent(userCode)}`;
}

/**
 * A link to an author's profile: /mypen for oneself, their shareable address /u/{user_code} when
 * they have a user code (posts carry it, issue 41), else /userpen with the member as navigation
 * state. Around the picture (`pictureOnly`) it only repeats the name's link next to it: kept for
 * the mouse and touch, but out of the tab order and hidden from assistive technology, which would
 * otherwise meet an unnamed link or the same name twice.
 */
export function AuthorLink({ author, children, className, pictureOnly }: { author: AuthorRef; children: ReactNode; className?: string; pictureOnly?: boolean }) {
  const me = useMe();
  // An anonymous author (issue 44) comes as user 0: no profile to open.
  if (author.user_id === ANONYMOUS_ID) {
    return (
      <span className={`pen-author-anonymous ${className ?? ''}`} aria-hidden={pictureOnly ? true : undefined}>
        {children}
      </span>
    );
  }
  const own = me.data?.user_id === author.user_id;
  const to = own ? '/mypen' : author.user_code ? profilePath(author.user_code) : '/userpen';
  // Only what /userpen shows before its query answers: a post passed as `author` stays out of the history entry.
  const state = to === '/userpen' ? ({ user: { user_id: author.user_id, user_name: author.user_name, profile_picture: author.profile_picture } } satisfies UserPenState) : undefined;
  return (
    <Link
      to={to}
      state={state}
      className={`pen-author-link ${className ?? ''}`}
      tabIndex={pictureOnly ? -1 : undefined}
      aria-hidden={pictureOnly ? true : undefined}
    >
      {children}
    </Link>
  );
}
