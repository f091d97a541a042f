import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { TransparencyDto } from '@pen/sdk';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { Spinner } from '../../components/Spinner';
import { formatLongDate, formatMonth, formatNumber } from '../../lib/format';
import { LegalLayout } from './LegalLayout';
import { actionLabel, reasonLabel } from './transparency/labels';
import { MonthlyChart } from './transparency/MonthlyChart';
import { monthTotals, sortedCounts } from './transparency/totals';
import { useTransparency } from './transparency/useTransparency';
import './transparency/transparency.css';

const NOON_MS = 12 * 3600 * 1000;

/** A list of counts under a heading, largest first; "None" when empty. */
function Counts({ title, counts, label }: { title: string; counts: Record<string, number>; label: (key: string) => MessageDescriptor | string }) {
  const { i18n } = useLingui();
  const rows = sortedCounts(counts);
  return (
    <section className="transparency-counts">
      <h3>{title}</h3>
      {rows.length === 0 ? (
        <p className="muted">
          <Trans>None</Trans>
        </p>
      ) : (
        <dl>
          {rows.map(([key, n]) => {
            const l = label(key);
            return (
              <div key={key}>
                <dt>{typeof l === 'string' ? l : i18n._(l)}</dt>
                <dd>{formatNumber(n)}</dd>
              </div>
            );
          })}
        </dl>
      )}
    </section>
  );
}

function Report({ report }: { report: TransparencyDto }) {
  const { t } = useLingui();
  const tableId = useId();
  const total = monthTotals(report);
  const median = report.median_hours_to_decision;
  // The days are UTC (YYYY-MM-DD parses as UTC midnight): noon keeps them the same day in any time zone.
  const from = formatLongDate(Date.parse(report.from) + NOON_MS);
  const to = formatLongDate(Date.parse(report.to) + NOON_MS);
  return (
    <>
      <p>
        <Trans>
          From {from} to {to}. Months are counted in UTC.
        </Trans>
      </p>
      <ul className="transparency-summary">
        <li>
          <strong>{formatNumber(total.reports)}</strong> <Trans>reports received</Trans>
        </li>
        <li>
          <strong>{formatNumber(total.decisions)}</strong> <Trans>moderation decisions</Trans>
        </li>
        <li>
          <strong>{formatNumber(report.appeals.received)}</strong> <Trans>appeals received</Trans>
        </li>
        <li>
          <strong>{median === null || median === undefined ? '–' : formatNumber(median, { maximumFractionDigits: 1 })}</strong> <Trans>hours: median time to a decision</Trans>
        </li>
      </ul>

      <h2>
        <Trans>Month by month</Trans>
      </h2>
      <MonthlyChart months={report.months} tableId={tableId} />
      <div className="transparency-table-wrap" tabIndex={0} role="region" aria-label={t`Figures per month`}>
        <table id={tableId} className="transparency-table">
          <caption>
            <Trans>Reports, decisions and appeals per month</Trans>
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <Trans>Month</Trans>
              </th>
              <th scope="col">
                <Trans>Reports received</Trans>
              </th>
              <th scope="col">
                <Trans>Decisions</Trans>
              </th>
              <th scope="col">
                <Trans>of which flagged automatically</Trans>
              </th>
              <th scope="col">
                <Trans>Appeals received</Trans>
              </th>
              <th scope="col">
                <Trans>Decisions reversed on appeal</Trans>
              </th>
              <th scope="col">
                <Trans>Median hours to a decision</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {report.months.map((m) => {
              const n = monthTotals(m);
              return (
                <tr key={m.month}>
                  <th scope="row">{formatMonth(m.month)}</th>
                  <td>{formatNumber(n.reports)}</td>
                  <td>{formatNumber(n.decisions)}</td>
                  <td>{formatNumber(m.decisions_automated)}</td>
                  <td>{formatNumber(n.appeals)}</td>
                  <td>{formatNumber(m.appeals.reversed)}</td>
                  <td>{m.median_hours_to_decision === null || m.median_hours_to_decision === undefined ? '–' : formatNumber(m.median_hours_to_decision, { maximumFractionDigits: 1 })}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>

      <h2>
        <Trans>The whole period</Trans>
      </h2>
      <div className="transparency-grid">
        <Counts title={t`Reports by reason`} counts={report.reports_by_reason} label={reasonLabel} />
        <Counts title={t`Decisions by action`} counts={report.decisions_by_action} label={actionLabel} />
        <Counts title={t`Decisions by rule`} counts={report.decisions_by_rule} label={(rule) => rule} />
        <section className="transparency-counts">
          <h3>
            <Trans>Automation and appeals</Trans>
          </h3>
          <dl>
            <div>
              <dt>
                <Trans>Decisions on content an automated check flagged</Trans>
              </dt>
              <dd>{formatNumber(report.decisions_automated)}</dd>
            </div>
            <div>
              <dt>
                <Trans>Decisions on members' reports alone</Trans>
              </dt>
              <dd>{formatNumber(report.decisions_manual)}</dd>
            </div>
            <div>
              <dt>
                <Trans>Appeals: the decision stood</Trans>
              </dt>
              <dd>{formatNumber(report.appeals.upheld)}</dd>
            </div>
            <div>
              <dt>
                <Trans>Appeals: the decision was reversed</Trans>
              </dt>
              <dd>{formatNumber(report.appeals.reversed)}</dd>
            </div>
          </dl>
        </section>
      </div>
      <p className="legal-note">
        <Trans>
          A moderator makes every decision; automated checks (watched words) only bring content to their attention. Nobody is named in these figures. Read
          the <Link to="/rules">community rules</Link>.
        </Trans>
      </p>
    </>
  );
}

/** /transparency (public): how many reports, decisions and appeals Pen had, month by month (DSA Art. 15 and 24). */
export default function TransparencyPage() {
  const { t } = useLingui();
  const report = useTransparency();
  return (
    <LegalLayout
      className="transparency"
      title={t`Transparency report`}
      lead={t`How often members reported content, what the moderators decided and how appeals ended, over the last twelve months.`}
    >
      {report.isPending ? (
        <Spinner />
      ) : report.isError ? (
        <p role="alert">
          <Trans>The transparency report could not be loaded. Please try again.</Trans>
        </p>
      ) : (
        <Report report={report.data} />
      )}
    </LegalLayout>
  );
}
