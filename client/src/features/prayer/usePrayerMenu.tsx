import { useLingui } from '@lingui/react/macro';
import type { PostDto } from '@pen/sdk';
import { ReactNode, useState } from 'react';
import { MarkAnsweredDialog } from './MarkAnsweredDialog';
import type { PostCardHost } from './post-card-host';
import { usePrayerActions } from './usePrayerActions';

/** An item of the card's ⋯ menu (the shape of posts' MenuAction). */
interface MenuItem {
  label: string;
  onSelect: () => void;
}

/** The author's menu items of a prayer request for its status (by status), and the answer dialog they may open. */
export function usePrayerMenu(post: PostDto, own: boolean, host: PostCardHost): { items: MenuItem[]; dialog: ReactNode } {
  const { t } = useLingui();
  const { closeRequest, reopenRequest } = usePrayerActions(host);
  const [answering, setAnswering] = useState(false);
  if (!own || post.prayer_status === null) return { items: [], dialog: null };
  const answer: MenuItem = { label: t`Mark as answered`, onSelect: () => setAnswering(true) };
  const close: MenuItem = { label: t`Close request`, onSelect: () => closeRequest(post.posts_id) };
  const reopen: MenuItem = { label: t`Reopen request`, onSelect: () => reopenRequest(post.posts_id) };
  const items = post.prayer_status === 'open' ? [answer, close] : post.prayer_status === 'closed' ? [answer, reopen] : [reopen];
  return { items, dialog: answering ? <MarkAnsweredDialog postId={post.posts_id} host={host} onClose={() => setAnswering(false)} /> : null };
}
