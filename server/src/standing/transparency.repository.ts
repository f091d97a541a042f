import { EntityManager } from 'typeorm';
import type { MonthlyCount } from '../reports';
import { APPEALS_BY_MONTH_SQL, DECISIONS_BY_MONTH_SQL, MEDIAN_HOURS_SQL } from './transparency.queries';

export interface DecisionCountRow {
  month: string;
  action: string;
  rule_number: number | null;
  rule_title: string | null;
  automated: boolean;
  n: number;
}

/** Decisions made in [from, until), by month, action, rule and automation. */
export function decisionsByMonth(m: EntityManager, from: Date, until: Date): Promise<DecisionCountRow[]> {
  return m.query(DECISIONS_BY_MONTH_SQL, [from, until]);
}

/** The median hours to a decision in [from, until): per month, and for the whole range under `month` null. */
export function medianHoursToDecision(m: EntityManager, from: Date, until: Date): Promise<Array<{ month: string | null; median_hours: number | null }>> {
  return m.query(MEDIAN_HOURS_SQL, [from, until]);
}

/** Appeals received (`received`) and decided (`upheld`, `reversed`) in [from, until), by month. */
export function appealsByMonth(m: EntityManager, from: Date, until: Date): Promise<MonthlyCount[]> {
  return m.query(APPEALS_BY_MONTH_SQL, [from, until]);
}
