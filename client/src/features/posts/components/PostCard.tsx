import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { CommentDto, PostDto } from '@pen/sdk';
import { ReactNode, useState } from 'react';
import { PostMedia } from '../PostMedia';
import { useCommentActions } from '../api/useCommentActions';
import { usePostActions } from '../api/usePostActions';
import { formatNumber, formatRelative } from '../../../lib/format';
import { ActionMenu, MenuAction } from './ActionMenu';
import { ANONYMOUS_ID, AuthorLink } from './AuthorLink';
import { Avatar } from './Avatar';
import { CommentComposer } from './CommentComposer';
import { CommentItem } from './CommentItem';
import { usePrayerCardHost } from './prayer-card-host';
import { useConfirm } from '../../../components/dialog/ConfirmDialog';
import { useMemberSafety, useReport } from '../../connections';
import { CommitToPrayButton, PrayButton, PrayerStatusBanner, ReachOutPanel, usePrayerMenu } from '../../prayer';
import { ChatIcon, GlobeIcon, HeartIcon, PeopleIcon, PrayIcon } from '../../../components/icons/line-icons';

import { MediaDescriptionsDialog } from './MediaDescriptionsDialog';

const DELETE_CONFIRM = msg`Are you sure you want to delete this Pen?`;

const BANNERS: Partial<Record<PostDto['post_type'], { text: MessageDescriptor; className: string }>> = {
  pray_request: { text: msg`Prayers needed`, className: 'pen-banner-prayer' },
  emergency_pray_request: { text: msg`Prayers immediately please!`, className: 'pen-banner-emergency' },
};
const ANSWERED_BANNER = { text: msg`Answered`, className: 'pen-banner-answered' };

const COMMENT_POLICIES = ['everyone', 'friends', 'none'] as const;
/** The author's menu: each policy the post does not have yet. */
const POLICY_ACTIONS: Record<(typeof COMMENT_POLICIES)[number], MessageDescriptor> = {
  everyone: msg`Let everyone comment`,
  friends: msg`Let only friends comment`,
  none: msg`Turn comments off`,
};

/**
 * The banner above a prayer request: a call to pray while it is open, "Answered" once answered
 * (never "Prayers needed" above "Prayer answered"), none once its author closed it.
 */
