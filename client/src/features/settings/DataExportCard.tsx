import { Trans, useLingui } from '@lingui/react/macro';
import { errorMessage, retryAfterSeconds } from '@pen/sdk';
import { useState } from 'react';
import { useRequestDataExport } from './useRequestDataExport';
import { formatDateTime } from '../../lib/format';

type ExportState = { kind: 'idle' } | { kind: 'requested'; message: string } | { kind: 'wait'; message: string; until: number | undefined } | { kind: 'error'; message: string };

/** /settings: "Download my data", with what happened: requested (link by e-mail), or how long to wait. */
export function DataExportCard() {
  const { t } = useLingui();
  const request = useRequestDataExport();
  const [state, setState] = useState<ExportState>({ kind: 'idle' });

  async function ask() {
    try {
      const { message } = await request.mutateAsync();
      setState({ kind: 'requested', message });
    } catch (err) {
      const seconds = retryAfterSeconds(err);
      const message = errorMessage(err, t`Could not request your data. Please try again later`);
      if (seconds !== undefined) setState({ kind: 'wait', message, until: Date.now() + seconds * 1000 });
      else setState({ kind: 'error', message });
    }
  }

  const done = state.kind === 'requested' || state.kind === 'wait';
  const message = state.kind === 'idle' ? '' : state.message;
  const from = state.kind === 'wait' && state.until ? formatDateTime(state.until) : null;
  return (
    <section className="card" aria-labelledby="data-export-title">
      <h2 id="data-export-title">
        <Trans>Your data</Trans>
      </h2>
      <p className="muted">
        <Trans>
          Get a copy of your profile, posts, comments, likes, connections, groups, notifications, sessions, consents and media files as one ZIP file. We e-mail you a
          download link when it is ready; the link works for 7 days. You can ask once every 24 hours.
        </Trans>
      </p>
      {state.kind !== 'idle' ? (
        <p className={`data-export-state ${state.kind}`} role="status">
          {state.kind === 'requested' ? t`${message} The link will be valid for 7 days.` : message}
          {from ? <Trans> (from {from})</Trans> : null}
        </p>
      ) : null}
      <button type="button" className="button secondary" disabled={request.isPending || done} onClick={() => void ask()}>
        {request.isPending ? t`Requesting…` : state.kind === 'requested' ? t`Requested` : t`Download my data`}
      </button>
    </section>
  );
}
