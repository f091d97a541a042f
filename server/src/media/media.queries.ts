/**
 * SQL fragments of the media table for other modules' one-statement reads (alias m inside).
 * Which files a reader sees is the media module's rule: processed ones (status 'ready'), and
 * pending or failed ones to their uploader only where the API shows processing.
 */

/**
 * JSON array of the media `reader` sees on one post or post comment (the API's MediaItemDto), in
 * their order: ready files, plus pending and failed ones for their uploader. One index range on
 * media per owner.
 */
export function mediaItemsJson(owner: 'posts_id' | 'comment_id', ownerId: string, reader: string): string {
  return `coalesce((SELECT json_agg(json_build_object('media_id', m.media_id, 'type', m.media_type, 'path', m.path,
      'poster_path', m.poster_path, 'width', m.width, 'height', m.height, 'duration_s', m.duration_s, 'media_state', m.status,
      'description', m.description)
      ORDER BY m.position, m.media_id)
    FROM media m WHERE m.${owner} = ${ownerId} AND (m.status = 'ready' OR m.user_id = ${reader})), '[]'::json)`;
}

/** JSON array of the processed files of one group comment, in their order (the group thread's media). */
export function groupCommentMediaJson(commentId: string): string {
  return `coalesce((SELECT json_agg(json_build_object('media_id', m.media_id, 'media_type', m.media_type, 'media_path', m.path,
                                              'poster_path', m.poster_path, 'description', m.description) ORDER BY m.position, m.media_id)
              FROM media m WHERE m.group_comment_id = ${commentId} AND m.status = 'ready' AND m.path IS NOT NULL), '[]'::json)`;
}

/**
 * JSON `{status, media_type}` of the file that keeps group comment <commentId> from being ready:
 * a failed one first (then its author is offered Retry), else one still pending; null when none.
 */
export function groupCommentUnreadyMediaJson(commentId: string): string {
  return `(SELECT json_build_object('status', m.status, 'media_type', m.media_type) FROM media m
            WHERE m.group_comment_id = ${commentId} AND m.status <> 'ready'
            ORDER BY m.status = 'failed' DESC, m.position, m.media_id LIMIT 1)`;
}

/** @public Example arguments of each fragment, for the statement snapshots (server/queries/). */
export const SQL_EXAMPLES: Record<string, unknown[][]> = {
  mediaItemsJson: [['posts_id', 'p.posts_id', '$1'], ['comment_id', 'c.comment_id', '$1']],
  groupCommentMediaJson: [['gc.comment_id']],
  groupCommentUnreadyMediaJson: [['gc.comment_id']],
};
