import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { casePage, CaseStatus } from '../reports';
import { memberNamesByIds } from '../users';
import { ReportQueueDto } from './dto/mod-responses.dto';
import { targetPreviews } from './report-targets';

/**
 * The operators' queue: one page of cases (one index-driven statement in the reports module),
 * then each target's preview from its owner (one read per type on the page) and the names of
 * the moderators who resolved them.
 */
@Injectable()
export class ReportQueueService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async page(status: CaseStatus, cursor: number | undefined): Promise<ReportQueueDto> {
    const m = this.db.manager;
    const { cases, nextCursor } = await casePage(m, status, cursor);
    const moderatorIds = [...new Set(cases.flatMap((c) => (c.status === 'resolved' && c.resolved_by !== null ? [c.resolved_by] : [])))];
    const [previews, names] = await Promise.all([targetPreviews(m, cases), memberNamesByIds(m, moderatorIds)]);
    return {
      reports: cases.map((c) => ({
        report_id: c.case_id,
        target_type: c.target_type,
        target_id: c.target_id,
        reasons: c.reasons,
        reporter_count: c.reporter_count,
        automated: c.automated,
        held: c.held,
        first_reported_at: c.first_reported_at,
        last_reported_at: c.last_reported_at,
        status: c.status,
        target: previews.get(`${c.target_type}:${c.target_id}`)!,
        ...(c.status === 'resolved' && c.resolution_action && c.resolved_at
          ? {
              resolution: {
                action: c.resolution_action,
                note: c.resolution_note,
                moderator: c.resolved_by === null ? { user_id: null, user_name: 'cli' } : { user_id: c.resolved_by, user_name: names.get(c.resolved_by) ?? 'Deleted member' },
                resolved_at: c.resolved_at,
              },
            }
          : {}),
      })),
      nextCursor,
    };
  }
}
