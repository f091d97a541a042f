import { useLingui } from '@lingui/react/macro';
import type { TransparencyMonthDto } from '@pen/sdk';
import { formatMonth } from '../../../lib/format';
import { monthTotals } from './totals';

/**
 * Bars per month: reports received, decisions made, appeals received. A picture only (role img
 * with a summary): the table after it gives the same figures to screen readers and keyboards.
 */
export function MonthlyChart({ months, tableId }: { months: TransparencyMonthDto[]; tableId: string }) {
  const { t } = useLingui();
  const rows = months.map((m) => ({ month: m.month, ...monthTotals(m) }));
  const max = Math.max(1, ...rows.flatMap((r) => [r.reports, r.decisions, r.appeals]));
  const height = (n: number) => `${(n / max) * 100}%`;
  return (
    <figure className="transparency-chart">
      <div className="transparency-bars" role="img" aria-label={t`Chart of reports, decisions and appeals per month. The table below lists the same figures.`} aria-describedby={tableId}>
        {rows.map((r) => (
          <div key={r.month} className="transparency-month">
            <div className="transparency-month-bars">
              <span className="bar bar-reports" style={{ height: height(r.reports) }} />
              <span className="bar bar-decisions" style={{ height: height(r.decisions) }} />
              <span className="bar bar-appeals" style={{ height: height(r.appeals) }} />
            </div>
            <span className="transparency-month-label">{formatMonth(r.month)}</span>
          </div>
        ))}
      </div>
      <figcaption className="transparency-legend">
        <span><span className="swatch bar-reports" aria-hidden="true" /> {t`Reports received`}</span>
        <span><span className="swatch bar-decisions" aria-hidden="true" /> {t`Decisions`}</span>
        <span><span className="swatch bar-appeals" aria-hidden="true" /> {t`Appeals received`}</span>
      </figcaption>
    </figure>
  );
}
