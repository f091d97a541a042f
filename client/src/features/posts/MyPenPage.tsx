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
  const me = useMe();
  const posts = useMyPosts();
  const navigate = useNavigate();
  const user = me.data;
  return (
    <AppLayout title="My Profile">
      <div className="pen-narrow">
        {user ? (
          <ProfileHeader
            profile={user}
            pictureSlot={
              user.profile_picture === DEFAULT_PICTURE ? (
                <Link to="/profile" className="pen-picture-upload">
                  Add a picture
                </Link>
              ) : null
            }
            actions={
              <Link to="/profile" className="button secondary">
                Edit profile
              </Link>
            }
          />
        ) : (
          <div className="card pen-profile pen-profile-loading" aria-busy="true" />
        )}
        <nav className="pen-profile-links" aria-label="Profile shortcuts">
          <Link to="/my-connections">👥 Friends</Link>
          <Link to="/create-post">✎ New post</Link>
          <Link to="/create-pray-request">🙏 New prayer request</Link>
        </nav>
        <h2 className="pen-section-title">My posts</h2>
        <PostList
          query={posts}
          onOpen={(post) => navigate(`/post/${post.posts_id}`)}
          errorText="We could not load your posts. Try again."
          empty={
            <>
              <p className="pen-empty-title">You have not posted yet</p>
              <Link to="/create-post" className="button">
                Share something
              </Link>
            </>
          }
        />
      </div>
    </AppLayout>
  );
}
