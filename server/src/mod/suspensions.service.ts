import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { SessionsService } from '../auth';
import { AfterCommit, AppCredentials } from '../common/app-access';
import { JobsService } from '../jobs/jobs.service';
import type { RuleRef } from '../rules';
import { DecisionsService } from '../standing';
import { expiredSuspensions, lockStanding, MemberStanding, runningTimedSuspensions, setSuspension } from '../users';
import { AuditLogService } from './audit-log.service';
import { assertMayActOn, Operator } from './operator';
import { msg } from '../i18n';

export const USER_NOT_FOUND = msg('User not found').message;
export const ALREADY_SUSPENDED = msg('This member is already suspended').message;
export const NOT_SUSPENDED = msg('This member is not suspended').message;
const DAY_MS = 24 * 3600 * 1000;

/**
 * Suspensions: status `suspended` hides the member's content from others (every read shows
 * active members only), ends every device session at once (the sessions are deleted and the
 * status trigger tells every process to forget them), revokes every API key and OAuth grant (so
 * nothing of before works again when the suspension ends), and sign-in answers 403. A timed one ends
 * by the delayed job `maintenance.lift-suspension`; jobs live in Redis and survive restarts,
 * and the worker's start (`SuspensionLiftProcessor`) lifts what is overdue and queues the rest
 * again, so a lost job never keeps a member out.
 */
@Injectable()
export class SuspensionsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly sessions: SessionsService,
    private readonly audit: AuditLogService,
    private readonly jobs: JobsService,
    private readonly appCredentials: AppCredentials,
    private readonly decisions: DecisionsService,
  ) {}

  /** An operator's suspension: it must cite a community rule and the facts (400 otherwise). */
  async suspendUnderRule(actor: Operator, userId: number, ruleId: number | undefined, note: string | null, days?: number): Promise<MemberStanding> {
    const grounds = await this.decisions.grounds(ruleId, note);
    return this.suspend(actor, userId, grounds.rule, grounds.note, days);
  }

  /**
   * Suspends from the members list (or the command-line tool, which cites no rule); the statement
   * of reasons is recorded with it and the member is told once it committed.
   */
  async suspend(actor: Operator, userId: number, rule: RuleRef | null, note: string, days?: number): Promise<MemberStanding> {
    const until = days ? new Date(Date.now() + days * DAY_MS) : null;
    const { member, finish, decision } = await this.db.transaction(async (m) => {
      const target = await lockStanding(m, userId);
      if (!target) throw new NotFoundException(USER_NOT_FOUND);
      assertMayActOn(actor, target, 'You cannot suspend yourself');
      if (target.status === 'suspended') throw new ConflictException(ALREADY_SUSPENDED);
      const finish = await this.suspendIn(m, actor, target, rule ? `[rule ${rule.number}] ${note}` : note, until);
      const decision = await this.decisions.record(m, {
        memberId: userId,
        action: 'suspend_user',
        rule,
        note: note || null,
        contentSnapshot: null,
        targetType: 'user',
        targetId: userId,
        caseId: null,
        automated: false,
        moderatorId: actor.userId,
        suspendedUntil: until,
        noun: 'account',
      });
      return { member: { ...target, status: 'suspended', suspended_until: until }, finish, decision };
    });
    await finish();
    await this.scheduleEnd(userId, until);
    await this.decisions.tell(decision);
    return member;
  }

  /**
   * The suspension inside the caller's transaction (the case resolution uses it too); the caller
   * checked who may act and, after commit, calls the answer (the app tokens kept outside
   * PostgreSQL are deleted) and `scheduleEnd`.
   */
  async suspendIn(m: EntityManager, actor: Operator, target: MemberStanding, reason: string | null, until: Date | null): Promise<AfterCommit> {
    await setSuspension(m, target.user_id, true, until);
    await this.sessions.endAll(target.user_id, m);
    const finish = await this.appCredentials.revokeAllOf(target.user_id, m);
    const term = until ? ` (until ${until.toISOString()})` : '';
    await this.audit.record({ actorId: actor.userId, action: 'suspend_user', targetType: 'user', targetId: target.user_id, note: `${reason ?? ''}${term}`.trim() || null }, m);
    return finish;
  }

  async unsuspend(actor: Operator, userId: number): Promise<MemberStanding> {
    return this.db.transaction(async (m) => {
      const target = await lockStanding(m, userId);
      if (!target) throw new NotFoundException(USER_NOT_FOUND);
      assertMayActOn(actor, target, 'You cannot unsuspend yourself');
      if (target.status !== 'suspended') throw new ConflictException(NOT_SUSPENDED);
      await setSuspension(m, userId, false, null);
      await this.audit.record({ actorId: actor.userId, action: 'unsuspend_user', targetType: 'user', targetId: userId }, m);
      return { ...target, status: 'active', suspended_until: null };
    });
  }

  /** Queues the end of a timed suspension (one job per member and end time). */
  async scheduleEnd(userId: number, until: Date | null): Promise<void> {
    if (!until) return;
    await this.jobs.add('maintenance.lift-suspension', { userId }, { delay: Math.max(0, until.getTime() - Date.now()), jobId: `lift-suspension-${userId}-${until.getTime()}` });
  }

  /**
   * Ends the member's suspension if it is timed and due; answers whether it did. A job for an
   * earlier suspension, or one that runs early, changes nothing (an early one queues itself again).
   */
  async liftIfDue(userId: number): Promise<boolean> {
    const result = await this.db.transaction(async (m) => {
      const target = await lockStanding(m, userId);
      if (target?.status !== 'suspended' || !target.suspended_until) return { lifted: false };
      if (target.suspended_until.getTime() > Date.now()) return { lifted: false, until: target.suspended_until };
      await setSuspension(m, userId, false, null);
      return { lifted: true };
    });
    if (result.until) await this.scheduleEnd(userId, result.until);
    return result.lifted;
  }

  /** At a worker's start: lifts every overdue suspension and queues the end of the others again. */
  async sweep(): Promise<number> {
    let lifted = 0;
    for (const userId of await expiredSuspensions(this.db.manager)) if (await this.liftIfDue(userId)) lifted++;
    for (const s of await runningTimedSuspensions(this.db.manager)) await this.scheduleEnd(s.user_id, s.suspended_until);
    return lifted;
  }
}
