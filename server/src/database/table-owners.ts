/**
 * Which module owns each table: the only module whose SQL (and repositories) may name it. Other
 * modules reach the data through the owner's exported functions, services, events or SQL
 * fragments (`<owner>/<owner>.sql.ts`). The owner is a folder under `server/src`.
 * `test/database/table-ownership.test.ts` enforces it; a new table gets its line here.
 */
export const TABLE_OWNERS = {
  users: 'users',
  device_sessions: 'auth',
  email_tokens: 'auth',
  api_keys: 'auth',
  // Two-factor sign-in (issue 43).
  member_totp: 'auth',
  recovery_codes: 'auth',
  passkeys: 'auth',
  known_devices: 'auth',
  posts: 'posts',
  comments: 'posts',
  post_likes: 'posts',
  comment_likes: 'posts',
  groups: 'groups',
  group_members: 'groups',
  group_comments: 'groups',
  group_comment_likes: 'groups',
  group_audit_log: 'groups',
  group_prayer_settings: 'groups',
  // Care teams (issue 44): who a group's emergency requests reach at once.
  group_care_team: 'groups',
  media: 'media',
  reports: 'reports',
  report_cases: 'reports',
  notifications: 'noti',
  announcements: 'noti',
  friendships: 'conn',
  connections: 'conn',
  blocks: 'conn',
  mutes: 'conn',
  push_subscriptions: 'push',
  terms_of_service: 'legal',
  cookie_consents: 'legal',
  data_exports: 'export',
  mod_audit_log: 'mod',
  // Prayer (issue #33): "I prayed", commitments, reminders, check-ins and the emergency strip's
  // dismissals. A request's prayer status and count are columns of its posts row (posts.queries.ts).
  post_prayers: 'prayer',
  prayer_commitments: 'prayer',
  prayer_reminder_settings: 'prayer',
  prayer_checkins: 'prayer',
  prayer_emergency_dismissals: 'prayer',
  // A care team member's "I'm reaching out" on an emergency request (issue 44).
  prayer_reach_outs: 'prayer',
  // OAuth apps (issue #30): registered apps and the grants members gave them.
  oauth_apps: 'oauth',
  oauth_grants: 'oauth',
  // Community rules (issue 42): numbered, managed by a paka, cited by reports and decisions.
  community_rules: 'rules',
  // Jobs kept while Redis is away (issue 39), until the workers' relay queues them.
  job_outbox: 'jobs',
  webhooks: 'webhooks',
  webhook_deliveries: 'webhooks',
  // Watched words and sign-up blocks (issue 42): what posts, comments and profiles are checked against.
  watched_words: 'watched',
  email_domain_blocks: 'watched',
  // Statements of reasons and appeals (issue 42).
  moderation_decisions: 'standing',
  appeals: 'standing',
  // TypeORM's record of the migrations that ran.
  migrations: 'database',
} as const satisfies Record<string, string>;
