import type { CommentDto, PostDto } from '@pen/sdk';
import { ReactNode } from 'react';
import { PostMedia } from '../PostMedia';
import { useCommentActions } from '../api/useCommentActions';
import { usePostActions } from '../api/usePostActions';
import { formatRelative } from '../../../lib/format';
import { ActionMenu, MenuAction } from './ActionMenu';
import { AuthorLink } from './AuthorLink';
import { Avatar } from './Avatar';
import { CommentComposer } from './CommentComposer';
import { CommentItem } from './CommentItem';
import { usePrayerCardHost } from './prayer-card-host';
import { useConfirm } from '../../../components/dialog/ConfirmDialog';
import { useMemberSafety, useReport } from '../../connections';
import { CommitToPrayButton, PrayButton, PrayerStatusBanner, usePrayerMenu } from '../../prayer';
import { ChatIcon, GlobeIcon, HeartIcon, PeopleIcon, PrayIcon } from '../../../components/icons/line-icons';

export const DELETE_CONFIRM = 'Are you sure you want to delete this Pen?';

const BANNERS: Partial<Record<PostDto['post_type'], { text: string; className: string }>> = {
  pray_request: { text: 'Prayers needed', className: 'pen-banner-prayer' },
  emergency_pray_request: { text: 'Prayers immediately please!', className: 'pen-banner-emergency' },
};

interface PostCardProps {
  post: PostDto;
  meId: number | undefined;
  /** Opens the post detail (cards in lists); absent in the detail itself. */
  onOpen?: () => void;
  /** Called after the post was deleted (the detail goes back). */
  onDeleted?: () => void;
  /** The detail passes its full, paged comment list here instead of the inline newest ones. */
  comments?: ReactNode;
}

/** A post: author, date, audience, menu, prayer banner, text, media, likes and comments. */
export function PostCard({ post, meId, onOpen, onDeleted, comments }: PostCardProps) {
  const actions = usePostActions();
  const commentActions = useCommentActions();
  const { confirm, dialog } = useConfirm();
  const safety = useMemberSafety();
  const reporting = useReport();
  const reportComment = (c: CommentDto) =>
    reporting.report({ title: 'Report comment', failed: 'Failed to report comment', member: c, send: (fields) => commentActions.reportComment(c, fields) });
  const blockAuthor = (author: { user_id: number; user_name: string }) => void safety.block(author);
  const own = meId === post.user_id;
  const banner = BANNERS[post.post_type];
  const prayerHost = usePrayerCardHost();
  const prayerMenu = usePrayerMenu(post, own, prayerHost);

  const menu: MenuAction[] = own
    ? [
        ...prayerMenu.items,
        { label: post.visibility === 'public' ? 'Change audience to Friends' : 'Change audience to Public', onSelect: () => actions.changeAudience(post) },
        {
          label: 'Delete',
          danger: true,
          onSelect: () =>
            void confirm({ message: DELETE_CONFIRM, confirmLabel: 'Delete', danger: true }).then(async (ok) => {
              if (ok && (await actions.deletePost(post))) onDeleted?.();
            }),
        },
      ]
    : [
        {
          label: 'Report',
          onSelect: () => reporting.report({ title: 'Report post', failed: 'Failed to report post', member: post, send: (fields) => actions.reportPost(post, fields) }),
        },
        // After a block the lists reload without the author's posts (useMemberSafety refreshes them).
        { label: 'Block author', danger: true, onSelect: () => blockAuthor(post) },
      ];

  const inline: CommentDto[] = post.comments;
  const hiddenComments = post.comment_count - inline.length;

  return (
    <article className={`card pen-post ${banner?.className ?? ''}`} aria-label={`Post by ${post.user_name}`}>
      {banner ? (
        <div className="pen-banner">
          <PrayIcon /> {banner.text}
        </div>
      ) : null}
      <header className="pen-post-head">
        <AuthorLink author={post} pictureOnly>
          <Avatar picture={post.profile_picture} name={post.user_name} />
        </AuthorLink>
        <div className="pen-post-who">
          <AuthorLink author={post} className="pen-post-author">
            {post.user_name}
          </AuthorLink>
          <div className="pen-post-meta">
            <time dateTime={post.created_at}>{formatRelative(post.created_at)}</time>
            <span aria-hidden="true">·</span>
            <span className="pen-audience" title={post.visibility === 'public' ? 'Visible to everyone' : 'Visible to friends'}>
              {post.visibility === 'public' ? (
                <>
                  <GlobeIcon /> Public
                </>
              ) : (
                <>
                  <PeopleIcon /> Friends
                </>
              )}
            </span>
          </div>
        </div>
        <ActionMenu label="Post actions" actions={menu} />
      </header>

      {onOpen ? (
        // Named by the text it shows (what a speech user says to press it); only a post without text needs a label.
        <button type="button" className="pen-post-open" onClick={onOpen} aria-label={post.content ? undefined : `Open post by ${post.user_name}`}>
          {post.content ? <p className="pen-text">{post.content}</p> : null}
        </button>
      ) : post.content ? (
        <p className="pen-text pen-post-text">{post.content}</p>
      ) : null}
      {post.media.length > 0 ? (
        <div className="pen-post-media">
          <PostMedia media={post.media} retry={own ? { postId: post.posts_id } : undefined} />
        </div>
      ) : null}

      <PrayerStatusBanner post={post} />
      <div className="pen-post-stats">
        <span>{post.like_count > 0 ? `♥ ${post.like_count}` : ''}</span>
        <span>{post.comment_count > 0 ? `${post.comment_count} comment${post.comment_count === 1 ? '' : 's'}` : ''}</span>
      </div>
      <div className="pen-post-actions">
        <button type="button" className={`pen-action ${post.is_liked ? 'liked' : ''}`} aria-pressed={post.is_liked} onClick={() => actions.toggleLike(post)}>
          <HeartIcon filled={post.is_liked} /> {post.is_liked ? 'Liked' : 'Like'}
        </button>
        {post.prayer_status !== null ? <PrayButton post={post} own={own} host={prayerHost} /> : null}
        <button type="button" className="pen-action" onClick={onOpen ?? (() => document.getElementById(`comments-${post.posts_id}`)?.focus())}>
          <ChatIcon /> Comment
        </button>
        {post.prayer_status === 'open' ? <CommitToPrayButton postId={post.posts_id} /> : null}
      </div>

      <div role="group" className="pen-comments" aria-label="Comments" id={`comments-${post.posts_id}`} tabIndex={-1}>
        {comments ?? (
          <>
            {hiddenComments > 0 && onOpen ? (
              <button type="button" className="pen-more-comments" onClick={onOpen}>
                View {hiddenComments} more comment{hiddenComments === 1 ? '' : 's'}
              </button>
            ) : null}
            {inline.length > 0 ? (
              <ul className="pen-comment-list">
                {inline.map((c) => (
                  <CommentItem key={c.comment_id} comment={c} meId={meId} handlers={commentActions} onReport={reportComment} onBlockAuthor={blockAuthor} />
                ))}
              </ul>
            ) : null}
          </>
        )}
        <CommentComposer busy={commentActions.adding} onSend={(text) => commentActions.addComment(post.posts_id, text)} />
      </div>
      {dialog}
      {prayerMenu.dialog}
      {safety.dialog}
      {reporting.dialog}
    </article>
  );
}
