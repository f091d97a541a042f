import { PURGED_MEMBER_GROUP_MEDIA } from '../groups';
import { PURGED_MEMBER_POST_MEDIA } from '../posts';

/**
 * The media rows (alias m) that go with purged member $1 through ON DELETE CASCADE: the member's
 * own, and those under the member's posts, comments and the groups still hosted by them (others'
 * comments there included). Read in the purge's transaction after the hand-over, so a group that
 * passed to another member keeps its files.
 */
export const PURGED_MEMBER_MEDIA = `m.user_id = $1
  OR ${PURGED_MEMBER_POST_MEDIA}
  OR ${PURGED_MEMBER_GROUP_MEDIA}`;
