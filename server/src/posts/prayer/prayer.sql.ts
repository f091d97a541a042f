/** The post types that are prayer requests: only they can be prayed for, answered or closed. */
export const PRAYER_POST_TYPES_SQL = `('pray_request', 'emergency_pray_request')`;

export const ONLY_PRAYER_REQUESTS = 'Only prayer requests can be prayed for';
export const ONLY_PRAYER_REQUESTS_STATUS = 'Only prayer requests can be answered, closed or reopened';
export const ONLY_AUTHOR_PRAYERS = 'Only the author of a prayer request can see who prayed';
export const ONLY_AUTHOR_STATUS = 'Only the author of a prayer request can change its status';
