import { errorMessage, retryAfterSeconds } from '@pen/sdk';
import { useState } from 'react';
import { useRequestDataExport } from './useRequestDataExport';
import { formatDateTime } from '../../lib/format';

type ExportState = { kind: 'idle' } | { kind: 'requested'; message: string } | { kind: 'wait'; message: string; until: number | undefined } | { kind: 'error'; message: string };

/** /settings: "Download my data", with what happened: requested (link by e-mail), or how long to wait. */
export function DataExportCard() {
  const request = useRequestDataExport();
  const [state, setState] = useState<ExportState>({ kind: 'idle' });

  async function ask() {
    try {
      const { message } = await request.mutateAsync();
      setState({ kind: 'requested', message });
    } catch (err) {
      const seconds = retryAfterSeconds(err);
      const message = errorMessage(err, 'Could not request your data. Please try again later');
      if (seconds !== undefined) setState({ kind: 'wait', message, until: Date.now() + seconds * 1000 });
      else setState({ kind: 'error', message });
    }
  }

  const done = state.kind === 'requested' || state.kind === 'wait';
  return (
    <section className="card" aria-labelledby="data-export-title">
      <h2 id="data-export-title">Your data</h2>
      <p className="muted">
        Get a copy of your profile, posts, comments, likes, connections, groups, notifications, sessions, consents and media files as one ZIP file. We e-mail you a
        download link when it is ready; the link works for 7 days. You can ask once every 24 hours.
      </p>
      {state.kind !== 'idle' ? (
        <p className={`data-export-state ${state.kind}`} role="status">
          {state.kind === 'requested' ? `${state.message} The link will be valid for 7 days.` : state.message}
          {state.kind === 'wait' && state.until ? <> (from {formatDateTime(state.until)})</> : null}
        </p>
      ) : null}
      <button type="button" className="button secondary" disabled={request.isPending || done} onClick={() => void ask()}>
        {request.isPending ? 'Requesting…' : state.kind === 'requested' ? 'Requested' : 'Download my data'}
      </button>
    </section>
  );
}
