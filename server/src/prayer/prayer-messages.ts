/** The answers prayer gives when a post is not a prayer request, or the reader not its author. */
export const ONLY_PRAYER_REQUESTS = 'Only prayer requests can be prayed for';
export const ONLY_PRAYER_REQUESTS_STATUS = 'Only prayer requests can be answered, closed or reopened';
export const ONLY_AUTHOR_PRAYERS = 'Only the author of a prayer request can see who prayed';
export const ONLY_AUTHOR_STATUS = 'Only the author of a prayer request can change its status';
