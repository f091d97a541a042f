import { ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { AccountService, SessionCacheService } from '../auth';
import { Settings } from '../config/settings';
import { SETTINGS } from '../config/settings.module';
import { MailService } from '../mail/mail.service';
import { approveRegistration, lockReviewStanding, memberLanguage, PendingRegistration, pendingRegistrations } from '../users';
import { DecisionsService } from '../standing';
import { AuditLogService } from './audit-log.service';
import { registrationApprovedMail, registrationRejectedMail } from './registration-mails';
import { msg } from '../i18n';
import { DEFAULT_LANGUAGE } from '../i18n';

export const REGISTRATION_NOT_FOUND = msg('User not found').message;
export const NOT_WAITING_FOR_REVIEW = msg('This registration is not waiting for review').message;
export const REGISTRATIONS_PAGE_SIZE = 50;

type Reviewed = { user_id: number; user_name: string; email: string };

/**
 * Registration review (REGISTRATION_MODE=approval): newcomers who verified their address wait
 * here until a moderator approves them (they may then use Pen) or rejects them (the account is
 * closed like a deletion, which also frees the address). Each decision is audited in the same
 * transaction and mailed to the newcomer. A registration not in the queue (still unverified,
 * already decided, or made while registration was open) answers 409.
 */
@Injectable()
export class RegistrationsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(SETTINGS) private readonly settings: Settings,
    private readonly audit: AuditLogService,
    private readonly accounts: AccountService,
    private readonly sessionCache: SessionCacheService,
    private readonly mail: MailService,
    private readonly decisions: DecisionsService,
  ) {}

  async queue(cursor: number | undefined): Promise<{ registrations: PendingRegistration[]; nextCursor: number | null }> {
    const rows = await pendingRegistrations(this.db.manager, cursor, REGISTRATIONS_PAGE_SIZE + 1);
    const registrations = rows.slice(0, REGISTRATIONS_PAGE_SIZE);
    return { registrations, nextCursor: rows.length > REGISTRATIONS_PAGE_SIZE ? registrations[registrations.length - 1].user_id : null };
  }

  async approve(actorId: number | null, userId: number): Promise<{ message: string }> {
    const member = await this.db.transaction(async (m) => {
      const target = await this.waiting(m, userId);
      await approveRegistration(m, userId);
      await this.audit.record({ actorId, action: 'approve_registration', targetType: 'user', targetId: userId }, m);
      return target;
    });
    // The trigger tells every process; this one acts on the member's very next request.
    this.sessionCache.forgetUser(userId);
    const language = (await memberLanguage(this.db.manager, userId)) ?? DEFAULT_LANGUAGE;
    await this.mail.queue(registrationApprovedMail(language, this.settings.publicUrl, member.email, member.user_name));
    return { message: `Registration of ${member.user_name} approved` };
  }

  /** A refusal cites a community rule and the facts (400 otherwise), recorded as a decision and named in the mail. */
  async reject(actorId: number, userId: number, ruleId: number | undefined, note: string | undefined): Promise<{ message: string }> {
    const grounds = await this.decisions.grounds(ruleId, note);
    let member: Reviewed | undefined;
    await this.accounts.closeAccount(userId, async (m) => {
      member = await this.waiting(m, userId);
      await this.audit.record({ actorId, action: 'reject_registration', targetType: 'user', targetId: userId, note: `[rule ${grounds.rule.number}] ${grounds.note}` }, m);
      await this.decisions.record(m, {
        memberId: userId,
        action: 'reject_registration',
        rule: grounds.rule,
        note: grounds.note,
        contentSnapshot: null,
        targetType: 'user',
        targetId: userId,
        caseId: null,
        automated: false,
        moderatorId: actorId,
        suspendedUntil: null,
        noun: 'account',
      });
    });
    // Read before the closure replaced the address; mailed only once the closure committed.
    const language = (await memberLanguage(this.db.manager, userId)) ?? DEFAULT_LANGUAGE;
    await this.mail.queue(registrationRejectedMail(language, member!.email, member!.user_name, grounds.note, grounds.rule));
    return { message: `Registration of ${member!.user_name} rejected` };
  }

  private async waiting(m: EntityManager, userId: number): Promise<Reviewed> {
    const target = await lockReviewStanding(m, userId);
    if (!target) throw new NotFoundException(REGISTRATION_NOT_FOUND);
    if (target.review_status !== 'pending' || target.verified !== 1) throw new ConflictException(NOT_WAITING_FOR_REVIEW);
    return target;
  }
}
