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
      <button type="button" className="button secondary" disabled={busy} onClick={() => void run(() => answers.keepOpen.mutateAsync(postId), 'Kept open. We will ask again later.', 'Could not keep the request open')}>
        Keep open
      </button>
      <button type="button" className="button secondary" disabled={busy} onClick={() => setAnswering(true)}>
        Mark answered
      </button>
      <button type="button" className="button secondary" disabled={busy} onClick={() => void run(() => answers.close.mutateAsync(postId), 'Request closed.', 'Could not close the request')}>
        Close
      </button>
      {answering ? (
        <Dialog title="Prayer answered" onClose={() => setAnswering(false)}>
          <label className="prayer-testimony-field">
            <span>How was it answered? (optional)</span>
            <textarea value={testimony} maxLength={TESTIMONY_MAX} rows={5} onChange={(e) => setTestimony(e.target.value)} />
            <small className="muted">
              {testimony.length}/{TESTIMONY_MAX}
            </small>
          </label>
          <div className="confirm-actions">
            <button type="button" className="button secondary" onClick={() => setAnswering(false)}>
              Cancel
            </button>
            <button
              type="button"
              className="button"
              disabled={busy}
              onClick={() =>
                void run(() => answers.markAnswered.mutateAsync({ postId, testimony: testimony.trim() || undefined }), 'Marked as answered. Thank God!', 'Could not mark the request answered')
              }
            >
              Mark answered
            </button>
          </div>
        </Dialog>
      ) : null}
    </div>
  );
}
