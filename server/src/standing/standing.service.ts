import { ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { Settings } from '../config/settings';
import { SETTINGS } from '../config/settings.module';
import { msg } from '../i18n';
import { reportersOf } from '../reports';
import type { ReportCaseRow } from '../reports';
import { standingsByIds } from '../users';
import { appealableUntil } from './decision-types';
import { DecisionDto, StandingDto } from '../auth';
import { AppealDto } from './dto/standing.dto';
import { activeStrikes, appealsOf, DecisionRow, insertAppeal, lockDecision, memberDecisions } from './standing.repository';

export const DECISION_NOT_FOUND = msg('Decision not found').message;
export const APPEAL_OPEN = msg('An appeal of this decision is already open').message;
export const APPEALED_BEFORE = msg('You have already appealed this decision').message;
export const APPEAL_TOO_LATE = msg('The time to appeal this decision has passed').message;
export const ALREADY_REVERSED = msg('This decision was already reversed').message;

export function toDecisionDto(d: DecisionRow & { appeal_status: string | null }): DecisionDto {
  return {
    decision_id: d.decision_id,
    action: d.action,
    rule: d.rule_number === null || d.rule_title === null ? null : { number: d.rule_number, title: d.rule_title },
    note: d.note,
    content_snapshot: d.content_snapshot,
    automated: d.automated,
    created_at: d.created_at,
    ...(d.action === 'suspend_author' || d.action === 'suspend_user' ? { suspended_until: d.suspended_until } : {}),
    reversed: d.reversed_at !== null,
    appeal: { status: d.appeal_status ?? 'none', appealable_until: appealableUntil(d.created_at) },
  };
}

/**
 * A member's own standing (strikes, the statements of reasons about them) and their appeals
 * (DSA Art. 20): within 180 days, one open appeal per decision; a reporter whose report was
 * dismissed may appeal that dismissal once. Nothing here names who reported whom.
 */
@Injectable()
export class StandingService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(SETTINGS) private readonly settings: Settings,
  ) {}

  async standing(userId: number): Promise<StandingDto> {
    const m = this.db.manager;
    const [member, strikes, decisions] = await Promise.all([
      standingsByIds(m, [userId]).then((r) => r.get(userId)),
      activeStrikes(m, userId, this.settings.strikeDays),
      memberDecisions(m, userId),
    ]);
    const suspended = member?.status === 'suspended';
    return {
      status: suspended ? 'suspended' : 'active',
      suspended_until: suspended ? (member?.suspended_until ?? null) : null,
      active_strikes: strikes,
      decisions: decisions.map(toDecisionDto),
    };
  }

  async appeal(userId: number, decisionId: number, text: string): Promise<AppealDto> {
    return this.db.transaction(async (m) => {
      const d = await lockDecision(m, decisionId);
      if (!d || !(await this.mayAppeal(m, userId, d))) throw new NotFoundException(DECISION_NOT_FOUND);
      if (d.reversed_at) throw new ConflictException(ALREADY_REVERSED);
      if (appealableUntil(d.created_at).getTime() < Date.now()) throw new ConflictException(APPEAL_TOO_LATE);
      const before = await appealsOf(m, decisionId, userId);
      if (before.open) throw new ConflictException(APPEAL_OPEN);
      // A dismissal is the reporter's to appeal once; the member's own decisions once at a time.
      if (d.action === 'dismiss' && before.n > 0) throw new ConflictException(APPEALED_BEFORE);
      const row = await insertAppeal(m, decisionId, userId, text);
      return { appeal_id: row.appeal_id, decision_id: decisionId, status: row.status, created_at: row.created_at };
    });
  }

  /** The restricted member appeals their own decision; of a dismissal, only the case's reporters. */
  private async mayAppeal(m: EntityManager, userId: number, d: DecisionRow): Promise<boolean> {
    if (d.action !== 'dismiss') return d.member_id === userId;
    if (d.target_type === null || d.target_id === null) return false;
    return (await reportersOf(m, d.target_type as ReportCaseRow['target_type'], d.target_id)).includes(userId);
  }
}
