import { Trans, useLingui } from '@lingui/react/macro';
import { PenApiError } from '@pen/sdk';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { postKeys } from '../api/keys';
import { useFeed } from '../api/usePostLists';
import { PostDetail } from './PostDetail';
import { PostList } from './PostList';
import { goBack } from '../navigation';
import { PenIcon, PrayIcon } from '../../../components/icons/line-icons';
import { EmergencyStrip } from '../../prayer';
import '../posts.css';

/** Whether a feed has been shown since the document loaded. */
let feedShown = false;

/**
 * The feed with its post detail in the same view: opening a post pushes a history entry
 * (?post=ID), so the browser's back button and the Back control both return to the list, which
 * stays mounted and keeps its place.
 */
export function FeedView() {
  const { t } = useLingui();
  const feed = useFeed();
  // The server refuses the feed (403) to a member who has not verified their e-mail yet.
  const unverified = feed.error instanceof PenApiError && feed.error.status === 403;
  const qc = useQueryClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const openId = Number(params.get('post'));
  const open = Number.isInteger(openId) && openId > 0;
  const scrollY = useRef(0);
  const shownOpen = useRef<boolean>(undefined);

  useEffect(() => {
    if (shownOpen.current === open) return;
    // The feed a page load starts with keeps the position the browser gives it (the top, or the
    // place a reload restores): scrolling would only force a layout of the whole page while the
    // first cards render (52 ms of the main thread in a Lighthouse trace). Later mounts (back from
    // another page) and every opening or closing of a post set the position.
    const startOfDocument = shownOpen.current === undefined && !feedShown;
    shownOpen.current = open;
    feedShown = true;
    if (!startOfDocument) window.scrollTo(0, open ? 0 : scrollY.current);
  }, [open]);

  const refresh = async () => {
    window.scrollTo(0, 0);
    // Start over from the newest posts instead of refetching every loaded page.
    await qc.resetQueries({ queryKey: postKeys.feed() });
  };

  return (
    <>
      <div hidden={open} className="pen-feed">
        <EmergencyStrip />
        <div className="pen-feed-bar">
          <Link to="/create-post" className="pen-compose-prompt">
            <PenIcon /> <Trans>Share something...</Trans>
          </Link>
          <div className="pen-feed-bar-actions">
            <Link to="/create-pray-request" className="button secondary pen-pray-link" aria-label={t`New prayer request`}>
              <PrayIcon /> <span className="pen-pray-label">
                <Trans>Prayer request</Trans>
              </span>
            </Link>
            <button type="button" className="pen-icon-button pen-refresh" aria-label={t`Refresh feed`} title={t`Refresh`} onClick={() => void refresh()} disabled={feed.isFetching && !feed.isFetchingNextPage}>
              ↻
            </button>
          </div>
        </div>
        <PostList
          query={feed}
          errorText={unverified ? t`Verify your e-mail to see the feed` : t`We could not load the feed. Check your connection and try again.`}
          errorAction={unverified ? <Link to="/profile" className="button">{t`Go to my profile`}</Link> : undefined}
          empty={
            <>
              <p className="pen-empty-title">
                <Trans>Your feed is quiet for now</Trans>
              </p>
              <p className="muted">
                <Trans>Share a word of encouragement or a prayer request, or find friends to follow their posts.</Trans>
              </p>
              <Link to="/create-post" className="button">
                <Trans>Write your first post</Trans>
              </Link>
            </>
          }
          onOpen={(post) => {
            scrollY.current = window.scrollY;
            navigate({ search: `?post=${post.posts_id}` });
          }}
        />
      </div>
      {open ? <PostDetail postId={openId} onBack={() => goBack(navigate, { search: '' })} backLabel={t`Back to feed`} /> : null}
    </>
  );
}
