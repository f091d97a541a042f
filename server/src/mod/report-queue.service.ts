import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Settings } from '../config/settings';
import { SETTINGS } from '../config/settings.module';
import { authorHistories } from '../standing';
import { DataSource } from 'typeorm';
import { casePage, CaseStatus } from '../reports';
import { memberNamesByIds } from '../users';
import { AuthorHistoryDto, ReportQueueDto } from './dto/mod-responses.dto';
import { targetPreviews } from './report-targets';

/**
 * The operators' queue: one page of cases (one index-driven statement in the reports module),
 * then each target's preview from its owner (one read per type on the page) and the names of
 * the moderators who resolved them.
 */
@Injectable()
export class ReportQueueService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(SETTINGS) private readonly settings: Settings,
  ) {}

  async page(status: CaseStatus, cursor: number | undefined): Promise<ReportQueueDto> {
    const m = this.db.manager;
    const { cases, nextCursor } = await casePage(m, status, cursor);
    const moderatorIds = [...new Set(cases.flatMap((c) => (c.status === 'resolved' && c.resolved_by !== null ? [c.resolved_by] : [])))];
    const [previews, names] = await Promise.all([targetPreviews(m, cases), memberNamesByIds(m, moderatorIds)]);
    const history = await authorHistories(m, [...new Set([...previews.values()].flatMap((p) => (p.author?.user_id ? [p.author.user_id] : [])))], this.settings.strikeDays);
    return {
      reports: cases.map((c) => ({
        report_id: c.case_id,
        target_type: c.target_type,
        target_id: c.target_id,
        reasons: c.reasons,
        reporter_count: c.reporter_count,
        first_reported_at: c.first_reported_at,
        last_reported_at: c.last_reported_at,
        status: c.status,
        target: previews.get(`${c.target_type}:${c.target_id}`)!,
        author_history: authorHistoryOf(previews.get(`${c.target_type}:${c.target_id}`)?.author?.user_id ?? undefined, history),
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

/** The author's strikes and standing decisions (none for a target that is gone). */
function authorHistoryOf(authorId: number | undefined, h: Awaited<ReturnType<typeof authorHistories>>): AuthorHistoryDto {
  if (authorId === undefined) return { active_strikes: 0, decisions: [] };
  return {
    active_strikes: h.strikes.get(authorId) ?? 0,
    decisions: h.decisions
      .filter((d) => d.member_id === authorId)
      .map((d) => ({ action: d.action, rule: d.rule_number === null || d.rule_title === null ? null : { number: d.rule_number, title: d.rule_title }, created_at: d.created_at })),
  };
}
