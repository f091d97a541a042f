import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { IsDbId } from '../../common/db-id';
import { RequiredText } from '../../common/required-text';
import { msg } from '../../i18n';
import { DecisionRuleDto } from '../../auth';
import { ModMemberRefDto } from './mod-responses.dto';
import { NOTE_MAX_LENGTH } from './mod-requests.dto';

export class AppealQueueQueryDto {
  /** `open` (default): oldest first; `decided`: newest first. */
  @ApiProperty({ enum: ['open', 'decided'], required: false, default: 'open' })
  @IsOptional()
  @IsIn(['open', 'decided'], { message: msg('status must be open or decided').message })
  status?: 'open' | 'decided';

  /** The `nextCursor` of the previous page. */
  @IsDbId('Invalid cursor', { optional: true })
  cursor?: number;
}

export class DecideAppealDto {
  @IsDbId('appealId must be a positive integer')
  appealId: number;

  /** `upheld`: the decision stands; `reversed`: it is undone (content restored, suspension lifted, strike removed). */
  @ApiProperty({ enum: ['upheld', 'reversed'] })
  @IsIn(['upheld', 'reversed'], { message: msg('outcome must be upheld or reversed').message })
  outcome: 'upheld' | 'reversed';

  /** Why: sent to the appellant. */
  @RequiredText('note', NOTE_MAX_LENGTH, msg('note is required').message)
  note: string;
}

/** The decision an appeal is about. */
export class AppealedDecisionDto {
  decision_id: number;
  @ApiProperty({ enum: ['remove_content', 'warn_author', 'suspend_author', 'suspend_user', 'reject_registration', 'dismiss'], enumName: 'DecisionAction' })
  action: string;
  @ApiProperty({ type: DecisionRuleDto, nullable: true })
  rule: DecisionRuleDto | null;
  @ApiProperty({ type: 'string', nullable: true })
  note: string | null;
  @ApiProperty({ type: 'string', nullable: true })
  content_snapshot: string | null;
  @ApiProperty({ type: 'string', nullable: true })
  target_type: string | null;
  @ApiProperty({ type: 'integer', nullable: true })
  target_id: number | null;
  automated: boolean;
  /** The restricted member (for a dismissal: the reported one). */
  @ApiProperty({ type: ModMemberRefDto, nullable: true })
  member: ModMemberRefDto | null;
  /** Who decided it (null user_id: the command-line tool). */
  moderator: ModMemberRefDto;
  created_at: Date;
}

export class AppealItemDto {
  appeal_id: number;
  @ApiProperty({ enum: ['open', 'upheld', 'reversed'] })
  status: string;
  /** The appellant's own words. */
  text: string;
  appellant: ModMemberRefDto;
  created_at: Date;
  decision: AppealedDecisionDto;
  /** Present once decided. */
  @ApiProperty({ type: ModMemberRefDto, required: false })
  decided_by?: ModMemberRefDto;
  @ApiProperty({ type: 'string', required: false })
  decision_note?: string;
  @ApiProperty({ type: 'string', format: 'date-time', required: false })
  decided_at?: Date;
}

export class AppealQueueDto {
  @ApiProperty({ type: [AppealItemDto] })
  appeals: AppealItemDto[];
  @ApiProperty({ type: 'integer', nullable: true })
  nextCursor: number | null;
}
