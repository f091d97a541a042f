import { BadRequestException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { msg } from '../i18n';
import { reportsByMonth } from '../reports';
import type { TransparencyDto, TransparencyFiguresDto, TransparencyMonthDto } from './dto/transparency.dto';
import { appealsByMonth, decisionsByMonth, medianHoursToDecision } from './transparency.repository';

export const INVALID_PERIOD = msg('from and to must be real days, from not after to').message;
export const PERIOD_TOO_LONG = msg('The period can be at most one year').message;

const DAY_MS = 24 * 3600 * 1000;
/** A year, leap day included: twelve whole months always fit. */
const MAX_DAYS = 366;
/** How long an answer is reused: the report is public and cheap to serve stale for a minute. */
const CACHE_MS = 60_000;
const CACHE_MAX = 50;

const day = (d: Date) => d.toISOString().slice(0, 10);

/** `YYYY-MM-DD` as midnight UTC, or null when it is not a real day (2026-02-30). */
function parseDay(s: string): Date | null {
  const d = new Date(`${s}T00:00:00.000Z`);
  return Number.isNaN(d.getTime()) || day(d) !== s ? null : d;
}

/** Every UTC month (`YYYY-MM`) from `from`'s to `to`'s. */
function monthsBetween(from: Date, to: Date): string[] {
  const out: string[] = [];
  for (let y = from.getUTCFullYear(), mo = from.getUTCMonth(); y < to.getUTCFullYear() || (y === to.getUTCFullYear() && mo <= to.getUTCMonth()); mo === 11 ? ((mo = 0), y++) : mo++) {
    out.push(`${y}-${String(mo + 1).padStart(2, '0')}`);
  }
  return out;
}

const empty = (): TransparencyFiguresDto => ({
  reports_by_reason: {},
  decisions_by_action: {},
  decisions_by_rule: {},
  decisions_automated: 0,
  decisions_manual: 0,
  appeals: { received: 0, upheld: 0, reversed: 0 },
  median_hours_to_decision: null,
});

const add = (counts: Record<string, number>, key: string, n: number) => (counts[key] = (counts[key] ?? 0) + n);
const hours = (h: number | null) => (h === null ? null : Math.round(Number(h) * 10) / 10);

/**
 * The public transparency report (issue 42; DSA Art. 15 and 24): reports by reason, decisions by
 * action, rule and automation, appeals and their outcomes, and the median time to a decision, for
 * a period of at most a year and per UTC month. Four aggregate statements over indexed time
 * ranges; an answer is kept for a minute per period, so a busy page costs the database nothing.
 */
@Injectable()
export class TransparencyService {
  private readonly cache = new Map<string, { at: number; answer: Promise<TransparencyDto> }>();

  constructor(@InjectDataSource() private readonly db: DataSource) {}

  report(fromText: string | undefined, toText: string | undefined, now = new Date()): Promise<TransparencyDto> {
    const to = toText === undefined ? parseDay(day(now)) : parseDay(toText);
    const from = fromText === undefined ? (to && new Date(Date.UTC(to.getUTCFullYear(), to.getUTCMonth() - 11, 1))) : parseDay(fromText);
    if (!from || !to || from > to) throw new BadRequestException(INVALID_PERIOD);
    if ((to.getTime() - from.getTime()) / DAY_MS + 1 > MAX_DAYS) throw new BadRequestException(PERIOD_TOO_LONG);
    const key = `${day(from)}/${day(to)}`;
    const hit = this.cache.get(key);
    if (hit && Date.now() - hit.at < CACHE_MS) return hit.answer;
    if (this.cache.size >= CACHE_MAX) this.cache.clear();
    const answer = this.compute(from, to);
    this.cache.set(key, { at: Date.now(), answer });
    answer.catch(() => this.cache.delete(key));
    return answer;
  }

  private async compute(from: Date, to: Date): Promise<TransparencyDto> {
    const m = this.db.manager;
    const until = new Date(to.getTime() + DAY_MS);
    const [reports, decisions, medians, appeals] = await Promise.all([
      reportsByMonth(m, from, until),
      decisionsByMonth(m, from, until),
      medianHoursToDecision(m, from, until),
      appealsByMonth(m, from, until),
    ]);
    const total = empty();
    const months = new Map<string, TransparencyMonthDto>(monthsBetween(from, to).map((month) => [month, { month, ...empty() }]));
    const both = (month: string) => [total, months.get(month)].filter((f): f is TransparencyFiguresDto => f !== undefined);
    for (const r of reports) for (const f of both(r.month)) add(f.reports_by_reason, r.key, r.n);
    for (const d of decisions) {
      for (const f of both(d.month)) {
        add(f.decisions_by_action, d.action, d.n);
        if (d.rule_number !== null && d.rule_title !== null) add(f.decisions_by_rule, `${d.rule_number}. ${d.rule_title}`, d.n);
        if (d.automated) f.decisions_automated += d.n;
        else f.decisions_manual += d.n;
      }
    }
    for (const a of appeals) {
      const outcome = a.key === 'received' || a.key === 'upheld' || a.key === 'reversed' ? a.key : null;
      if (outcome) for (const f of both(a.month)) f.appeals[outcome] += a.n;
    }
    for (const row of medians) {
      const f = row.month === null ? total : months.get(row.month);
      if (f) f.median_hours_to_decision = hours(row.median_hours);
    }
    return { from: day(from), to: day(to), ...total, months: [...months.values()] };
  }
}
