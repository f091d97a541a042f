import type { PostDto, PostPageDto } from '@pen/sdk';
import { ReactNode } from 'react';
import { useAlerts } from '../../alerts/AlertProvider';
import { useMe } from '../api/useMe';
import { flattenPages } from '../feed-merge';
import { THROTTLED_MESSAGE } from '../load-throttle';
import { PostCard } from './PostCard';
import { useLoadThrottle } from './useLoadThrottle';

interface ListQuery {
  data: { pages: PostPageDto[] } | undefined;
  isPending: boolean;
  isError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
  refetch: () => Promise<unknown>;
}

/** A list of post cards with load-more (throttled per the spec), loading, error and empty states. */
export function PostList({ query, empty, onOpen, errorText }: { query: ListQuery; empty: ReactNode; onOpen?: (post: PostDto) => void; errorText: string }) {
  const me = useMe();
  const { showAlert } = useAlerts();
  const { tryLoad, blocked } = useLoadThrottle();
  const posts = query.data ? flattenPages(query.data.pages) : [];

  const loadMore = () => {
    if (!tryLoad()) {
      showAlert(THROTTLED_MESSAGE, 'warning');
      return;
    }
    void query.fetchNextPage();
  };

  if (query.isPending) {
    return (
      <div className="pen-list-state" aria-busy="true">
        <div className="spinner" aria-label="Loading posts" />
      </div>
    );
  }
  if (query.isError && posts.length === 0) {
    return (
      <div className="card pen-list-state" role="alert">
        <p>{errorText}</p>
        <button type="button" className="button secondary" onClick={() => void query.refetch()}>
          Try again
        </button>
      </div>
    );
  }
  if (posts.length === 0) return <div className="card pen-list-state pen-empty">{empty}</div>;

  return (
    <div className="pen-post-list">
      {posts.map((post) => (
        <PostCard key={post.posts_id} post={post} meId={me.data?.user_id} onOpen={onOpen ? () => onOpen(post) : undefined} />
      ))}
      <div className="pen-load-more">
        {query.hasNextPage ? (
          blocked ? (
            <p className="muted" role="status">
              {THROTTLED_MESSAGE}
            </p>
          ) : (
            <button type="button" className="button secondary" onClick={loadMore} disabled={query.isFetchingNextPage}>
              {query.isFetchingNextPage ? 'Loading…' : 'Load more'}
            </button>
          )
        ) : (
          <p className="muted">You&apos;re all caught up ✨</p>
        )}
      </div>
    </div>
  );
}
