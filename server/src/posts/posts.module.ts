import { WatchedModule } from '../watched';
import { Module, OnModuleInit } from '@nestjs/common';
import { MediaModule, MediaTargetOwnersService } from '../media';
import { ReportsModule } from '../reports';
import { CommentReaderService } from './comment-reader.service';
import { CommentsController } from './comments.controller';
import { CommentsService } from './comments.service';
import { LikesController } from './likes.controller';
import { LikesService } from './likes.service';
import { POST_COMMENT_MEDIA_TARGET, POST_MEDIA_TARGET } from './media-targets.repository';
import { PostAccessService } from './post-access.service';
import { PostReaderService } from './post-reader.service';
import { PostsController } from './posts.controller';
import { GroupPrayerController } from './group-prayer.controller';
import { PostsService } from './posts.service';
import { RemovedPostsPurgeProcessor } from './removed-content-purge.processor';

/**
 * Posts, prayer requests, comments, likes and the feed ("I prayed" and a request's status are the
 * prayer module's). Exports PostAccessService so other modules (media) can apply the same
 * visibility rules to files of posts and comments.
 */
@Module({
  imports: [MediaModule, ReportsModule, WatchedModule],
  controllers: [PostsController, CommentsController, LikesController, GroupPrayerController],
  providers: [
    PostAccessService, PostReaderService, CommentReaderService,
    PostsService, CommentsService, LikesService,
  ],
  exports: [PostAccessService],
})
export class PostsModule implements OnModuleInit {
  constructor(private readonly mediaTargets: MediaTargetOwnersService) {}

  onModuleInit(): void {
    this.mediaTargets.register('post', POST_MEDIA_TARGET);
    this.mediaTargets.register('post_comment', POST_COMMENT_MEDIA_TARGET);
  }
}

/** Worker role: the hourly purge of posts and comments a moderator removed 30 days ago (`maintenance` queue). */
@Module({ providers: [RemovedPostsPurgeProcessor] })
export class PostsWorkerModule {}
