import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { notBlockedBy } from '../conn/conn.queries';
import { reachableMemberById } from '../users/users.queries';
import { ReportTarget } from './report.entity';
import { ReportInput } from './report-fields';
import { msg } from '../i18n';

/**
 * The report and its case in one statement: the report is inserted, or the reporter's earlier
 * report of the target takes the new reason and details (`xmax = 0` tells a new row); the
 * target's case is created, or counts one more reporter for a new row, moves
 * `last_reported_at` and, when it was resolved, opens again.
 */
const REPORT_SQL = `
  WITH r AS (
    INSERT INTO reports (reporter_id, target_type, target_id, reason, details)
    VALUES ($1, $2, $3, $4, $5)
    ON CONFLICT (reporter_id, target_type, target_id)
      DO UPDATE SET reason = EXCLUDED.reason, details = EXCLUDED.details, updated_at = now()
    RETURNING (xmax = 0) AS inserted
  )
  INSERT INTO report_cases (target_type, target_id, reporter_count)
  SELECT $2, $3, CASE WHEN r.inserted THEN 1 ELSE 0 END FROM r
  ON CONFLICT (target_type, target_id) DO UPDATE SET
    reporter_count = report_cases.reporter_count + EXCLUDED.reporter_count,
    last_reported_at = now(),
    opened_at = CASE WHEN report_cases.status = 'resolved' THEN now() ELSE report_cases.opened_at END,
    resolved_at = NULL,
    status = 'open'`;

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
    await this.db.query(REPORT_SQL, [reporterId, targetType, targetId, input.reason ?? 'other', input.details || null]);
  }

  /**
   * Reports another active, verified member: 400 for oneself, 404 `User not found` otherwise,
   * also when that member blocked the reporter (who cannot see them, so cannot report them, and
   * is not told why). A member one blocked oneself may still be reported: block first, then report.
   */
  async reportUser(reporterId: number, targetUserId: number, input: ReportInput): Promise<{ message: string }> {
    if (targetUserId === reporterId) throw new BadRequestException(msg('You cannot report yourself'));
    const found = (await this.db.query(`SELECT 1 ${reachableMemberById('$1')} AND ${notBlockedBy('$1', '$2::int')}`, [targetUserId, reporterId])) as unknown[];
    if (found.length === 0) throw new NotFoundException(msg('User not found'));
    await this.report(reporterId, 'user', targetUserId, input);
    return { message: msg('User reported').message };
  }
}
