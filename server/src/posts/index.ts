// Posts' public surface: the module, the access rule, the purge steps, the reads notifications
// need, and what prayer's routes on requests share with posts' (SQL fragments: posts.queries.ts).
export { PostsModule, PostsWorkerModule } from './posts.module';
export { COMMENT_NOT_FOUND, PostAccessService } from './post-access.service';
export { lockPurgedMemberPosts, uncountPurgedMemberInPosts } from './member-purge.repository';
export { PURGED_MEMBER_POST_MEDIA } from './jobs.queries';
export {
  commentsByIds, hasCommented, likesComment, likesPost, postsByIds, shownCommentsWithPost, shownContent, shownGroupRequest, shownPostAudience,
} from './notification.repository';
export { PostEntity } from './post.entity';
export { CommentEntity } from './comment.entity';
export { CommentLikeEntity, PostLikeEntity } from './like.entity';
export { exportedComments, exportedLikes, exportedPosts } from './export.repository';
export { releaseHeldPostContent, removePostContent, restorePostContent, type ReleasedPostContent } from './moderator-removal.repository';
export { hasMention } from './mentions';
export { contentForModeration, postCountsOf } from './operator.repository';
export { PRAYER_STATUSES, type PrayerStatus } from './post.entity';
// For the prayer module's routes on prayer requests: the same ids, paging and messages as posts'.
export { POST_NOT_FOUND } from './post-access.service';
export { PostIdDto } from './dto/ids.dto';
export { IsText } from './dto/transforms';
export { PostIdParam } from './id-param.pipe';
export { decodeCursor, encodeCursor } from './cursor';
export { cutPage, pageRequest } from './paging';