function bannerOf(post: PostDto): { text: MessageDescriptor; className: string } | undefined {
  if (post.prayer_status === 'answered') return ANSWERED_BANNER;
  if (post.prayer_status === 'closed') return undefined;
  return BANNERS[post.post_type];
}

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
  const { t, i18n } = useLingui();
  const [describing, setDescribing] = useState(false);
  const actions = usePostActions();
  const commentActions = useCommentActions();
  const { confirm, dialog } = useConfirm();
  const safety = useMemberSafety();
  const reporting = useReport();
  const reportComment = (c: CommentDto) =>
    reporting.report({ title: t`Report comment`, failed: t`Failed to report comment`, member: c, send: (fields) => commentActions.reportComment(c, fields) });
  const blockAuthor = (author: { user_id: number; user_name: string }) => void safety.block(author);
  // An anonymous request comes to others as user 0 named "Anonymous" (issue 44); is_mine tells its author.
  const own = post.is_mine || (meId !== undefined && meId === post.user_id);
  const hidden = post.user_id === ANONYMOUS_ID && !own;
  const author = hidden ? t`Anonymous` : post.user_name;
  const policyNote = post.comment_policy === 'none' ? t`Comments off` : post.comment_policy === 'friends' ? t`Only friends can comment` : null;
  const mayComment = own || post.comment_policy !== 'none';
  const commentCount = post.comment_count;
  const banner = bannerOf(post);
  const prayerHost = usePrayerCardHost();
  const prayerMenu = usePrayerMenu(post, own, prayerHost);

  const menu: MenuAction[] = own
    ? [
        ...prayerMenu.items,
        // A group post's audience is its group (issue 44): it cannot be turned public.
        ...(post.visibility === 'group'
          ? []
          : [{ label: post.visibility === 'public' ? t`Change audience to Friends` : t`Change audience to Public`, onSelect: () => actions.changeAudience(post) }]),
        ...COMMENT_POLICIES.filter((p) => p !== post.comment_policy).map((p) => ({ label: i18n._(POLICY_ACTIONS[p]), onSelect: () => actions.changeCommentPolicy(post, p) })),
        ...(post.media.some((m) => m.path) ? [{ label: t`Describe media`, onSelect: () => setDescribing(true) }] : []),
        {
          label: t`Delete`,
          danger: true,
          onSelect: () =>
            void confirm({ message: i18n._(DELETE_CONFIRM), confirmLabel: t`Delete`, danger: true }).then(async (ok) => {
              if (ok && (await actions.deletePost(post))) onDeleted?.();
            }),
        },
      ]
    : [
        {
          label: t`Report`,
          onSelect: () => reporting.report({ title: t`Report post`, failed: t`Failed to report post`, member: post, send: (fields) => actions.reportPost(post, fields) }),
        },
        // After a block the lists reload without the author's posts (useMemberSafety refreshes them). An anonymous author cannot be named, so not blocked.
        ...(hidden ? [] : [{ label: t`Block author`, danger: true, onSelect: () => blockAuthor(post) }]),
      ];

  const inline: CommentDto[] = post.comments;
  const hiddenComments = post.comment_count - inline.length;

  return (
    <article className={`card pen-post ${banner?.className ?? ''}`} aria-label={t`Post by ${author}`}>
      {banner ? (
        <div className="pen-banner">
          <PrayIcon /> {i18n._(banner.text)}
        </div>
      ) : null}
      <header className="pen-post-head">
        <AuthorLink author={post} pictureOnly>
          <Avatar picture={post.profile_picture} name={author} />
        </AuthorLink>
        <div className="pen-post-who">
          <AuthorLink author={post} className="pen-post-author">
            {author}
          </AuthorLink>
          <div className="pen-post-meta">
            <time dateTime={post.created_at}>{formatRelative(post.created_at)}</time>
            <span aria-hidden="true">·</span>
            <span
              className="pen-audience"
              title={post.visibility === 'public' ? t`Visible to everyone` : post.visibility === 'group' ? t`Visible to the group's members` : t`Visible to friends`}
            >
              {post.visibility === 'public' ? (
                <>
                  <GlobeIcon /> <Trans>Public</Trans>
                </>
              ) : post.visibility === 'group' ? (
                <>
                  <PeopleIcon /> <Trans>Group</Trans>
                </>
              ) : (
                <>
                  <PeopleIcon /> <Trans>Friends</Trans>
                </>
              )}
            </span>
            {post.anonymous && own ? (
              <>
                <span aria-hidden="true">·</span>
                <span className="pen-post-flag">
                  <Trans>Posted anonymously</Trans>
                </span>
              </>
            ) : null}
          </div>
          {post.for_someone_else || policyNote ? (
            <div className="pen-post-flags">
              {post.for_someone_else ? (
                <span className="pen-post-flag">
                  <Trans>For a friend</Trans>
                </span>
              ) : null}
              {policyNote ? <span className="pen-post-flag">{policyNote}</span> : null}
            </div>
          ) : null}
        </div>
        <ActionMenu label={t`Post actions`} actions={menu} />
      </header>
      {post.held ? (
        // Only the author is ever answered a held post (issue 42): others do not see it at all.
        <p className="pen-held" role="status">
          <strong>
            <Trans>Waiting for review</Trans>
          </strong>{' '}
          <Trans>A moderator checks this post before others can see it. Only you see it now.</Trans>
        </p>
      ) : null}

      {onOpen ? (
        // Named by the text it shows (what a speech user says to press it); only a post without text needs a label.
        <button type="button" className="pen-post-open" onClick={onOpen} aria-label={post.content ? undefined : t`Open post by ${author}`}>
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
      {post.post_type === 'emergency_pray_request' && typeof post.group_id === 'number' && !own ? <ReachOutPanel postId={post.posts_id} /> : null}
      <div className="pen-post-stats">
        <span>{post.like_count > 0 ? <><span aria-hidden="true">♥</span> {formatNumber(post.like_count)}</> : null}</span>
        <span>{post.comment_count > 0 ? t({ message: plural(commentCount, { one: '# comment', other: '# comments' }) }) : ''}</span>
      </div>
      <div className="pen-post-actions">
        <button type="button" className={`pen-action ${post.is_liked ? 'liked' : ''}`} aria-pressed={post.is_liked} onClick={() => actions.toggleLike(post)}>
          <HeartIcon filled={post.is_liked} /> {post.is_liked ? t`Liked` : t`Like`}
        </button>
        {post.prayer_status !== null ? <PrayButton post={post} own={own} host={prayerHost} /> : null}
        {mayComment ? (
          <button type="button" className="pen-action" onClick={onOpen ?? (() => document.getElementById(`comments-${post.posts_id}`)?.focus())}>
            <ChatIcon /> <Trans>Comment</Trans>
          </button>
        ) : null}
        {post.prayer_status === 'open' ? <CommitToPrayButton postId={post.posts_id} /> : null}
      </div>

      <div role="group" className="pen-comments" aria-label={t`Comments`} id={`comments-${post.posts_id}`} tabIndex={-1}>
        {comments ?? (
          <>
            {hiddenComments > 0 && onOpen ? (
              <button type="button" className="pen-more-comments" onClick={onOpen}>
                {t({ message: plural(hiddenComments, { one: 'View # more comment', other: 'View # more comments' }) })}
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
        {mayComment ? <CommentComposer busy={commentActions.adding} onSend={(text) => commentActions.addComment(post.posts_id, text)} /> : null}
      </div>
      {dialog}
      {describing ? <MediaDescriptionsDialog media={post.media} onClose={() => setDescribing(false)} /> : null}
      {prayerMenu.dialog}
      {safety.dialog}
      {reporting.dialog}
    </article>
  );
}
