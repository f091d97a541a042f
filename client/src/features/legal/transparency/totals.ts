import type { TransparencyMonthDto } from '@pen/sdk';

type Figures = Pick<TransparencyMonthDto, 'reports_by_reason' | 'decisions_automated' | 'decisions_manual' | 'appeals'>;

const sum = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b, 0);

/** A period's headline numbers. */
export function monthTotals(f: Figures): { reports: number; decisions: number; appeals: number } {
  return { reports: sum(f.reports_by_reason), decisions: f.decisions_automated + f.decisions_manual, appeals: f.appeals.received };
}

/** The counts largest first. */
export function sortedCounts(counts: Record<string, number>): Array<[string, number]> {
  return Object.entries(counts).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
}
