import { IsDbId } from '../../common/db-id';
import { ReportDetailsField, ReportReasonField, ReportRuleField, type ReportReason } from '../../reports';

/** Reports a member to the operators. */
export class ReportUserDto {
  /** The member reported. */
  @IsDbId('targetUserId must be a member id')
  targetUserId: number;

  /** Why. */
  @ReportReasonField({ required: true })
  reason: ReportReason;

  /** What the reporter adds, at most 1000 characters. */
  @ReportDetailsField()
  details?: string;

  /** The community rule broken, in the reporter's view. */
  @ReportRuleField()
  ruleId?: number;
}
