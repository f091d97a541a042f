import { useEffect } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useBlockedByMe } from '../connections';
import { useMe } from './api/useMe';
import { useUserPosts } from './api/usePostLists';
import { profilePath, type UserPenState } from './components/AuthorLink';
import { MemberProfile } from './components/MemberProfile';
import './posts.css';

function memberOf(state: unknown, userId: string | null): UserPenState['user'] | undefined {
  const user = (state as Partial<UserPenState> | null)?.user;
  if (user && Number.isInteger(user.user_id)) return user;
  // `?userId=7` (a link from outside the app's navigation, e.g. the moderation console): the name comes with the posts.
  return userId && /^[1-9]\d{0,9}$/.test(userId) ? { user_id: Number(userId), user_name: '', profile_picture: '' } : undefined;
}

/**
 * /userpen: another member's profile, opened with the member as navigation state or `?userId=`
 * (spec: goes back when neither is given). A member with a user code moves to their shareable
 * address, /u/{user_code}, as soon as the posts answer tells it (issue 41).
 */
export default function UserPenPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const member = memberOf(location.state, params.get('userId'));
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
