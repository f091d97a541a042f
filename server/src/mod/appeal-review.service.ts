import { ConflictException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { SessionCacheService } from '../auth';
import { restoreGroupContent } from '../groups';
import { msg } from '../i18n';
import { setNotificationsHiddenAbout } from '../noti';
import { restorePostContent } from '../posts';
import { reopenCase } from '../reports';
import { appealsPage, APPEALS_PAGE_SIZE, type AppealRow, decideAppeal, DecisionsService, lockAppeal, markReversed } from '../standing';
import { lockStanding, memberNamesByIds, otherOperatorExists, setSuspension } from '../users';
import { AuditLogService } from './audit-log.service';
import { AppealItemDto, AppealQueueDto } from './dto/appeals.dto';
import { Operator } from './operator';

export const APPEAL_NOT_FOUND = msg('Appeal not found').message;
export const APPEAL_DECIDED = msg('This appeal is already decided').message;
export const OWN_DECISION = msg('Another moderator must decide an appeal of your own decision').message;
export const OWN_APPEAL = msg('You cannot decide your own appeal').message;

/**
 * Appeals as the operators review them (DSA Art. 20): a moderator other than the one who made the
 * decision decides it whenever another exists. `reversed` undoes the action in the same
 * transaction (content shown again everywhere with its notifications, the suspension lifted, the
 * strike gone; a dismissal's case opens again) and is audited; the appellant is told after it.
 */
@Injectable()
export class AppealReviewService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly audit: AuditLogService,
    private readonly decisions: DecisionsService,
    private readonly sessionCache: SessionCacheService,
  ) {}

  async page(status: 'open' | 'decided', cursor: number | undefined): Promise<AppealQueueDto> {
    const m = this.db.manager;
    const rows = await appealsPage(m, status, cursor);
    const page = rows.slice(0, APPEALS_PAGE_SIZE);
    const ids = [...new Set(page.flatMap((a) => [a.appellant_id, a.member_id, a.moderator_id, a.decided_by].filter((x): x is number => x !== null)))];
    const names = await memberNamesByIds(m, ids);
    const ref = (id: number | null) => (id === null ? { user_id: null, user_name: 'cli' } : { user_id: id, user_name: names.get(id) ?? 'Deleted member' });
    return { appeals: page.map((a) => this.item(a, ref)), nextCursor: rows.length > APPEALS_PAGE_SIZE ? page[page.length - 1].appeal_id : null };
  }

  private item(a: AppealRow, ref: (id: number | null) => { user_id: number | null; user_name: string }): AppealItemDto {
    return {
      appeal_id: a.appeal_id,
      status: a.status,
      text: a.text,
      appellant: ref(a.appellant_id),
      created_at: a.created_at,
      decision: {
        decision_id: a.decision_id,
        action: a.action,
        rule: a.rule_number === null || a.rule_title === null ? null : { number: a.rule_number, title: a.rule_title },
        note: a.note,
        content_snapshot: a.content_snapshot,
        target_type: a.target_type,
        target_id: a.target_id,
        automated: a.automated,
        member: a.member_id === null ? null : ref(a.member_id),
        moderator: ref(a.moderator_id),
        created_at: a.decided_at_first,
      },
      ...(a.status !== 'open' && a.decided_at ? { decided_by: ref(a.decided_by), decision_note: a.decision_note ?? '', decided_at: a.decided_at } : {}),
    };
  }

  async decide(actor: Operator, appealId: number, outcome: 'upheld' | 'reversed', note: string): Promise<void> {
    const { appellantId, liftedUserId } = await this.db.transaction(async (m) => {
      const a = await lockAppeal(m, appealId);
      if (!a) throw new NotFoundException(APPEAL_NOT_FOUND);
      if (a.status !== 'open') throw new ConflictException(APPEAL_DECIDED);
      if (a.appellant_id === actor.userId) throw new ForbiddenException(OWN_APPEAL);
      if (a.moderator_id === actor.userId && (await otherOperatorExists(m, [a.appellant_id, ...(actor.userId === null ? [] : [actor.userId])]))) throw new ForbiddenException(OWN_DECISION);
      await decideAppeal(m, appealId, outcome, actor.userId, note);
      const lifted = outcome === 'reversed' ? await this.undo(m, actor, a) : null;
      await this.audit.record({ actorId: actor.userId, action: 'decide_appeal', targetType: 'appeal', targetId: appealId, note: `decision ${a.decision_id} (${a.action}): ${outcome} (${note})` }, m);
      return { appellantId: a.appellant_id, liftedUserId: lifted };
    });
    // The status trigger tells every process; this one acts on the member's very next request.
    if (liftedUserId !== null) this.sessionCache.forgetUser(liftedUserId);
    await this.decisions.tellAppealOutcome(appellantId, appealId, outcome, note);
  }

  /** Undoes the decision's action; answers the member whose suspension it lifted. */
  private async undo(m: EntityManager, actor: Operator, a: AppealRow): Promise<number | null> {
    await markReversed(m, a.decision_id);
    const type = a.target_type;
    if (a.action === 'remove_content' && a.target_id !== null) {
      const restored =
        type === 'post' || type === 'comment'
          ? await restorePostContent(m, type, a.target_id)
          : type === 'group' || type === 'group_comment'
            ? await restoreGroupContent(m, type, a.target_id)
            : null;
      if (restored) {
        await setNotificationsHiddenAbout(m, restored.target, false);
        await this.audit.record({ actorId: actor.userId, action: 'restore_content', targetType: type!, targetId: a.target_id, note: `appeal of decision ${a.decision_id}` }, m);
      }
      return null;
    }
    if ((a.action === 'suspend_author' || a.action === 'suspend_user') && a.member_id !== null) {
      const member = await lockStanding(m, a.member_id);
      if (member?.status !== 'suspended') return null;
      await setSuspension(m, a.member_id, false, null);
      await this.audit.record({ actorId: actor.userId, action: 'unsuspend_user', targetType: 'user', targetId: a.member_id, note: `appeal of decision ${a.decision_id}` }, m);
      return a.member_id;
    }
    if (a.action === 'dismiss' && a.case_id !== null) await reopenCase(m, a.case_id);
    return null;
  }
}
