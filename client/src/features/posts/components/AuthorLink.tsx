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

/** Clicking an author opens /mypen for oneself and /userpen (with the member as state) for others. */
export function AuthorLink({ author, children, className }: { author: AuthorRef; children: ReactNode; className?: string }) {
  const navigate = useNavigate();
  const me = useMe();
  const open = () => {
    if (me.data?.user_id === author.user_id) navigate('/mypen');
    else navigate('/userpen', { state: { user: author } satisfies UserPenState });
  };
  return (
    <button type="button" className={`pen-author-link ${className ?? ''}`} onClick={open}>
      {children}
    </button>
  );
}
