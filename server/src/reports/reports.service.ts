import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { ReportTarget } from './report.entity';
import { ReportInput } from './report-fields';
import { fileReport, memberReportableBy, openAutomatedCase } from './reports.repository';
import { msg } from '../i18n';

/**
 * Members' reports of posts, comments, groups, group comments and members, kept as cases per
 * target for the operators. Each module decides whether its content may be reported
 * (visibility, not one's own); this records it. Members are checked here.
 */
@Injectable()
export class ReportsService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** One report per reporter and target; reporting again updates its reason and details. */
  async report(reporterId: number, targetType: ReportTarget, targetId: number, input: ReportInput = {}): Promise<void> {
    await fileReport(this.db.manager, reporterId, targetType, targetId, input.reason ?? 'other', input.details || null);
  }

  /**
   * A case without a human reporter (a watched word matched the target's text): `automated` on
   * the case, `held` when the content waits for a moderator's approval. In the caller's transaction.
   */
  async openAutomatedCase(m: EntityManager, targetType: ReportTarget, targetId: number, held: boolean): Promise<void> {
    await openAutomatedCase(m, targetType, targetId, held);
  }

  /**
   * Reports another active, verified member: 400 for oneself, 404 `User not found` otherwise,
   * also when that member blocked the reporter (who cannot see them, so cannot report them, and
   * is not told why). A member one blocked oneself may still be reported: block first, then report.
   */
  async reportUser(reporterId: number, targetUserId: number, input: ReportInput): Promise<{ message: string }> {
    if (targetUserId === reporterId) throw new BadRequestException(msg('You cannot report yourself'));
    if (!(await memberReportableBy(this.db.manager, targetUserId, reporterId))) throw new NotFoundException(msg('User not found'));
    await this.report(reporterId, 'user', targetUserId, input);
    return { message: msg('User reported').message };
  }
}
