import { EntityManager } from 'typeorm';
import { REPORTS_BY_MONTH_SQL } from './transparency.queries';

/** One count of the transparency report: in a UTC month (`YYYY-MM`), under a key (a reason, an action…). */
export interface MonthlyCount {
  month: string;
  key: string;
  n: number;
}

/** Reports filed in [from, until), by UTC month and reason. */
export function reportsByMonth(m: EntityManager, from: Date, until: Date): Promise<MonthlyCount[]> {
  return m.query(REPORTS_BY_MONTH_SQL, [from, until]);
}
