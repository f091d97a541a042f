/**
 * SQL fragments of the posts module for the prayer module's statements. A prayer request's
 * state (prayer_count, prayer_status, answered_at, answer_testimony, prayer_status_changed_at)
 * is kept on its post's row, which the feed reads in one statement; prayer reads and writes only
 * those columns, and sees a post as every read of posts does (the visibility rule, the author
 * active). The card_rev triggers (migration PostCardRevision) see prayer's writes as any other.
 */
export { POST_VISIBLE_TO_ME } from './post-access.service';
export { ACTIVE_AUTHOR_JOIN } from './post-rows';

/** The table of posts, named in prayer's statements on a request's prayer columns. */
export const POSTS_TABLE = 'posts';
