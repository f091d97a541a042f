import { DecisionRuleDto } from '../../auth';
import { ApiProperty } from '@nestjs/swagger';
import { RESOLUTION_ACTIONS, REPORT_REASONS, type ResolutionAction } from '../../reports';
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

/** The post a reported comment belongs to, as it is now. */
export class ReportContextPostDto {
  post_id: number;
  /** The post's text (empty when it has only media). */
  content: string;
  @ApiProperty({ type: ModMemberRefDto })
  author: ModMemberRefDto;
  /** Whether members still see the post. */
  visible: boolean;
  /** The client path that opens the post, e.g. `/post/12`. */
  url: string;
}

/** The group a reported group comment was written in. */
export class ReportContextGroupDto {
  group_id: number;
  title: string;
  /** The client path that opens the group's thread, e.g. `/group/4`. */
  url: string;
}

/** Where the reported content sits: a comment's post; a group comment's group (group threads have no posts). */
export class ReportTargetContextDto {
  @ApiProperty({ type: ReportContextPostDto, nullable: true })
  post: ReportContextPostDto | null;
  @ApiProperty({ type: ReportContextGroupDto, nullable: true })
  group: ReportContextGroupDto | null;
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
  /**
   * Members see its author as `Anonymous` (an anonymous prayer request, or its author's comment on
   * it); `author` is the real one, shown to operators only, and every showing is in the audit log.
   */
  anonymous: boolean;
  /**
   * The client path that opens it in context: `/post/12`, `/post/12#comment-34` (a comment in its
   * post), `/group/4`, `/group/4#group-comment-56` (a group comment in its thread),
   * `/userpen?userId=7` (a profile); null once the content no longer exists.
   */
  @ApiProperty({ type: 'string', nullable: true })
  url: string | null;
  /** Where it sits (comments and group comments); null for posts, groups, profiles and content that no longer exists. */
  @ApiProperty({ type: ReportTargetContextDto, nullable: true })
  context: ReportTargetContextDto | null;
}

/** The community rule a report cites. */
export class CaseReportRuleDto {
  rule_id: number;
  number: number;
  title: string;
}

/** One member's report of a case's target. Operators only: a reporter is never named to anyone else. */
export class CaseReportDto {
  @ApiProperty({ enum: REPORT_REASONS, enumName: 'ReportReason' })
  reason: string;
  /** The community rule the reporter cited (an archived rule too, with its number and title as they were); null when none. */
  @ApiProperty({ type: CaseReportRuleDto, nullable: true })
  rule: CaseReportRuleDto | null;
  /** What the reporter wrote, up to 1000 characters. */
  @ApiProperty({ type: 'string', nullable: true })
  details: string | null;
  reporter: ModMemberRefDto;
  /** When this member first reported it (a repeated report keeps the date and takes the new reason and details). */
  created_at: Date;
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
  /** Every report of the target, oldest first. */
  @ApiProperty({ type: [CaseReportDto] })
  reports: CaseReportDto[];
  /** A `self_harm` report made the case urgent: it leads the open queue. */
  urgent: boolean;
  /** Opened by a watched word (issue 42): no human reporter, or not only. */
  automated: boolean;
  /** The content waits for approval (a watched word's `require_approval`): hidden from everyone but its author until `approve_content` or `remove_content`. */
  held: boolean;
  /** The watched phrase that opened the case (an automated one), as the paka wrote it; null when members alone reported it. */
  @ApiProperty({ type: 'string', nullable: true })
  matched_phrase: string | null;
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

export class AuditSnapshotMediaDto {
  media_id: number;
  /** `image`, `video` or `audio`. */
  media_type: string;
}

/** Content as it was when an operator acted on it. */
export class AuditSnapshotDto {
  /** The text (a group: title and description; a profile: the bio). */
  text: string;
  @ApiProperty({ type: [AuditSnapshotMediaDto] })
  media: AuditSnapshotMediaDto[];
  author: ModMemberRefDto;
  /** The watched phrase that opened the case acted on (an automated case, issue 42); absent otherwise. */
  @ApiProperty({ type: 'string', required: false })
  matched_phrase?: string;
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
  /** The target as named when the action was taken, e.g. `Mark Troll's post “BUY CHEAP…”`; null for old entries whose target was gone. */
  @ApiProperty({ type: 'string', nullable: true })
  target_label: string | null;
  /** The content as it was when acted on, kept after the content is purged; null when the action was not about content. */
  @ApiProperty({ type: AuditSnapshotDto, nullable: true })
  snapshot: AuditSnapshotDto | null;
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
