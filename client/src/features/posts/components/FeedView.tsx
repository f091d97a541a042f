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
  const feed = useFeed();
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
            <PenIcon /> Share something...
          </Link>
          <div className="pen-feed-bar-actions">
            <Link to="/create-pray-request" className="button secondary pen-pray-link" aria-label="New prayer request">
              <PrayIcon /> <span className="pen-pray-label">Prayer request</span>
            </Link>
            <button type="button" className="pen-icon-button pen-refresh" aria-label="Refresh feed" title="Refresh" onClick={() => void refresh()} disabled={feed.isFetching && !feed.isFetchingNextPage}>
              ↻
            </button>
          </div>
        </div>
        <PostList
          query={feed}
          errorText="We could not load the feed. Check your connection and try again."
          empty={
            <>
              <p className="pen-empty-title">Your feed is quiet for now</p>
              <p className="muted">Share a word of encouragement or a prayer request, or find friends to follow their posts.</p>
              <Link to="/create-post" className="button">
                Write your first post
              </Link>
            </>
          }
          onOpen={(post) => {
            scrollY.current = window.scrollY;
            navigate({ search: `?post=${post.posts_id}` });
          }}
        />
      </div>
      {open ? <PostDetail postId={openId} onBack={() => goBack(navigate, { search: '' })} backLabel="Back to feed" /> : null}
    </>
  );
}
