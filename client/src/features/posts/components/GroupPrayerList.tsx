import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router-dom';
import { useGroupPrayerRequests } from '../api/usePostLists';
import { PostList } from './PostList';
import '../posts.css';

/** A group's prayer requests as post cards (its Prayer tab, issue 44): "I prayed", commitments, likes and comments as on the feed. */
export function GroupPrayerList({ groupId, status }: { groupId: number; status: 'open' | 'answered' }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const query = useGroupPrayerRequests(groupId, status);
  return (
    <PostList
      query={query}
      onOpen={(post) => navigate(`/post/${post.posts_id}`)}
      errorText={t`Failed to load prayer requests`}
      empty={status === 'open' ? <Trans>No open prayer requests in this group yet.</Trans> : <Trans>No answered prayer requests yet.</Trans>}
    />
  );
}
