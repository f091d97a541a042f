/**
 * Everything the benchmark (bench/*.mjs) takes from the server, in one module: the bench requires
 * only dist/bench-surface.js, and `npm run lint` type-checks the bench's JS against this file
 * (bench/tsconfig.json), so a rename or a changed signature fails lint rather than the next bench
 * run. The read statements are the services' own, so the baselines run exactly what the API runs.
 */

// Statements of the measured read endpoints, and what builds their parameters.
export { SESSION_CHECK_SQL } from './auth/device-sessions.queries';
export { escapeLike } from './conn/like-pattern';
export { SEARCH_USERS_SQL } from './conn/user-search.queries';
export { groupThreadSql } from './groups/group-thread.queries';
export { GROUP_ROW_SQL, groupMembersSql, MY_GROUPS_SQL } from './groups/group-reads.queries';
export { EMAIL_DIGEST_DELAY_MS } from './noti/email/digest-mail';
export { DEFAULT_PAGE_SIZE } from './noti/notifications.service';
export { notificationPageSql, UNREAD_COUNT_SQL } from './noti/notifications.queries';
export { commentsPageQuery } from './posts/posts.queries';
export { encodeCursor } from './posts/cursor';
export { PAGE_SIZE } from './posts/dto/paging.dto';
export { groupPrayerRequestsQuery, POST_DETAIL_SQL, WRITES_TO_GROUP_SQL } from './posts/posts.queries';
export { MEMBER_TIME_ZONE_SQL, myPrayerListSql } from './prayer/commitments.queries';
export { PRAY_SQL, UNPRAY_SQL } from './prayer/prayers.queries';
export { MY_PRAYER_LIST_PAGE } from './prayer/commitments.service';
export { DEFAULT_TIME_ZONE, DEFAULT_TODAY_COUNT } from './prayer/limits';
export { TODAY_SELECTION_SQL, TODAY_SETTINGS_SQL } from './prayer/today.queries';

// The feed as the API reads it, for the bare baseline server.
export { feedQuery, POSTS_BY_ID_SQL } from './posts/feed/feed.queries';
export { readFeedPage } from './posts/feed/feed-page';
export type { RunSql } from './posts/feed/feed-page';
export { PostCardCache } from './posts/feed/post-card-cache';

// The app's settings the bench mirrors or raises.
export { RATE_LIMIT_NAMES } from './common/rate-limit/rate-limit-table';
export { poolOptions } from './database/data-source-options';
export { runMigrations } from './database/migrate';
export { binaries } from './media/processing/binaries';

/**
 * The media worker's steps, for the media bench to run them without the worker. Loaded on
 * demand: image processing loads sharp (libvips), which the other bench processes, the bare
 * baseline server among them, do not need. (The `.js` suffixes let bench/tsconfig.json, which
 * resolves as Node's ESM loader does, follow these imports.)
 */
export async function mediaProcessing() {
  const [{ normalizeImage }, { posterArgs, targetSize, videoTranscodeArgs }, { probe }, { runFfmpeg }, { MEDIA_LIMITS }, { QUEUE_CONCURRENCY }] =
    await Promise.all([
      import('./media/processing/image.js'),
      import('./media/processing/ffmpeg-args.js'),
      import('./media/processing/probe.js'),
      import('./media/processing/run-ffmpeg.js'),
      import('./media/media-limits.js'),
      import('./jobs/job-types.js'),
    ]);
  return { normalizeImage, posterArgs, targetSize, videoTranscodeArgs, probe, runFfmpeg, MEDIA_LIMITS, QUEUE_CONCURRENCY };
}
