import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';
import { ErrorDto, MessageDto } from '../common/error.dto';
import { RateLimit } from '../common/rate-limit/rate-limit.decorator';
import { AuditLogService } from './audit-log.service';
import { CurrentOperator } from './current-operator.decorator';
import { CursorQueryDto, MemberQueryDto, ReportQueueQueryDto, ResolveReportDto, SetRoleDto, SuspendUserDto, UserIdDto } from './dto/mod-requests.dto';
import { AuditLogDto, ModMemberResponseDto, ModMembersDto, ReportQueueDto } from './dto/mod-responses.dto';
import { ModMembersService } from './members.service';
import { Operator, OPERATOR_OUT_OF_REACH } from './operator';
import { ReportQueueService } from './report-queue.service';
import { ALREADY_RESOLVED, CANNOT_REMOVE_MEMBER, REPORT_NOT_FOUND, ReportResolutionService, TARGET_GONE } from './report-resolution.service';
import { RequireRole } from './require-role.decorator';
import { ALREADY_SUSPENDED, NOT_SUSPENDED, SuspensionsService, USER_NOT_FOUND } from './suspensions.service';
import { msg } from '../i18n';
import { NOTE_REQUIRED, RULE_NOT_CITABLE, RULE_REQUIRED } from '../standing';

const OUT_OF_REACH = `\`${OPERATOR_OUT_OF_REACH}\` for a moderator acting on a moderator or a paka`;

/** The operators' API: moderators and paka (roles: paka only). Every action is in the audit log. */
@ApiTags('moderation')
@Controller('mod')
export class ModController {
  constructor(
    private readonly queue: ReportQueueService,
    private readonly resolution: ReportResolutionService,
    private readonly suspensions: SuspensionsService,
    private readonly members: ModMembersService,
    private readonly audit: AuditLogService,
  ) {}

  /**
   * The report queue: one case per reported target, open ones oldest first (resolved: newest resolution first), 20 a page.
   * The real author of anonymous content is shown (`anonymous: true`), and each such showing is audited (`view_anonymous_author`).
   */
  @RequireRole('moderator')
  @Get('reports')
  @ApiBadRequestResponse({ type: ErrorDto, description: '`status must be open or resolved`, `Invalid cursor`' })
  listReports(@CurrentOperator() op: Operator, @Query() q: ReportQueueQueryDto): Promise<ReportQueueDto> {
    return this.queue.page(op, q.status ?? 'open', q.cursor);
  }

  /**
   * Resolves a case: `dismiss`, `remove_content` (hidden from everyone at once, purged after 30
   * days), `warn_author` or `suspend_author` (with `days?`). Every action but `dismiss` cites a
   * community rule (`ruleId`) and the facts (`note`); it records a statement of reasons that the
   * author gets in the app and by e-mail, with how to appeal. Every reporter gets `report_resolved`
   * (of a dismissal, with a link to appeal it).
   */
  @RequireRole('moderator', OUT_OF_REACH)
  @RateLimit('moderation')
  @Post('resolve-report')
  @HttpCode(200)
  @ApiBadRequestResponse({
    type: ErrorDto,
    description: `Invalid fields, \`${RULE_REQUIRED}\` / \`${NOTE_REQUIRED}\` (every action but dismiss), \`${RULE_NOT_CITABLE}\`, \`${CANNOT_REMOVE_MEMBER}\` (remove_content on a reported member), or \`You cannot act on your own content\``,
  })
  @ApiNotFoundResponse({ type: ErrorDto, description: `\`${REPORT_NOT_FOUND}\`` })
  @ApiConflictResponse({ type: ErrorDto, description: `\`${ALREADY_RESOLVED}\`, or \`${TARGET_GONE}\` (any action but dismiss)` })
  async resolveReport(@CurrentOperator() op: Operator, @Body() dto: ResolveReportDto): Promise<MessageDto> {
    await this.resolution.resolve(op, dto.reportId, dto.action, dto.ruleId, dto.note || null, dto.days);
    return { message: msg('Report resolved').message };
  }

  /**
   * Suspends a member under a community rule (`ruleId`, `note`: the facts; `reason` is the former
   * name of `note`): every session ends at once, their content is hidden until unsuspended or `days`
   * have passed, and they may sign in only to a limited session (standing, appeals, export, deletion).
   * A statement of reasons is recorded and sent to them.
   */
  @RequireRole('moderator', OUT_OF_REACH)
  @RateLimit('moderation')
  @Post('suspend-user')
  @HttpCode(200)
  @ApiBadRequestResponse({ type: ErrorDto, description: `Invalid fields, \`${RULE_REQUIRED}\`, \`${NOTE_REQUIRED}\`, \`${RULE_NOT_CITABLE}\`, or \`You cannot suspend yourself\`` })
  @ApiNotFoundResponse({ type: ErrorDto, description: `\`${USER_NOT_FOUND}\`` })
  @ApiConflictResponse({ type: ErrorDto, description: `\`${ALREADY_SUSPENDED}\`` })
  async suspendUser(@CurrentOperator() op: Operator, @Body() dto: SuspendUserDto): Promise<ModMemberResponseDto> {
    await this.suspensions.suspendUnderRule(op, dto.userId, dto.ruleId, dto.note || dto.reason || null, dto.days);
    return { user: await this.members.describe(dto.userId) };
  }

  /** Ends a suspension now; the member signs in again and their content is shown again. */
  @RequireRole('moderator', OUT_OF_REACH)
  @RateLimit('moderation')
  @Post('unsuspend-user')
  @HttpCode(200)
  @ApiBadRequestResponse({ type: ErrorDto, description: 'Invalid fields, or `You cannot unsuspend yourself`' })
  @ApiNotFoundResponse({ type: ErrorDto, description: `\`${USER_NOT_FOUND}\`` })
  @ApiConflictResponse({ type: ErrorDto, description: `\`${NOT_SUSPENDED}\`` })
  async unsuspendUser(@CurrentOperator() op: Operator, @Body() dto: UserIdDto): Promise<ModMemberResponseDto> {
    await this.suspensions.unsuspend(op, dto.userId);
    return { user: await this.members.describe(dto.userId) };
  }

  /** Gives a member the role `user`, `moderator` or `paka` (paka only); it applies at their next request. */
  @RequireRole('paka')
  @RateLimit('moderation')
  @Post('set-role')
  @HttpCode(200)
  @ApiBadRequestResponse({ type: ErrorDto, description: 'Invalid fields, or `You cannot change your own role`' })
  @ApiNotFoundResponse({ type: ErrorDto, description: `\`${USER_NOT_FOUND}\`` })
  async setRole(@CurrentOperator() op: Operator, @Body() dto: SetRoleDto): Promise<ModMemberResponseDto> {
    return { user: await this.members.setRole(op, dto.userId, dto.role) };
  }

  /** Members (newest first, 20 a page), optionally those whose name or address contains `q`, with status, role, reports against them and post count. */
  @RequireRole('moderator')
  @Get('users')
  @ApiBadRequestResponse({ type: ErrorDto, description: '`q cannot be longer than 100 characters`, `Invalid cursor`' })
  listMembers(@Query() q: MemberQueryDto): Promise<ModMembersDto> {
    return this.members.lookup(q.q, q.cursor);
  }

  /** Every operator action, newest first, 50 a page. Nothing edits or deletes it. */
  @RequireRole('moderator')
  @Get('audit-log')
  @ApiBadRequestResponse({ type: ErrorDto, description: '`Invalid cursor`' })
  auditLog(@Query() q: CursorQueryDto): Promise<AuditLogDto> {
    return this.audit.page(q.cursor);
  }
}
