import type { PostDto, PostPageDto } from '@pen/sdk';
import { ReactNode, useDeferredValue } from 'react';
import { useAlerts } from '../../../components/alerts/AlertProvider';
import { useMe } from '../api/useMe';
import { flattenPages } from '../feed-merge';
import { THROTTLED_MESSAGE } from '../load-throttle';
import { SparkleIcon } from '../../../components/icons/line-icons';
import { PostCard } from './PostCard';
import { useLoadThrottle } from './useLoadThrottle';

/** Cards rendered in the first pass: about a phone screen and a half. */
const FIRST_CARDS = 3;

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
  // A page brings up to 50 posts, and rendering all their cards at once was one long task before
  // the page could answer input. The first cards (about a screen) render at once; the rest follow
  // as a deferred update, which React renders in slices that leave the main thread free between them.
  const shown = useDeferredValue(posts.length, Math.min(posts.length, FIRST_CARDS));

  const loadMore = () => {
    if (!tryLoad()) {
      showAlert(THROTTLED_MESSAGE, 'warning');
      return;
    }
    void query.fetchNextPage();
  };

  // (Posts that arrived while the list was already shown render deferred too: the spinner stays meanwhile.)
  if (query.isPending || (shown === 0 && posts.length > 0)) {
    return (
      <div className="pen-list-state" aria-busy="true">
        <div className="spinner" role="status" aria-label="Loading posts" />
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
      {posts.slice(0, shown).map((post) => (
        <PostCard key={post.posts_id} post={post} meId={me.data?.user_id} onOpen={onOpen ? () => onOpen(post) : undefined} />
      ))}
      <div className="pen-load-more" hidden={shown < posts.length}>
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
          // An SVG, not the ✨ emoji: where no installed font has that glyph, the browser searches
          // every font for it (19 ms of layout on a test machine, 75 ms at a phone's 4x slowdown).
          <p className="muted">
            You&apos;re all caught up <SparkleIcon />
          </p>
        )}
      </div>
    </div>
  );
}
