/**
 * The media rows (alias m) that deleting a group comment ($1) or a whole group ($1) takes with
 * it by foreign key: their stored files are read with OrphanedFilesService.keysOf in the
 * deleting transaction and released after the commit.
 */
export const GROUP_COMMENT_MEDIA = 'm.group_comment_id = $1';
export const GROUP_MEDIA = 'm.group_comment_id IN (SELECT comment_id FROM group_comments WHERE group_id = $1)';
