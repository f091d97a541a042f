import { BadRequestException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { Settings } from '../config/settings';
import { SETTINGS } from '../config/settings.module';
import { RULE_NOT_FOUND, RulesService } from '../rules';
import { ReportTarget } from './report.entity';
import { ReportInput } from './report-fields';
import { fileReport, memberReportableBy, openAutomatedCase } from './reports.repository';
import { msg } from '../i18n';

/** What a filed report adds to its module's answer: crisis help for a `self_harm` report. */
export interface ReportFiled {
  crisis_resources_url?: string;
}

/**
 * Members' reports of posts, comments, groups, group comments and members, kept as cases per
 * target for the operators. Each module decides whether its content may be reported
 * (visibility, not one's own); this records it. Members are checked here.
 */
@Injectable()
export class ReportsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly rules: RulesService,
    @Inject(SETTINGS) private readonly settings: Settings,
  ) {}

  /**
   * One report per reporter and target; reporting again updates its reason, details and rule.
   * A cited rule must be active (400 `Rule not found`). A `self_harm` report puts the case at the
   * top of the queue, and the reporter is pointed to crisis help at once.
   */
  async report(reporterId: number, targetType: ReportTarget, targetId: number, input: ReportInput = {}): Promise<ReportFiled> {
    const reason = input.reason ?? 'other';
    if (input.ruleId !== undefined && !(await this.rules.findCitable(input.ruleId))) throw new BadRequestException(RULE_NOT_FOUND);
    const urgent = reason === 'self_harm';
    await fileReport(this.db.manager, reporterId, targetType, targetId, reason, input.details || null, urgent, input.ruleId ?? null);
    return urgent ? { crisis_resources_url: this.settings.crisisResourcesUrl } : {};
  }

  /**
   * A case without a human reporter (a watched word matched the target's text): `automated` on
   * the case, `held` when the content waits for a moderator's approval, with the phrase that
   * matched. In the caller's transaction.
   */
  async openAutomatedCase(m: EntityManager, targetType: ReportTarget, targetId: number, held: boolean, phrase: string): Promise<void> {
    await openAutomatedCase(m, targetType, targetId, held, phrase);
  }

  /**
   * Reports another active, verified member: 400 for oneself, 404 `User not found` otherwise,
   * also when that member blocked the reporter (who cannot see them, so cannot report them, and
   * is not told why). A member one blocked oneself may still be reported: block first, then report.
   */
  async reportUser(reporterId: number, targetUserId: number, input: ReportInput): Promise<{ message: string } & ReportFiled> {
    if (targetUserId === reporterId) throw new BadRequestException(msg('You cannot report yourself'));
    if (!(await memberReportableBy(this.db.manager, targetUserId, reporterId))) throw new NotFoundException(msg('User not found'));
    const filed = await this.report(reporterId, 'user', targetUserId, input);
    return { message: msg('User reported').message, ...filed };
  }
}
