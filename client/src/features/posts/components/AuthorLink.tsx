import { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMe } from '../api/useMe';

export interface AuthorRef {
  user_id: number;
  user_name: string;
  profile_picture: string;
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
 * Clicking an author opens /mypen for oneself and /userpen (with the member as state) for others.
 * Around the picture (`pictureOnly`) it only repeats the name's button next to it: kept for the
 * mouse and touch, but out of the tab order and hidden from assistive technology, which would
 * otherwise meet an unnamed button or the same name twice.
 */
export function AuthorLink({ author, children, className, pictureOnly }: { author: AuthorRef; children: ReactNode; className?: string; pictureOnly?: boolean }) {
  const navigate = useNavigate();
  const me = useMe();
  // An anonymous author (issue 44) comes as user 0: no profile to open.
  if (author.user_id === ANONYMOUS_ID) {
    return (
      <span className={`pen-author-anonymous ${className ?? ''}`} aria-hidden={pictureOnly ? true : undefined}>
        {children}
      </span>
    );
  }
  const open = () => {
    if (me.data?.user_id === author.user_id) navigate('/mypen');
    else navigate('/userpen', { state: { user: author } satisfies UserPenState });
  };
  return (
    <button
      type="button"
      className={`pen-author-link ${className ?? ''}`}
      onClick={open}
      tabIndex={pictureOnly ? -1 : undefined}
      aria-hidden={pictureOnly ? true : undefined}
    >
      {children}
    </button>
  );
}
