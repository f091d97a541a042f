import { DecisionRuleDto } from '../../auth';
import { ApiProperty } from '@nestjs/swagger';
import { RESOLUTION_ACTIONS, type ResolutionAction } from '../../reports';
import { ROLES } from '../roles';

export class ModMemberRefDto {
  /** Null for the command-line tool (user_name `cli`) or a purged account. */
  @ApiProperty({ type: 'integer', nullable: true })
  user_id: number | null;
  user_name: string;
}

export class ReportMediaDto {
  media_id: number;
  /** `image`, `video` or `audio`. */
  media_type: string;
  /** Path under /api/uploads, when processed. */
  @ApiProperty({ type: 'string', nullable: true })
  url: string | null;
  @ApiProperty({ type: 'string', nullable: true })
  poster_url: string | null;
}

export class ReportTargetGroupDto {
  group_id: number;
  title: string;
}

/** What was reported, as it is now. */
export class ReportTargetDto {
  /** The text (a group: its title and description); null when the target no longer exists. */
  @ApiProperty({ type: 'string', nullable: true })
  content: string | null;
  @ApiProperty({ type: [ReportMediaDto] })
  media: ReportMediaDto[];
  @ApiProperty({ type: ModMemberRefDto, nullable: true })
  author: ModMemberRefDto | null;
  @ApiProperty({ type: ReportTargetGroupDto, nullable: true })
  group: ReportTargetGroupDto | null;
  /** The post a comment belongs to. */
  @ApiProperty({ type: 'integer', nullable: true })
  post_id: number | null;
  /** Whether members still see it (false once removed, deleted, or its author suspended or deleted). */
  visible: boolean;
}

export class ReportResolutionDto {
  @ApiProperty({ enum: RESOLUTION_ACTIONS, enumName: 'ResolutionAction' })
  action: ResolutionAction;
  @ApiProperty({ type: 'string', nullable: true })
  note: string | null;
  moderator: ModMemberRefDto;
  resolved_at: Date;
}

/** One standing decision about a case's author (their last ten that no appeal reversed). */
export class AuthorHistoryDecisionDto {
  @ApiProperty({ enum: ['remove_content', 'warn_author', 'suspend_author', 'suspend_user', 'reject_registration'] })
  action: string;
  @ApiProperty({ type: DecisionRuleDto, nullable: true })
  rule: DecisionRuleDto | null;
  created_at: Date;
}

/** The author's history: strikes active (STRIKE_DAYS) and recent decisions, newest first. */
export class AuthorHistoryDto {
  active_strikes: number;
  @ApiProperty({ type: [AuthorHistoryDecisionDto] })
  decisions: AuthorHistoryDecisionDto[];
}

export class ReportCaseDto {
  /** The case's id (one case per reported target): what `resolve-report` takes. */
  report_id: number;
  @ApiProperty({ enum: ['post', 'comment', 'group', 'group_comment', 'user'] })
  target_type: string;
  target_id: number;
  /** How many reports give each reason, e.g. `{"spam": 3, "other": 1}`. */
  @ApiProperty({ type: 'object', additionalProperties: { type: 'integer' } })
  reasons: Record<string, number>;
  reporter_count: number;
  first_reported_at: Date;
  last_reported_at: Date;
  @ApiProperty({ enum: ['open', 'resolved'] })
  status: string;
  target: ReportTargetDto;
  author_history: AuthorHistoryDto;
  /** Present once resolved. */
  @ApiProperty({ type: ReportResolutionDto, required: false })
  resolution?: ReportResolutionDto;
}

export class ReportQueueDto {
  @ApiProperty({ type: [ReportCaseDto] })
  reports: ReportCaseDto[];
  /** Pass as `cursor` for the next page; null at the end. */
  @ApiProperty({ type: 'integer', nullable: true })
  nextCursor: number | null;
}

export class ModMemberDto {
  user_id: number;
  user_name: string;
  email: string;
  @ApiProperty({ enum: ROLES, enumName: 'Role' })
  role: string;
  /** `active` or `suspended`. */
  status: string;
  /** When a timed suspension ends. */
  @ApiProperty({ type: 'string', format: 'date-time', nullable: true })
  suspended_until: Date | null;
  created_at: Date;
  @ApiProperty({ type: 'string', format: 'date-time', nullable: true })
  last_login: Date | null;
  /** How many members reported this member. */
  reports_against: number;
  post_count: number;
}

export class ModMembersDto {
  @ApiProperty({ type: [ModMemberDto] })
  users: ModMemberDto[];
  @ApiProperty({ type: 'integer', nullable: true })
  nextCursor: number | null;
}

export class AuditEntryDto {
  entry_id: number;
  /** Who acted; `{user_id: null, user_name: "cli"}` for the command-line tool. */
  actor: ModMemberRefDto;
  /** `resolve_report`, `suspend_user`, `unsuspend_user`, `set_role`, `approve_registration`, `reject_registration`… */
  action: string;
  target_type: string;
  target_id: number;
  @ApiProperty({ type: 'string', nullable: true })
  note: string | null;
  created_at: Date;
}

export class AuditLogDto {
  @ApiProperty({ type: [AuditEntryDto] })
  entries: AuditEntryDto[];
  @ApiProperty({ type: 'integer', nullable: true })
  nextCursor: number | null;
}

export class ModMemberResponseDto {
  user: ModMemberDto;
}
