import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { AppLayout } from '../../components/AppLayout';
import { FriendButton, FriendMenu, useBlockedByMe } from '../connections';
import { useMe } from './api/useMe';
import { useUserPosts } from './api/usePostLists';
import type { UserPenState } from './components/AuthorLink';
import { PostList } from './components/PostList';
import { ProfileHeader } from './components/ProfileHeader';
import './posts.css';

function memberOf(state: unknown, userId: string | null): UserPenState['user'] | undefined {
  const user = (state as Partial<UserPenState> | null)?.user;
  if (user && Number.isInteger(user.user_id)) return user;
  // `?userId=7` (a link from outside the app's navigation, e.g. the moderation console): the name comes with the posts.
  return userId && /^[1-9]\d{0,9}$/.test(userId) ? { user_id: Number(userId), user_name: '', profile_picture: '' } : undefined;
}

/**
 * /userpen: another member's profile, opened with the member as navigation state or `?userId=`
 * (spec: goes back when neither is given). The header fills in name, bio and mode from the posts answer.
 */
export default function UserPenPage() {
  const { t } = useLingui();
  const location = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const member = memberOf(location.state, params.get('userId'));
  const me = useMe();
  const blocked = useBlockedByMe(member?.user_id);
  // A block hides each one's posts from the other: nothing to ask for while it lasts.
  const posts = useUserPosts(blocked ? undefined : member?.user_id);

  useEffect(() => {
    if (!member) navigate(-1);
  }, [member, navigate]);
  if (!member) return null;
  if (me.data && me.data.user_id === member.user_id) return <Navigate to="/mypen" replace />;

  const profile = posts.data?.pages[0]?.user ?? member;
  const name = profile.user_name;
  return (
    <AppLayout title={name}>
      <div className="pen-narrow">
        <ProfileHeader
          profile={profile}
          actions={
            <div className="pen-friend-actions">
              {/* Friend action and menu belong to the connections feature. */}
              <FriendButton userId={member.user_id} />
              <FriendMenu userId={member.user_id} userName={member.user_name} />
            </div>
          }
        />
        <h2 className="pen-section-title">
          <Trans>Posts</Trans>
        </h2>
        {blocked ? (
          <div className="card pen-empty" role="status">
            <p className="pen-empty-title">
              <Trans>You blocked {name}</Trans>
            </p>
            <p className="muted">
              <Trans>You do not see each other&apos;s posts. Unblock them from the menu above to see their posts again.</Trans>
            </p>
          </div>
        ) : (
          <PostList
            query={posts}
            onOpen={(post) => navigate(`/post/${post.posts_id}`)}
            errorText={t`This member's posts could not be loaded.`}
            empty={<p className="pen-empty-title">
                <Trans>No posts to show yet</Trans>
              </p>}
          />
        )}
      </div>
    </AppLayout>
  );
}
