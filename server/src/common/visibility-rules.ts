/**
 * The one list of visibility rules (issue 40): which tables hold member content, and which
 * predicates every member-facing read of them carries. test/database/visibility-rules.test.ts
 * reads every statement of server/queries/*.sql (the SQL snapshots) and fails, naming the
 * statement, when a read of member content lacks one of its table's rules. A new read that forgets
 * a block check therefore fails `npm test` before review.
 *
 * Each rule is produced by the existing fragment functions and recognized by their text (the
 * statements' text stays as it is: the hot ones' plans and prepared names depend on it). The check
 * is textual: it tells that a statement carries a rule, not which of its tables it applies to.
 * What is not checked, and why, is said here in three ways, in this order of preference:
 * - EXEMPT_FILES: statements that serve no member's view of others go in a queries file named for
 *   whom they serve (export, operator, jobs, account), in any module;
 * - FRAGMENTS: builders whose output is one part of other statements (which are checked);
 * - EXEMPT_STATEMENTS: one statement with its reason, e.g. a rule applied by an earlier statement
 *   of the same request, or a count kept consistent by a write path.
 */

export interface VisibilityRule {
  /** Why members must not see what fails it. */
  why: string;
  /** Where the predicate comes from. */
  fragment: string;
  /** The predicate's text in a statement; null for a rule still to come. */
  present: RegExp | null;
}

