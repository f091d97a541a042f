import { Trans, useLingui } from '@lingui/react/macro';
import type { CommentDto } from '@pen/sdk';
import { PostMedia } from '../PostMedia';
import { formatRelative } from '../../../lib/format';
import { ActionMenu, MenuAction } from './ActionMenu';
import { ANONYMOUS_ID, AuthorLink } from './AuthorLink';
import { Avatar } from './Avatar';

export interface CommentHandlers {
  toggleLike: (c: CommentDto) => void;
  deleteComment: (c: CommentDto) => void;
}

/**
 * One comment: author, time, text, media, a like button and the owner's or others' menu
 * ("Report comment" opens the report dialog through `onReport`; "Block author" when
 * `onBlockAuthor` is given).
 */
export function CommentItem({
  comment,
  meId,
  handlers,
  onReport,
  onBlockAuthor,
}: {
  comment: CommentDto;
  meId: number | undefined;
  handlers: CommentHandlers;
  onReport: (comment: CommentDto) => void;
  onBlockAuthor?: (comment: CommentDto) => void;
}) {
  const { t } = useLingui();
  const own = meId === comment.user_id;
  const anonymous = comment.user_id === ANONYMOUS_ID;
  const name = anonymous ? t`Anonymous` : comment.user_name;
  const actions: MenuAction[] = own
    ? [{ label: t`Delete comment`, danger: true, onSelect: () => handlers.deleteComment(comment) }]
    : [
        { label: t`Report comment`, onSelect: () => onReport(comment) },
        ...(onBlockAuthor && !anonymous ? [{ label: t`Block author`, danger: true, onSelect: () => onBlockAuthor(comment) }] : []),
      ];
  return (
    <li className="pen-comment" id={`comment-${comment.comment_id}`}>
      <AuthorLink author={comment} pictureOnly>
        <Avatar picture={comment.profile_picture} name={name} size={32} />
      </AuthorLink>
      <div className="pen-comment-body">
        <div className="pen-comment-bubble">
          <AuthorLink author={comment} className="pen-comment-author">
            {name}
          </AuthorLink>
          {comment.content ? <p className="pen-text">{comment.content}</p> : null}
          {comment.media.length > 0 ? <PostMedia media={comment.media} label={t`Comment`} retry={own ? { commentId: comment.comment_id } : undefined} /> : null}
        </div>
        {comment.held ? (
          // Only its author is ever answered a held comment (issue 42): others do not see it at all.
          <p className="pen-held pen-comment-held">
            <strong>
              <Trans>Waiting for review</Trans>
            </strong>{' '}
            <Trans>A moderator checks this comment before others can see it. Only you see it now.</Trans>
          </p>
        ) : null}
        <div className="pen-comment-meta">
          <time dateTime={comment.created_at}>{formatRelative(comment.created_at)}</time>
          <button
            type="button"
            className={`pen-text-button ${comment.is_liked ? 'liked' : ''}`}
            aria-pressed={comment.is_liked}
            onClick={() => handlers.toggleLike(comment)}
          >
            {comment.is_liked ? t`♥ Liked` : t`♡ Like`}
          </button>
          {comment.like_count > 0 ? <span className="muted">{comment.like_count}</span> : null}
          <ActionMenu label={t`Comment actions`} actions={actions} />
        </div>
      </div>
    </li>
  );
}
