import { IdField } from './fields';
import { ReportDetailsField, ReportReasonField, ReportRuleField, type ReportReason } from '../../reports';

/** Reports a group; `reason` and `details` are optional (older clients send `groupId` alone). */
export class ReportGroupDto {
  @IdField('groupId', 'group')
  groupId: number;

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

/** Reports a group comment; `reason` and `details` are optional (older clients send `commentId` alone). */
export class ReportGroupCommentDto {
  @IdField('commentId', 'comment')
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
