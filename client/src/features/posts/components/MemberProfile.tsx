import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router-dom';
import { AppLayout } from '../../../components/AppLayout';
import { FriendButton, FriendMenu, useBlockedByMe } from '../../connections';
import { useUserPosts } from '../api/usePostLists';
import type { AuthorRef } from './AuthorLink';
import { PostList } from './PostList';
import { ProfileHeader } from './ProfileHeader';

/**
 * Another member's profile: header (the posts answer fills in bio and mode), friend actions and
 * their posts. Shown at /u/{user_code} and, for members without a code, at /userpen.
 */
export function MemberProfile({ member }: { member: AuthorRef & { bio?: string; mode?: string } }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const blocked = useBlockedByMe(member.user_id);
  // A block hides each one's posts from the other: nothing to ask for while it lasts.
  const posts = useUserPosts(blocked ? undefined : member.user_id);
  const profile = posts.data?.pages[0]?.user ?? member;
  // Opened by id alone (`/userpen?userId=`, from the moderation console), the name comes with the posts.
  const name = profile.user_name || member.user_name;
  return (
    <AppLayout title={name}>
      <div className="pen-narrow">
        <ProfileHeader
          profile={profile}
          actions={
            <div className="pen-friend-actions">
              {/* Friend action and menu belong to the connections feature. */}
              <FriendButton userId={member.user_id} />
              <FriendMenu userId={member.user_id} userName={name} />
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
