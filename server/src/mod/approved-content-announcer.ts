import { Injectable } from '@nestjs/common';
import { AfterCommit } from '../common/app-access';
import { DomainEventsService } from '../common/domain-events.service';
import type { ReleasedGroupComment } from '../groups';
import { hasMention, type ReleasedPostContent } from '../posts';

/**
 * Content held by a watched word (issue 42) is news to nobody while it waits; once a moderator
 * approves it, it is announced as its publication would have been: followers and the group hear
 * of the post, the post's author of the comment, the mentioned of their mention, and the care team
 * of an emergency request in its group (issue 44). Each answer is for after the commit.
 */
@Injectable()
export class ApprovedContentAnnouncer {
  constructor(private readonly events: DomainEventsService) {}

  postContentReleased(released: ReleasedPostContent | null): AfterCommit | undefined {
    if (!released) return undefined;
    const { post_id: postId, comment_id: commentId, author_id: actorId, text } = released;
    return async () => {
      if (commentId === null) {
        this.events.publish('post.created', { postId, actorId });
        // A post still waiting for its media tells the group when it is shown (media.ready).
        if (released.group_id !== null && released.post_type !== 'normal' && released.is_ready) this.events.publish('group.prayer-requested', { postId, actorId });
      } else this.events.publish('post.commented', { postId, commentId, actorId });
      if (hasMention(text)) this.events.publish('content.mentioned', { postId, ...(commentId === null ? {} : { commentId }), actorId, text });
    };
  }

  groupCommentReleased(commentId: number, released: ReleasedGroupComment | null): AfterCommit | undefined {
    if (!released?.is_ready) return undefined;
    return async () => this.events.publish('group.commented', { groupId: released.group_id, commentId, actorId: released.author_id });
  }
}
