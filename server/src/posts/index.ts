// Posts' public surface: the module, the access rule, the purge steps and the reads notifications need.
export { PostsModule, PostsWorkerModule } from './posts.module';
export { COMMENT_NOT_FOUND, PostAccessService } from './post-access.service';
export { PURGED_MEMBER_POST_MEDIA, lockPurgedMemberPosts, uncountPurgedMemberInPosts } from './member-purge';
export {
  commentsByIds, hasCommented, likesComment, likesPost, postsByIds, shownCommentsWithPost, shownContent, shownPostAudience,
} from './notification-reads';
export { prayerAnsweredAudience, prayerClosedAudience, prayerStatusNotice } from './prayer/notification-reads';
export { PostEntity } from './post.entity';
export { CommentEntity } from './comment.entity';
export { CommentLikeEntity, PostLikeEntity } from './like.entity';
export { exportedComments, exportedLikes, exportedPosts, exportedPrayers } from './export-reads';
export { removePostContent, restorePostContent } from './moderator-removal';
export { contentForModeration, postCountsOf } from './operator-reads';
export {
  MEMBERS_WITH_COMMITMENTS_SQL, endCommitmentByMember, expireCommitments, friendsEmergencyRequestsSql, lockPrayerRequest, myPrayerListSql, openCommitments,
  openPrayerRequestsSql, upsertCommitment,
} from './prayer-commitments';
export type { CommitmentRow, PrayerListRow } from './prayer-commitments';
export { decodeCursor, encodeCursor } from './cursor';
