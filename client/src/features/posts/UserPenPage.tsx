import { useEffect } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useBlockedByMe } from '../connections';
import { useMe } from './api/useMe';
import { useUserPosts } from './api/usePostLists';
import { profilePath, type UserPenState } from './components/AuthorLink';
import { MemberProfile } from './components/MemberProfile';
import './posts.css';

function memberOf(state: unknown): UserPenState['user'] | undefined {
  const user = (state as Partial<UserPenState> | null)?.user;
  return user && Number.isInteger(user.user_id) ? user : undefined;
}

/**
 * /userpen: another member's profile, opened with the member as navigation state (spec: goes
 * back when none is given). A member with a user code moves to their shareable address,
 * /u/{user_code}, as soon as the posts answer tells it (issue 41).
 */
export default function UserPenPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const member = memberOf(location.state);
  const me = useMe();
  // The same query MemberProfile makes (shared by its key): it carries the member's user code.
  const blocked = useBlockedByMe(member?.user_id);
  const code = useUserPosts(blocked ? undefined : member?.user_id).data?.pages[0]?.user.user_code;

  useEffect(() => {
    if (!member) navigate(-1);
  }, [member, navigate]);
  if (!member) return null;
  if (me.data && me.data.user_id === member.user_id) return <Navigate to="/mypen" replace />;
  if (code) return <Navigate to={profilePath(code)} replace />;
  return <MemberProfile member={member} />;
}
