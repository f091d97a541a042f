import { useEffect } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { AppLayout } from '../../components/AppLayout';
import { FriendButton, FriendMenu, useBlockedByMe } from '../connections';
import { useMe } from './api/useMe';
import { useUserPosts } from './api/usePostLists';
import type { UserPenState } from './components/AuthorLink';
import { PostList } from './components/PostList';
import { ProfileHeader } from './components/ProfileHeader';
import './posts.css';

function memberOf(state: unknown): UserPenState['user'] | undefined {
  const user = (state as Partial<UserPenState> | null)?.user;
  return user && Number.isInteger(user.user_id) ? user : undefined;
}

/**
 * /userpen: another member's profile, opened with the member as navigation state (spec: goes
 * back when none is given). The header fills in bio and mode from the posts answer.
 */
export default function UserPenPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const member = memberOf(location.state);
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
  return (
    <AppLayout title={member.user_name}>
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
        <h2 className="pen-section-title">Posts</h2>
        {blocked ? (
          <div className="card pen-empty" role="status">
            <p className="pen-empty-title">You blocked {member.user_name}</p>
            <p className="muted">You do not see each other's posts. Unblock them from the menu above to see their posts again.</p>
          </div>
        ) : (
          <PostList
            query={posts}
            onOpen={(post) => navigate(`/post/${post.posts_id}`)}
            errorText="This member's posts could not be loaded."
            empty={<p className="pen-empty-title">No posts to show yet</p>}
          />
        )}
      </div>
    </AppLayout>
  );
}
