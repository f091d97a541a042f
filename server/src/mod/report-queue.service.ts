import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Settings } from '../config/settings';
import { SETTINGS } from '../config/settings.module';
import { authorHistories } from '../standing';
import { DataSource } from 'typeorm';
import { casePage, CaseStatus, reportsOfCases } from '../reports';
import { rulesByIds, type RuleRef } from '../rules';
import { memberNamesByIds } from '../users';
import { AuthorHistoryDto, ReportQueueDto } from './dto/mod-responses.dto';
import { targetPreviews } from './report-targets';
import { AuditLogService } from './audit-log.service';
import type { Operator } from './operator';

/** The rule a report cited, as the case shows it (an archived rule too: the report was made under it). */
function ruleOf(rules: Map<number, RuleRef>, ruleId: number | null): { rule_id: number; number: number; title: string } | null {
  const rule = ruleId === null ? undefined : rules.get(ruleId);
  return rule ? { rule_id: rule.rule_id, number: rule.number, title: rule.title } : null;
}

/**
 * The operators' queue: one page of cases (one index-driven statement in the reports module),
 * then each target's preview from its owner (one read per type on the page), the cases' reports,
 * and the names of their reporters and of the moderators who resolved them.
 */
@Injectable()
export class ReportQueueService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(SETTINGS) private readonly settings: Settings,
    private readonly audit: AuditLogService,
  ) {}

  async page(op: Operator, status: CaseStatus, cursor: number | undefined): Promise<ReportQueueDto> {
    const m = this.db.manager;
    const { cases, nextCursor } = await casePage(m, status, cursor);
    const [previews, reports] = await Promise.all([targetPreviews(m, cases), reportsOfCases(m, cases)]);
    // Who wrote anonymous content is shown to operators only, and each time it is shown is on the record.
    for (const c of cases) {
      if (!previews.get(`${c.target_type}:${c.target_id}`)?.anonymous) continue;
      await this.audit.record({ actorId: op.userId, action: 'view_anonymous_author', targetType: c.target_type, targetId: c.target_id, note: `report case ${c.case_id}` });
    }
    const memberIds = [
      ...new Set([
        ...cases.flatMap((c) => (c.status === 'resolved' && c.resolved_by !== null ? [c.resolved_by] : [])),
        ...[...reports.values()].flat().map((r) => r.reporter_id),
      ]),
    ];
    const ruleIds = [...new Set([...reports.values()].flat().flatMap((r) => (r.rule_id === null ? [] : [r.rule_id])))];
    const authorIds = [...new Set([...previews.values()].flatMap((p) => (p.author?.user_id ? [p.author.user_id] : [])))];
    const [names, rules, history] = await Promise.all([memberNamesByIds(m, memberIds), rulesByIds(m, ruleIds), authorHistories(m, authorIds, this.settings.strikeDays)]);
    return {
      reports: cases.map((c) => ({
        report_id: c.case_id,
        target_type: c.target_type,
        target_id: c.target_id,
        reasons: c.reasons,
        reporter_count: c.reporter_count,
        urgent: c.urgent,
        automated: c.automated,
        held: c.held,
        matched_phrase: c.matched_phrase,
        reports: (reports.get(`${c.target_type}:${c.target_id}`) ?? []).map((r) => ({
          reason: r.reason,
          rule: ruleOf(rules, r.rule_id),
          details: r.details,
          reporter: { user_id: r.reporter_id, user_name: names.get(r.reporter_id) ?? 'Deleted member' },
          created_at: r.created_at,
        })),
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
