import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { AfterCommit } from '../common/app-access';
import type { ModeratedContent } from '../common/removable-content';
import { releaseHeldGroupComment, removeGroupContent } from '../groups';
import { ModerationNoticesService, setNotificationsHiddenAbout } from '../noti';
import { releaseHeldPostContent, removePostContent } from '../posts';
import { ApprovedContentAnnouncer } from './approved-content-announcer';
import { lockCase, reportersOf, resolveCase, ResolutionAction, type ReportCaseRow } from '../reports';
import { DecisionsService, type RecordedDecision } from '../standing';
import { lockStanding } from '../users';
import { AuditLogService } from './audit-log.service';
import { assertMayActOn, Operator } from './operator';
import { resolvedTarget, ResolvedTarget } from './report-targets';
import { SuspensionsService, USER_NOT_FOUND } from './suspensions.service';
import { msg } from '../i18n';

export const REPORT_NOT_FOUND = msg('Report not found').message;
export const ALREADY_RESOLVED = msg('This report is already resolved').message;
export const TARGET_GONE = msg('The reported content no longer exists').message;
export const NOTHING_HELD = msg('Nothing in this case waits for approval').message;
export const HELD_NEEDS_DECISION = msg('Held content must be approved or removed').message;
export const CANNOT_REMOVE_MEMBER = msg('A member cannot be removed; suspend the account instead').message;
const DAY_MS = 24 * 3600 * 1000;

type Case = Pick<ReportCaseRow, 'case_id' | 'target_type' | 'target_id' | 'held' | 'matched_phrase'>;

interface Outcome {
  target: ResolvedTarget | undefined;
  reporters: number[];
  resolvedAt: number;
  suspendedUntil: Date | null;
  /** What a suspension leaves for after the commit (the revoked app tokens kept in Redis). */
  finish?: AfterCommit;
  decision: RecordedDecision;
}

/** What an action did: the end of a suspension it started or found, and what is left for after the commit. */
interface Acted {
  suspendedUntil: Date | null;
  finish?: AfterCommit;
}

/**
 * Resolving a report case: the action, the case's resolution and the audit entry commit in one
 * transaction (the case row is locked first, so a second resolution waits and then gets 409);
 * the author's and reporters' notifications go out after it.
 */
