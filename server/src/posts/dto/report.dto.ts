import { IsDbId } from '../../common/db-id';
import { ReportDetailsField, ReportReasonField, ReportRuleField, type ReportReason } from '../../reports';

/** Reports a post; `reason` and `details` are optional (older clients send `postId` alone). */
export class ReportPostDto {
  /** The post's posts_id. */
  @IsDbId('postId must be a positive integer')
  postId: number;

  /** Why; `other` when not given. */
  @ReportReasonField()
  reason?: ReportReason;

  /** What the reporter adds, at most 1000 characters. */
  @ReportDetailsField()
  details?: string;

  /** The community rule broken, in the reporter's view. */
  @ReportRuleField()
  ruleId?: number;
}

/** Reports a comment; `reason` and `details` are optional (older clients send `commentId` alone). */
export class ReportCommentDto {
  /** The comment's comment_id. */
  @IsDbId('commentId must be a positive integer')
  commentId: number;

  /** Why; `other` when not given. */
  @ReportReasonField()
  reason?: ReportReason;

  /** What the reporter adds, at most 1000 characters. */
  @ReportDetailsField()
  details?: string;

  /** The community rule broken, in the reporter's view. */
  @ReportRuleField()
  ruleId?: number;
}
