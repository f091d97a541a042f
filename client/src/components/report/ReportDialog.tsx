import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReportReason } from '@pen/sdk';
import { FormEvent, useId, useState } from 'react';
import { Dialog } from '../dialog/Dialog';
import './report.css';

/** The reasons the server accepts, in the order shown, each in plain words. */
export const REPORT_REASONS: ReadonlyArray<{ value: ReportReason; label: MessageDescriptor }> = [
  { value: 'spam', label: msg`Spam or a scam` },
  { value: 'harassment', label: msg`Harassment or bullying` },
  { value: 'hate', label: msg`Hate speech` },
  { value: 'violence', label: msg`Violence or threats` },
  { value: 'self_harm', label: msg`Self-harm or suicide` },
  { value: 'sexual_content', label: msg`Sexual content` },
  { value: 'misinformation', label: msg`False information` },
  { value: 'other', label: msg`Something else` },
];

/** The server's limit on `details`. */
export const REPORT_DETAILS_MAX = 1000;
export const REPORT_THANKS = msg`Thank you for telling us. The Pen team will look at your report.`;

export interface ReportFields {
  reason: ReportReason;
  details?: string;
}

export interface ReportDialogProps {
  /** "Report post", "Report Ruth Moabite"… */
  title: string;
  /** Sends the report; a rejection is shown in the dialog with `failureText`, and nothing typed is lost. */
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
  const { i18n, t } = useLingui();
  const ids = { reasons: useId(), details: useId(), counter: useId(), error: useId() };
  const [reason, setReason] = useState<ReportReason | null>(null);
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
      await send(text ? { reason, details: text } : { reason });
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
