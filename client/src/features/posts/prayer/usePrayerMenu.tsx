import type { PostDto } from '@pen/sdk';
import { ReactNode, useState } from 'react';
import type { MenuAction } from '../components/ActionMenu';
import { MarkAnsweredDialog } from './MarkAnsweredDialog';
import { usePrayerActions } from './usePrayerActions';

/** The author's menu items of a prayer request for its status (by status), and the answer dialog they may open. */
export function usePrayerMenu(post: PostDto, own: boolean): { items: MenuAction[]; dialog: ReactNode } {
  const { closeRequest, reopenRequest } = usePrayerActions();
  const [answering, setAnswering] = useState(false);
  if (!own || post.prayer_status === null) return { items: [], dialog: null };
  const answer: MenuAction = { label: 'Mark as answered', onSelect: () => setAnswering(true) };
  const close: MenuAction = { label: 'Close request', onSelect: () => closeRequest(post.posts_id) };
  const reopen: MenuAction = { label: 'Reopen request', onSelect: () => reopenRequest(post.posts_id) };
  const items = post.prayer_status === 'open' ? [answer, close] : post.prayer_status === 'closed' ? [answer, reopen] : [reopen];
  return { items, dialog: answering ? <MarkAnsweredDialog postId={post.posts_id} onClose={() => setAnswering(false)} /> : null };
}
