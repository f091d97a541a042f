import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { FormEvent, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { Dialog } from '../dialog/Dialog';
import type { ReportReason } from '@pen/sdk';
import { REPORT_REASONS } from './report-reasons';
import { useCommunityRules } from './useCommunityRules';
import './report.css';


/** The built-in crisis page, used when the server's answer names none. */
const CRISIS_PAGE = '/crisis';

/** The server's limit on `details`. */
export const REPORT_DETAILS_MAX = 1000;
export const REPORT_THANKS = msg`Thank you for telling us. The Pen team will look at your report.`;

export interface ReportFields {
  reason: ReportReason;
  details?: string;
  /** The community rule the reporter says is broken (`GET /api/rules`). */
  ruleId?: number;
}

export interface ReportDialogProps {
  /** "Report post", "Report Ruth Moabite"… */
  title: string;
  /**
   * Sends the report; a rejection is shown in the dialog with `failureText`, and nothing typed is
   * lost. The server's answer may carry `crisis_resources_url` (a self-harm report).
   */
  send: (fields: ReportFields) => Promise<unknown>;
  failureText: (err: unknown) => string;
  /** After the thanks: "Also block <name>?"; `block` runs the usual block confirmation and call. */
  offerBlock?: { name: string; explained: string; block: () => void };
  onClose: () => void;
}

/**
 * Why a member reports something: a radio list of reasons and optional details (at most 1000
 * characters, counted), Send and Cancel; then thanks, and for a member or their content the offer
 * to block them too. Errors stay in the dialog, with the choice and text kept for another try.
 */
export function ReportDialog({ title, send, failureText, offerBlock, onClose }: ReportDialogProps) {
  const ids = { reasons: useId(), details: useId(), counter: useId(), error: useId(), rule: useId() };
  const { t, i18n } = useLingui();
  const rules = useCommunityRules();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [ruleId, setRuleId] = useState('');
  const [crisisUrl, setCrisisUrl] = useState<string | null>(null);
  const [details, setDetails] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!reason) return setError(t`Choose a reason.`);
    setSending(true);
    setError(null);
    try {
      const text = details.trim();
      const fields: ReportFields = { reason, ...(text ? { details: text } : {}), ...(ruleId ? { ruleId: Number(ruleId) } : {}) };
      const answer = (await send(fields)) as { crisis_resources_url?: string } | undefined;
      if (reason === 'self_harm') setCrisisUrl(answer?.crisis_resources_url ?? CRISIS_PAGE);
      setSent(true);
    } catch (err) {
      setError(failureText(err));
    } finally {
      setSending(false);
    }
  };

  if (sent) {
    const blockName = offerBlock?.name ?? '';
    return (
      <Dialog title={t`Report sent`} onClose={onClose} className="report-dialog">
        <p role="status" className="report-thanks">
          {i18n._(REPORT_THANKS)}
        </p>
        {crisisUrl ? <CrisisHelp url={crisisUrl} onFollow={onClose} /> : null}
        {offerBlock ? (
          <>
            <p className="report-offer">
              <strong>{t`Also block ${blockName}?`}</strong> <span className="muted">{offerBlock.explained}</span>
            </p>
            <div className="report-actions">
              <button type="button" className="button secondary" onClick={onClose}>
                <Trans>Not now</Trans>
              </button>
              <button
                type="button"
                className="button danger"
                onClick={() => {
                  // Closed first: the block asks its own confirmation, which Escape must not close together with this.
                  onClose();
                  offerBlock.block();
                }}
              >
                {t`Block ${blockName}`}
              </button>
            </div>
          </>
        ) : (
          <div className="report-actions">
            <button type="button" className="button" onClick={onClose}>
              <Trans>Done</Trans>
            </button>
          </div>
        )}
      </Dialog>
    );
  }

  return (
    <Dialog title={title} onClose={onClose} className="report-dialog">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <fieldset className="report-reasons" aria-describedby={error ? ids.error : undefined}>
          <legend id={ids.reasons}>
            <Trans>Why are you reporting this?</Trans>
          </legend>
          {REPORT_REASONS.map((r) => (
            <label key={r.value} className="report-reason">
              <input
                type="radio"
                name="report-reason"
                value={r.value}
                checked={reason === r.value}
                onChange={() => {
                  setReason(r.value);
                  setError(null);
                }}
              />
              <span>{i18n._(r.label)}</span>
            </label>
          ))}
        </fieldset>
        {rules.data && rules.data.rules.length > 0 ? (
          <div className="field">
            <label htmlFor={ids.rule}>
              <Trans>Which community rule does it break? (optional)</Trans>
            </label>
            <select id={ids.rule} value={ruleId} onChange={(e) => setRuleId(e.target.value)}>
              <option value="">{t`Not sure`}</option>
              {rules.data.rules.map((r) => (
                <option key={r.rule_id} value={String(r.rule_id)}>
                  {`${r.number}. ${r.title}`}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <div className="field">
          <label htmlFor={ids.details}>
            <Trans>Details (optional)</Trans>
          </label>
          <textarea
            id={ids.details}
            rows={3}
            maxLength={REPORT_DETAILS_MAX}
            value={details}
            aria-describedby={ids.counter}
            onChange={(e) => setDetails(e.target.value.slice(0, REPORT_DETAILS_MAX))}
            placeholder={t`Anything the Pen team should know`}
          />
          <small id={ids.counter} className="muted report-counter">
            {details.length}/{REPORT_DETAILS_MAX}
          </small>
        </div>
        {error ? (
          <p id={ids.error} role="alert" className="field-error report-error">
            {error}
          </p>
        ) : null}
        <div className="report-actions">
          <button type="button" className="button secondary" onClick={onClose} disabled={sending}>
            <Trans>Cancel</Trans>
          </button>
          <button type="submit" className="button" disabled={sending}>
            {sending ? <Trans>Sending…</Trans> : <Trans>Send</Trans>}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

/**
 * Shown at once to someone who reported self-harm: whom to call now, and the crisis help page
 * (the operator's CRISIS_RESOURCES_URL, else Pen's own /crisis page).
 */
function CrisisHelp({ url, onFollow }: { url: string; onFollow: () => void }) {
  const own = url.startsWith('/');
  const label = <Trans>Find crisis help</Trans>;
  return (
    <div className="report-crisis" role="note">
      <p>
        <Trans>If you or someone else is in danger right now, call 112 or your local emergency number.</Trans>
      </p>
      <p>
        <Trans>You do not have to face this alone. A crisis line can talk with you or with the person you are worried about.</Trans>
      </p>
      {own ? (
        <Link to={url} className="button" onClick={onFollow}>
          {label}
        </Link>
      ) : (
        <a href={url} className="button" target="_blank" rel="noopener noreferrer">
          {label}
        </a>
      )}
    </div>
  );
}
