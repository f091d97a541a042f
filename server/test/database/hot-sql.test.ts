import { SESSION_CHECK_SQL } from '../../src/auth/jwt.strategy';
import { SEARCH_USERS_SQL } from '../../src/conn/user-search.queries';
import { groupThreadSql } from '../../src/groups/group-thread.queries';
import { GROUP_ROW_SQL, groupMembersSql, MY_GROUPS_SQL } from '../../src/groups/group-reads.queries';
import { notificationPageSql, UNREAD_COUNT_SQL } from '../../src/noti/notifications.queries';
import { commentsPageQuery } from '../../src/posts/comment-reader.service';
import { feedQuery, POSTS_BY_ID_SQL } from '../../src/posts/feed/feed-page';
import { POST_DETAIL_SQL } from '../../src/posts/post-reader.service';
import { PRAY_SQL, UNPRAY_SQL } from '../../src/prayer/prayers.service';

/**
 * The text of the hot statements (the ones the benchmark runs), snapshotted so that a change to
 * any of them, even one made far away in a shared SQL fragment, shows in review: their plans and
 * the benchmark's figures depend on the exact text. An intended change updates the snapshot
 * (`npx jest test/database/hot-sql -u`) in the same commit.
 */
const position = { createdAt: '2000-01-01T00:00:00Z', id: 1 };

const HOT_SQL: Record<string, string> = {
  session_check: SESSION_CHECK_SQL,
  feed_first_page: feedQuery(0, { offset: 0, limit: 20, after: null }).sql,
  feed_after: feedQuery(0, { offset: 0, limit: 20, after: position }).sql,
  feed_offset: feedQuery(0, { offset: 1000, limit: 50, after: null }).sql,
  feed_cards: POSTS_BY_ID_SQL,
  post_detail: POST_DETAIL_SQL,
  comments_newest: commentsPageQuery(0, 0, 50, null).sql,
  comments_position: commentsPageQuery(0, 0, 50, { position }).sql,
  comments_instant: commentsPageQuery(0, 0, 50, { instant: position.createdAt }).sql,
  my_groups: MY_GROUPS_SQL,
  group_row: GROUP_ROW_SQL,
  group_members_all: groupMembersSql({ all: true, pending: false }),
  group_members_accepted: groupMembersSql({ all: false, pending: false }),
  group_members_pending: groupMembersSql({ all: true, pending: true }),
  group_thread: groupThreadSql(51, false),
  group_thread_older: groupThreadSql(51, true),
  search_users: SEARCH_USERS_SQL,
  notifications_first: notificationPageSql(20, false),
  notifications_after: notificationPageSql(20, true),
  unread_count: UNREAD_COUNT_SQL,
  pray: PRAY_SQL,
  unpray: UNPRAY_SQL,
};

describe('hot SQL statements', () => {
  it.each(Object.keys(HOT_SQL))('%s', (name) => {
    expect(HOT_SQL[name]).toMatchSnapshot();
  });
});
