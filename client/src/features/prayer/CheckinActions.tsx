import { Trans, useLingui } from '@lingui/react/macro';
import { errorMessage } from '@pen/sdk';
import { useState } from 'react';
import { useAlerts } from '../../components/alerts/AlertProvider';
import { Dialog } from '../../components/dialog/Dialog';
import { useCheckinAnswers } from './api';
import './prayer.css';

const TESTIMONY_MAX = 5000;

/** The request a check-in notification is about: its link is /post/{id}. */
export function checkinPostId(link: string | null | undefined): number | null {
  const m = /^\/post\/(\d{1,10})$/.exec(link ?? '');
  return m ? Number(m[1]) : null;
}

/** Under an "Is this still a prayer need?" notification: keep open, mark answered (with a testimony), close. */
export function CheckinActions({ postId }: { postId: number }) {
  const { t } = useLingui();
  const { showAlert } = useAlerts();
  const answers = useCheckinAnswers();
  const [done, setDone] = useState<string | null>(null);
  const [answering, setAnswering] = useState(false);
  const [testimony, setTestimony] = useState('');

  async function run(action: () => Promise<unknown>, success: string, failure: string) {
    try {
      await action();
      setDone(success);
      setAnswering(false);
    } catch (err) {
      showAlert(errorMessage(err, failure), 'error');
    }
  }

  if (done) return <p className="prayer-checkin-done" role="status">{done}</p>;
  const busy = answers.keepOpen.isPending || answers.markAnswered.isPending || answers.close.isPending;
  return (
    // The card itself opens the request; these buttons answer without leaving the list.
    <div className="prayer-checkin-actions" onClick={(e) => e.stopPropagation()}>
      <button type="button" className="button secondary" disabled={busy} onClick={() => void run(() => answers.keepOpen.mutateAsync(postId), t`Kept open. We will ask again later.`, t`Could not keep the request open`)}>
        <Trans>Keep open</Trans>
      </button>
      <button type="button" className="button secondary" disabled={busy} onClick={() => setAnswering(true)}>
        <Trans>Mark answered</Trans>
      </button>
      <button type="button" className="button secondary" disabled={busy} onClick={() => void run(() => answers.close.mutateAsync(postId), t`Request closed.`, t`Could not close the request`)}>
        <Trans>Close</Trans>
      </button>
      {answering ? (
        <Dialog title={t`Prayer answered`} onClose={() => setAnswering(false)}>
          <label className="prayer-testimony-field">
            <span>
              <Trans>How was it answered? (optional)</Trans>
            </span>
            <textarea value={testimony} maxLength={TESTIMONY_MAX} rows={5} onChange={(e) => setTestimony(e.target.value)} />
            <small className="muted">
              {testimony.length}/{TESTIMONY_MAX}
            </small>
          </label>
          <div className="confirm-actions">
            <button type="button" className="button secondary" onClick={() => setAnswering(false)}>
              <Trans>Cancel</Trans>
            </button>
            <button
              type="button"
              className="button"
              disabled={busy}
              onClick={() =>
                void run(() => answers.markAnswered.mutateAsync({ postId, testimony: testimony.trim() || undefined }), t`Marked as answered. Thank God!`, t`Could not mark the request answered`)
              }
            >
              <Trans>Mark answered</Trans>
            </button>
          </div>
        </Dialog>
      ) : null}
    </div>
  );
}
