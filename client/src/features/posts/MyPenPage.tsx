import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from 'react-router-dom';
import { AppLayout } from '../../components/AppLayout';
import { useMe } from './api/useMe';
import { useMyPosts } from './api/usePostLists';
import { PostList } from './components/PostList';
import { ProfileHeader } from './components/ProfileHeader';
import './posts.css';

const DEFAULT_PICTURE = 'uploads/profile_images/default-profile.png';

/** /mypen: the member's own profile header, shortcuts, and their posts. */
export default function MyPenPage() {
  const { t } = useLingui();
  const me = useMe();
  const posts = useMyPosts();
  const navigate = useNavigate();
  const user = me.data;
  return (
    <AppLayout title={t`My Profile`}>
      <div className="pen-narrow">
        {user ? (
          <ProfileHeader
            profile={user}
            pictureSlot={
              user.profile_picture === DEFAULT_PICTURE ? (
                <Link to="/profile" className="pen-picture-upload">
                  <Trans>Add a picture</Trans>
                </Link>
              ) : null
            }
            actions={
              <Link to="/profile" className="button secondary">
                <Trans>Edit profile</Trans>
              </Link>
            }
          />
        ) : (
          <div className="card pen-profile pen-profile-loading" aria-busy="true" />
        )}
        <nav className="pen-profile-links" aria-label={t`Profile shortcuts`}>
          <Link to="/my-connections">
            <Trans>👥 Friends</Trans>
          </Link>
          <Link to="/create-post">
            <Trans>✎ New post</Trans>
          </Link>
          <Link to="/create-pray-request">
            <Trans>🙏 New prayer request</Trans>
          </Link>
        </nav>
        <h2 className="pen-section-title">
          <Trans>My posts</Trans>
        </h2>
        <PostList
          query={posts}
          onOpen={(post) => navigate(`/post/${post.posts_id}`)}
          errorText={t`We could not load your posts. Try again.`}
          empty={
            <>
              <p className="pen-empty-title">
                <Trans>You have not posted yet</Trans>
              </p>
              <Link to="/create-post" className="button">
                <Trans>Share something</Trans>
              </Link>
            </>
          }
        />
      </div>
    </AppLayout>
  );
}
