import { Trans, useLingui } from '@lingui/react/macro';
import type { PostDto, PostPageDto } from '@pen/sdk';
import { ReactNode, startTransition, useDeferredValue, useEffect, useState } from 'react';
import { useAlerts } from '../../../components/alerts/AlertProvider';
import { useMe } from '../api/useMe';
import { flattenPages } from '../feed-merge';
import { THROTTLED_MESSAGE } from '../load-throttle';
import { SparkleIcon } from '../../../components/icons/line-icons';
import { PostCard } from './PostCard';
import { useLoadThrottle } from './useLoadThrottle';

/** Cards rendered in the first pass: about a phone screen and a half. */
const FIRST_CARDS = 3;
/** Cards each later pass adds (see PostList). */
const MORE_CARDS = 3;

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
export function PostList({
  query,
  empty,
  onOpen,
  errorText,
  errorAction,
}: {
  query: ListQuery;
  empty: ReactNode;
  onOpen?: (post: PostDto) => void;
  errorText: string;
  /** What to offer instead of "Try again" when trying again cannot help (an unverified member's feed). */
  errorAction?: ReactNode;
}) {
  const { t, i18n } = useLingui();
  const me = useMe();
  const { showAlert } = useAlerts();
  const { tryLoad, blocked } = useLoadThrottle();
  const posts = query.data ? flattenPages(query.data.pages) : [];
  // A page brings up to 50 posts, and rendering all their cards at once was one long task before
  // the page could answer input. The first cards (about a screen) render at once; the rest follow
  // a few at a time, each pass a deferred update that React renders in slices that leave the main
  // thread free between them. One pass for all of them still ended in one long commit (the cards'
  // DOM, their effects) and one long style and layout of the page (issue 46: a phone's main
  // thread at start), so each pass adds MORE_CARDS once the previous ones are on the page.
  const [limit, setLimit] = useState(FIRST_CARDS);
  if (posts.length === 0 && limit !== FIRST_CARDS) setLimit(FIRST_CARDS); // a list started over
  const wanted = Math.min(posts.length, limit);
  const shown = useDeferredValue(wanted, Math.min(posts.length, FIRST_CARDS));
  const more = shown === wanted && wanted < posts.length;
  useEffect(() => {
    if (more) startTransition(() => setLimit((l) => l + MORE_CARDS));
  }, [more, wanted]);

  const loadMore = () => {
    if (!tryLoad()) {
      showAlert(i18n._(THROTTLED_MESSAGE), 'warning');
      return;
    }
    void query.fetchNextPage();
  };

  // (Posts that arrived while the list was already shown render deferred too: the spinner stays meanwhile.)
  if (query.isPending || (shown === 0 && posts.length > 0)) {
    return (
      <div className="pen-list-state" aria-busy="true">
        <div className="spinner" role="status" aria-label={t`Loading posts`} />
      </div>
    );
  }
  if (query.isError && posts.length === 0) {
    return (
      <div className="card pen-list-state" role="alert">
        <p>{errorText}</p>
        {errorAction ?? (
          <button type="button" className="button secondary" onClick={() => void query.refetch()}>
            <Trans>Try again</Trans>
          </button>
        )}
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
              {i18n._(THROTTLED_MESSAGE)}
            </p>
          ) : (
            <button type="button" className="button secondary" onClick={loadMore} disabled={query.isFetchingNextPage}>
              {query.isFetchingNextPage ? t`Loading…` : t`Load more`}
            </button>
          )
        ) : (
          // An SVG, not the ✨ emoji: where no installed font has that glyph, the browser searches
          // every font for it (19 ms of layout on a test machine, 75 ms at a phone's 4x slowdown).
          <p className="muted">
            <Trans>You&apos;re all caught up</Trans> <SparkleIcon />
          </p>
        )}
      </div>
    </div>
  );
}
