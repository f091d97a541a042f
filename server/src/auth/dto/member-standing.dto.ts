import { ApiProperty } from '@nestjs/swagger';

/**
 * A member's standing as `GET /api/account/standing` and a suspended member's sign-in answer it
 * (issue 42). The standing module fills it; the classes live here because the sign-in answer
 * (auth) carries it and auth may not import standing.
 */

/** The rule a decision cited, as it read when the decision was made. */
export class DecisionRuleDto {
  number: number;
  title: string;
}

export class DecisionAppealStateDto {
  /** `none` (not appealed), `open`, `upheld` or `reversed` (the member's latest appeal). */
  @ApiProperty({ enum: ['none', 'open', 'upheld', 'reversed'] })
  status: string;
  /** The last moment an appeal may be filed (180 days after the decision). */
  appealable_until: Date;
}

/** A statement of reasons (DSA Art. 17): what was decided, under which rule, on which facts. */
export class DecisionDto {
  decision_id: number;
  @ApiProperty({ enum: ['remove_content', 'warn_author', 'suspend_author', 'suspend_user', 'reject_registration', 'dismiss'], enumName: 'DecisionAction' })
  action: string;
  @ApiProperty({ type: DecisionRuleDto, nullable: true })
  rule: DecisionRuleDto | null;
  /** The facts, as the moderator wrote them. */
  @ApiProperty({ type: 'string', nullable: true })
  note: string | null;
  /** The content as it was when the decision was made (null for a decision about the account). */
  @ApiProperty({ type: 'string', nullable: true })
  content_snapshot: string | null;
  /** Whether the case came from an automated check (watched words) rather than a member's report. */
  automated: boolean;
  created_at: Date;
  /** The end of a timed suspension (suspensions only; null: until lifted). */
  @ApiProperty({ type: 'string', format: 'date-time', required: false, nullable: true })
  suspended_until?: Date | null;
  /** Whether an appeal reversed it (then it is no strike). */
  reversed: boolean;
  appeal: DecisionAppealStateDto;
}

export class StandingDto {
  @ApiProperty({ enum: ['active', 'suspended'] })
  status: string;
  @ApiProperty({ type: 'string', format: 'date-time', nullable: true })
  suspended_until: Date | null;
  /** Warnings, removals and suspensions of the last STRIKE_DAYS (90) days that no appeal reversed. */
  active_strikes: number;
  @ApiProperty({ type: [DecisionDto] })
  decisions: DecisionDto[];
}