@Injectable()
export class ReportResolutionService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly audit: AuditLogService,
    private readonly suspensions: SuspensionsService,
    private readonly notices: ModerationNoticesService,
    private readonly decisions: DecisionsService,
    private readonly approvals: ApprovedContentAnnouncer,
  ) {}

  /** `ruleId` and `note` are required for every action but `dismiss` (400 otherwise). */
  async resolve(actor: Operator, caseId: number, action: ResolutionAction, ruleId: number | undefined, note: string | null, days?: number): Promise<void> {
    // Approving held content restricts nothing: like a dismissal, it needs no rule.
    const grounds = action === 'dismiss' || action === 'approve_content' ? null : await this.decisions.grounds(ruleId, note);
    const outcome = await this.db.transaction(async (m): Promise<Outcome> => {
      const c = await lockCase(m, caseId);
      if (!c) throw new NotFoundException(REPORT_NOT_FOUND);
      if (c.status === 'resolved') throw new ConflictException(ALREADY_RESOLVED);
      const target = await resolvedTarget(m, c.target_type, c.target_id);
      const { suspendedUntil, finish } = await this.act(m, actor, c, target, action, note, days);
      await resolveCase(m, caseId, action, note, actor.userId);
      const decision = await this.decisions.record(m, {
        memberId: target?.authorId ?? null,
        // For a reporter, approved content is a report found without violation (appealable as such).
        action: action === 'approve_content' ? 'dismiss' : action,
        rule: grounds?.rule ?? null,
        note,
        contentSnapshot: target?.preview || null,
        targetType: c.target_type,
        targetId: c.target_id,
        caseId,
        // A case a watched word opened (issue 42): the decision says an automated check flagged it.
        automated: c.automated,
        moderatorId: actor.userId,
        suspendedUntil: action === 'suspend_author' ? suspendedUntil : null,
        caseOpenedAt: c.opened_at,
        noun: target?.noun ?? 'content',
      });
      const rule = grounds ? ` [rule ${grounds.rule.number}]` : '';
      await this.audit.record({ actorId: actor.userId, action: 'resolve_report', targetType: c.target_type, targetId: c.target_id, note: `case ${caseId}: ${action}${rule}${note ? ` (${note})` : ''}`, matchedPhrase: c.matched_phrase }, m);
      return { target, reporters: await reportersOf(m, c.target_type, c.target_id), resolvedAt: Date.now(), suspendedUntil, finish, decision };
    });
    await outcome.finish?.();
    if (action === 'suspend_author' && outcome.target) await this.suspensions.scheduleEnd(outcome.target.authorId, outcome.suspendedUntil);
    await this.notify(caseId, action, outcome);
  }

  /** Carries out the action; answers the end of a timed suspension. */
  private async act(m: EntityManager, actor: Operator, c: Case, target: ResolvedTarget | undefined, action: ResolutionAction, note: string | null, days?: number): Promise<Acted> {
    const none: Acted = { suspendedUntil: null };
    // Held content (a watched word's require_approval) stays hidden until approved or removed; a
    // dismissal would leave it waiting with no case.
    if (c.held && (action === 'dismiss' || action === 'warn_author' || action === 'suspend_author')) throw new BadRequestException(HELD_NEEDS_DECISION);
    if (action === 'approve_content' && !c.held) throw new BadRequestException(NOTHING_HELD);
    if (action === 'dismiss') return none;
    if (!target) throw new ConflictException(TARGET_GONE);
    assertMayActOn(actor, { user_id: target.authorId, role: target.authorRole }, 'You cannot act on your own content');
    if (action === 'approve_content') {
      const announce =
        c.target_type === 'post' || c.target_type === 'comment'
          ? this.approvals.postContentReleased(await releaseHeldPostContent(m, c.target_type, c.target_id))
          : c.target_type === 'group_comment'
            ? this.approvals.groupCommentReleased(c.target_id, await releaseHeldGroupComment(m, c.target_id))
            : undefined;
      await this.audit.record({ actorId: actor.userId, action: 'approve_content', targetType: c.target_type, targetId: c.target_id, note, matchedPhrase: c.matched_phrase }, m);
      return { suspendedUntil: null, finish: announce };
    }
    if (action === 'remove_content') {
      if (c.target_type === 'user') throw new BadRequestException(CANNOT_REMOVE_MEMBER);
      const removed: ModeratedContent | null =
        c.target_type === 'post' || c.target_type === 'comment'
          ? await removePostContent(m, c.target_type, c.target_id)
          : await removeGroupContent(m, c.target_type, c.target_id);
      // The notifications pointing at it leave the inboxes and unread counts in the same transaction.
      if (removed) await setNotificationsHiddenAbout(m, removed.target, true);
      // Already removed (another case about it): the case is resolved all the same.
      if (removed) await this.audit.record({ actorId: actor.userId, action: 'remove_content', targetType: c.target_type, targetId: c.target_id, note, matchedPhrase: c.matched_phrase }, m);
      return none;
    }
    if (action === 'warn_author') {
      await this.audit.record({ actorId: actor.userId, action: 'warn_author', targetType: 'user', targetId: target.authorId, note, snapshot: c.target_type === 'user' ? null : target.snapshot, matchedPhrase: c.matched_phrase }, m);
      return none;
    }
    const member = await lockStanding(m, target.authorId);
    if (!member) throw new NotFoundException(USER_NOT_FOUND);
    if (member.status === 'suspended') return { suspendedUntil: member.suspended_until };
    const until = days ? new Date(Date.now() + days * DAY_MS) : null;
    const finish = await this.suspensions.suspendIn(m, actor, member, note, until);
    return { suspendedUntil: until, finish };
  }

  /** The author gets the statement of reasons; each reporter the outcome (of a dismissal, with where to appeal it). */
  private async notify(caseId: number, action: ResolutionAction, o: Outcome): Promise<void> {
    const key = `${caseId}:${o.resolvedAt}`;
    const noun = o.target?.noun ?? 'content';
    await this.decisions.tell(o.decision);
    // Approving held content is, for anyone who also reported it, a report found without violation.
    const told = action === 'approve_content' ? 'dismiss' : action;
    await this.notices.toReporters(o.reporters, told, noun, key, told === 'dismiss' ? `/appeal/${o.decision.decisionId}` : null);
  }
}