export const RULES = {
  removed: {
    why: 'a moderator removed it: nobody sees it, its author included, until restored or purged',
    fragment: "`<alias>.removed_at IS NULL` (posts' POST_VISIBLE_TO_ME, the comment and group reads)",
    present: /\bremoved_at IS NULL\b/,
  },
  'author-active': {
    why: "a suspended or deleted member's content and name are hidden from everyone",
    fragment: "users.queries.ts activeMemberJoin / activeMemberSelect / isActiveMember (`<alias>.status = 'active'`), or the post's own author_active column (the feed)",
    present: /\.status = 'active'|\bauthor_active\b/,
  },
  'not-blocked': {
    why: 'a block hides two members from each other, both ways',
    fragment: 'conn.queries.ts notBlockedBetween (NOT EXISTS either way) or notBlockedWithViewer (<> ALL blockedEitherWayIds)',
    present: /NOT \(EXISTS \(SELECT 1 FROM blocks bl WHERE|<> ALL \(ARRAY\(SELECT bv\.blocked_id FROM blocks bv/,
  },
  'approved-member': {
    why: "a newcomer waiting for a moderator's review (REGISTRATION_MODE=approval) is not shown to others; the review gate keeps them from writing content, so this rule is on reads of members themselves",
    fragment: "users.queries.ts shownMemberSelect / REACHABLE_MEMBER_SQL (`review_status = 'approved'`)",
    present: /review_status = 'approved'/,
  },
  'group-member': {
    why: "a group's thread, and a post for one group's members (visibility 'group', issue 44: group prayer requests), are for its accepted members only",
    fragment: "a join or probe of group_members with `status = 'accepted'` (groups' access fragments; for posts groups.queries.ts postGroupAudience, inside posts' POST_VISIBLE_TO_ME)",
    present: /group_members[\s\S]*?status = 'accepted'/,
  },
  held: {
    why: "content held for a moderator's review (a watched word's require_approval, issue 42) is shown to its author only until approved; so is content still waiting for its media",
    fragment: "`<alias>.is_ready`, alone or as `(<alias>.is_ready OR <alias>.user_id = <reader>)`: held content is not ready (`held_at` set, `is_ready` false) until a moderator approves it",
    present: /\bis_ready\b/,
  },
  anonymous: {
    why: "issue 44 (anonymous prayer requests): an anonymous author's identity is shown to nobody but themselves (the row keeps the real author, so blocks still apply)",
    fragment: "posts.queries.ts shownAuthorColumns / authorHiddenSql (`<alias>.anonymous AND <alias>.user_id <> <reader>`), shownCommenterColumns for comments on a request; a statement that shows no author carries it by that reason in EXEMPT_STATEMENTS",
    present: /\.anonymous\b/,
  },
} satisfies Record<string, VisibilityRule>;

export type RuleName = keyof typeof RULES;

/**
 * Member content: a table read in a statement (FROM or JOIN) and the rules every member-facing
 * read of it carries. `users` counts when the statement reads members themselves (its first FROM is
 * users: a profile, a search); a join of users for a row's author is the author-active rule itself.
 */
export const MEMBER_CONTENT: Record<string, RuleName[]> = {
  posts: ['removed', 'author-active', 'not-blocked', 'held', 'group-member', 'anonymous'],
  comments: ['removed', 'author-active', 'not-blocked', 'held', 'group-member'],
  group_comments: ['removed', 'author-active', 'not-blocked', 'group-member', 'held'],
  groups: ['removed'],
  /** Who prayed for a request: members shown to the request's author. */
  post_prayers: ['author-active', 'not-blocked'],
  /** A notification shows its actor. */
  notifications: ['author-active', 'not-blocked'],
  users: ['author-active', 'approved-member', 'not-blocked'],
};

/**
 * Queries files whose statements are not member-facing reads, by file name (any module): the
 * convention is to put such statements in a file named for whom they serve.
 */
export const EXEMPT_FILES: Record<string, string> = {
  'export.queries.ts': "a member's own data export: every row they wrote or made is theirs to take, whatever others may see",
  'operator.queries.ts': 'operators (moderators, admins) see content in every state to judge it; each statement tells whether members still see the row',
  'jobs.queries.ts': 'internal jobs (purges, the media worker, the reads notifications derive from): no member reads their rows; notifications apply the rules when they are read',
  'account.queries.ts':
    "the member's own account row (sign-in, locks of their row, e-mail and user-code uniqueness, the address their own mail goes to): they read themselves, or a yes/no that shows nobody",
};

/**
 * Builders whose output is a fragment of other statements (a scalar subquery, a SELECT other
 * statements extend with their own conditions), by `<file>: <function>`: their examples are
 * snapshotted to show their text, and the statements that embed them are the ones checked.
 */
export const FRAGMENTS: Record<string, string> = {
  'users/users.queries.ts: activeMemberCheck': "the author-active rule's scalar subquery, embedded in reads that carry the others",
  'users/users.queries.ts: activeMemberSelect': 'the base of member reads (e.g. shownMemberSelect); each user adds the rules it needs',
  'users/users.queries.ts: signedInMemberSelect': "the auth check's own account row (SESSION_CHECK_SQL): a suspended member's limited session reads only their own standing",
  'users/users.queries.ts: shownMemberSelect': 'the base of reads of one member (SHOWN_AUTHOR_SQL, GROUP_PERSON_SQL), which add the block check',
  'prayer/today.queries.ts: groupOpenRequestIds': "a source of Today's TODAY_SELECTION_SQL, which checks every source's posts with POST_VISIBLE_TO_ME and the active-author join",
  'groups/groups.queries.ts: isGroupMember': "the group-member rule's probe, embedded in posts' POST_VISIBLE_TO_ME and the feed",
  'groups/groups.queries.ts: postGroupAudience': "the group-member rule of a post, embedded in posts' POST_VISIBLE_TO_ME and the feed",
  'groups/group-access.queries.ts: requestDecidersSql': "a group's deciders, embedded in REQUEST_DECIDERS_SQL, BLOCKED_WITH_DECIDERS_SQL and DELETE_PENDING_ACROSS_BLOCK_SQL",
};

/**
 * Single statements exempt from a rule, by `<file>: <export>` as in the snapshots' headers, each
 * with the reason. Listing one here is a review decision: say why the rule holds anyway.
 */
export const EXEMPT_STATEMENTS: Record<string, string> = {
  'posts/posts.queries.ts: COMMENT_BY_ID_SQL': 'the comment the member has just written, read back for the answer, on a post just checked visible (ADD_COMMENT_SQL)',
  'posts/posts.queries.ts: authorPostsQuery':
    "an author's list: PostReaderService.userPosts reads the author first with SHOWN_AUTHOR_SQL (404 across a block, for a suspended or pending member); a member's own list needs no check; group posts are left out of others' lists (visibility <> 'group') and kept in the author's own only while they are in the group",
  'posts/feed/feed.queries.ts: POSTS_BY_ID_SQL':
    'the cards of posts the feed statement (feedQuery, which carries every rule) has just chosen; the cards are shared by all readers, so a reader-specific rule would split the cache',
  'prayer/prayer.queries.ts: PURGED_MEMBER_PRAYED_POSTS': "the account purge's: the purged member's own prayers",
  'prayer/prayer.queries.ts: PURGED_MEMBER_PRAYERS_PER_POST': "the account purge's: the purged member's own prayers",
  'prayer/commitments.queries.ts: openPrayerRequestsSql': "the check-in sweep's (DUE_CHECKINS_SQL): each request is shown to its own author only",
  'prayer/commitments.queries.ts: DUE_CHECKINS_SQL': 'the check-in sweep: each request is shown to its own author only',
  // The member's own standing, read where their session or grant is checked (own account row).
  'auth/device-sessions.queries.ts: SESSION_CHECK_SQL': "the signed-in member's own row and session",
  'oauth/oauth-apps.queries.ts: ACCOUNT_STANDS_SQL': "the token's own member and grant",
  'oauth/oauth-apps.queries.ts: MEMBER_STANDING_SQL': "the token's own member, app and grant",
  // Existence checks that show nothing of the member, where the block is decided by the caller.
  'conn/connections.queries.ts: REACHABLE_MEMBER_EXISTS_SQL':
    'whether a member exists: blocking and muting must reach a member whatever the block; the connection paths then check it (blockedBetween, hasBlocked)',
  'reports/reports.queries.ts: REPORTABLE_MEMBER_SQL': 'one way by design: a member may report someone they blocked, not someone who blocked them (notBlockedBy)',
  // Groups: the rule comes from an earlier statement of the same request.
  'groups/group-access.queries.ts: REQUEST_DECIDERS_SQL': 'ids of deciders of a group that GroupAccessService.visible has just read (removed groups answer 404)',
  'groups/group-access.queries.ts: BLOCKED_WITH_DECIDERS_SQL': 'a yes/no about a group that GroupAccessService.visible has just read (removed groups answer 404)',
  'groups/group-thread.queries.ts: groupThreadSql':
    "GroupReadsService.detail reads the thread only for an accepted member, from the membership groupRow has just read; the statement's text is hot",
  'groups/group-thread.queries.ts: commentFactsSql': "it answers the reader's status in the group (viewer_status); the service requires 'accepted' (an author may delete their own after leaving)",
  'groups/group-thread.queries.ts: GROUP_COMMENT_SQL': 'the comment the member has just written, read back for the answer (as posts COMMENT_BY_ID_SQL)',
  // Internal reads outside a jobs file (the media worker, purges, mail), no member's view.
  'groups/group-thread.queries.ts: READY_COMMENT_SQL': 'the media worker: the comment it has just made ready, for its events',
  'groups/group-media.queries.ts: COMMENT_SHOWN_SQL': 'the media worker: whether the comment is shown at all (to tell others), not whom to',
  'groups/group-media.queries.ts: commentTargetSql': "the media upload's target: the uploader's own comment (its author is compared with the uploader)",
  'groups/member-purge.queries.ts: LOCK_GROUPS_SQL': "the account purge: locks the groups the purged member's rows are in",
  'media/removed-content.queries.ts: removedBatchSql': 'the purge of content removed 30 days ago',
  'noti/email/digest.queries.ts: PENDING_DIGEST_SQL':
    "the e-mail digest job: the member's own unread notifications, each inserted with the rules; those from a member they block are marked read at the block",
  // Notifications: the rules are applied when rows are inserted, and kept by write paths.
  'noti/notifications.queries.ts: MENTIONED_MEMBERS_SQL': 'recipients of a mention: the notifications insert skips members across a block or not active',
  'noti/notifications.queries.ts: UNREAD_COUNT_SQL':
    "the badge, a count: notifications across a block are marked read when the block happens (block-events.listener.ts); the statement's text is hot",
  'noti/notifications.queries.ts: UNREAD_COUNTS_SQL': 'the badges of members just notified, a count kept as UNREAD_COUNT_SQL',
  'noti/notifications.queries.ts: INSERT_PRAYERS_SQL':
    "hides the members' own older prayer notifications about a request and writes the new ones that PRAYER_CANDIDATES_SQL let through with the rules",
  'users/users.queries.ts: ACTIVE_MEMBERS_BY_IDS_SQL': 'the actors of notifications just inserted, whose insert skipped blocks; a suspended actor is left out (status)',
  // The member-language reads: a recipient's language, read to write them a text in it.
  'users/member-language.queries.ts: MEMBER_LANGUAGE_SQL': "a recipient's language, to write them a mail, push or notification in it: nothing of the row is shown to anyone",
  'users/member-language.queries.ts: MEMBERS_LANGUAGES_SQL':
    "the recipients' languages, to write each their notification in it: nothing of the rows is shown; inactive recipients are left out by the insert that follows",
};

/**
 * Statements exempt from the `anonymous` rule only (issue 44), by `<file>: <export>`: they answer
 * nothing of a post's author to anyone (an id kept by the service for its own checks, a count, a
 * yes/no), so there is no author to hide. Every other rule still applies to them.
 */
export const AUTHORLESS_STATEMENTS: Record<string, string> = {
  'posts/feed/feed.queries.ts: feedQuery': "picks the page's ids; the cards come from POSTS_BY_ID_SQL (POST_COLUMNS, which hides the author) and the author id serves only to tell the reader's own posts",
  'posts/posts.queries.ts: VISIBLE_POST_SQL': "the author id is the services' own check (is it the reader's post?), never answered",
  'posts/posts.queries.ts: VISIBLE_POST_LOCKED_SQL': 'as VISIBLE_POST_SQL',
  'posts/posts.queries.ts: VISIBLE_COMMENT_SQL': "the comment's author id is the services' own check, never answered",
  'posts/posts.queries.ts: COMMENT_RIGHTS_SQL': 'a comment policy and a yes/no',
  'posts/posts.queries.ts: LIKE_POST_SQL': 'answers a count',
  'posts/posts.queries.ts: UNLIKE_POST_SQL': 'answers a count',
  'posts/posts.queries.ts: LIKE_COMMENT_SQL': 'answers a count',
  'posts/posts.queries.ts: UNLIKE_COMMENT_SQL': 'answers a count',
  'prayer/commitments.queries.ts: LOCK_PRAYER_REQUEST_SQL': "the author id is the service's own check (no commitment to one's own request), never answered",
  'prayer/prayers.queries.ts: LOCK_REQUEST_FOR_STATUS_SQL': "the author id is the service's own check (only the author changes the status), never answered",
  'prayer/prayers.queries.ts: PRAY_SQL': 'answers a count',
  'prayer/prayers.queries.ts: UNPRAY_SQL': 'answers a count',
  'prayer/prayers.queries.ts: PRAY_TARGET_SQL': "the author id is the service's own check (no prayer for one's own request), never answered",
  'prayer/reach-out.queries.ts: REACH_OUT_TARGET_SQL': "the author id is the service's own check (no reach-out on one's own request) and the notice's recipient, never answered",
};

/** A statement is a read when it starts as one (a SELECT or a WITH); fragments and writes are not. */
const READ = /^\s*(?:\(\s*)?(?:SELECT|WITH)\b/i;
const TABLE = /\b(?:FROM|JOIN)\s+([a-z_]+)\b/g;
const FIRST_FROM = /\bFROM\s+([a-z_]+)\b/;

/** The member-content tables statement `sql` reads. */
export function memberContentRead(sql: string): string[] {
  if (!READ.test(sql)) return [];
  const tables = new Set<string>();
  for (const m of sql.matchAll(TABLE)) if (m[1] !== 'users' && m[1] in MEMBER_CONTENT) tables.add(m[1]);
  if (FIRST_FROM.exec(sql)?.[1] === 'users') tables.add('users');
  return [...tables].sort();
}

/** `<file>: <export>` of a snapshot header (`posts/posts.queries.ts: feedQuery(0, …)  HOT`). */
export function statementKey(header: string): string {
  const m = /^(\S+\.queries\.ts): ([A-Za-z_$][\w$]*)/.exec(header);
  return m ? `${m[1]}: ${m[2]}` : header;
}

/** Why the statement is exempt (or a fragment), or undefined when it is a member-facing read. */
export function exemption(header: string): string | undefined {
  const key = statementKey(header);
  const file = key.split(':')[0].split('/').pop() ?? '';
  return EXEMPT_FILES[file] ?? FRAGMENTS[key] ?? EXEMPT_STATEMENTS[key];
}

/** The rules statement `sql` (of snapshot `header`, when given) lacks for the member content it reads (empty when it carries all). */
export function missingRules(sql: string, header?: string): Array<{ table: string; rule: RuleName }> {
  const missing: Array<{ table: string; rule: RuleName }> = [];
  const authorless = header !== undefined && statementKey(header) in AUTHORLESS_STATEMENTS;
  for (const table of memberContentRead(sql)) {
    for (const rule of MEMBER_CONTENT[table]) {
      if (rule === 'anonymous' && authorless) continue;
      const present = RULES[rule].present;
      if (present && !present.test(sql)) missing.push({ table, rule });
    }
  }
  return missing;
}
