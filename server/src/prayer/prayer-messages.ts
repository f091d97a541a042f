import { msg } from '../i18n';

/** The answers prayer gives when a post is not a prayer request, or the reader not its author. */
export const ONLY_PRAYER_REQUESTS = msg('Only prayer requests can be prayed for').message;
export const ONLY_PRAYER_REQUESTS_STATUS = msg('Only prayer requests can be answered, closed or reopened').message;
export const ONLY_AUTHOR_PRAYERS = msg('Only the author of a prayer request can see who prayed').message;
export const ONLY_AUTHOR_STATUS = msg('Only the author of a prayer request can change its status').message;
