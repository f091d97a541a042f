import { errorMessage } from '@pen/sdk';
import { useState } from 'react';
import { useAlerts } from '../../components/alerts/AlertProvider';
import { Dialog } from '../../components/dialog/Dialog';
import { CalendarIcon } from '../../components/icons/line-icons';
import { useCommitToPray } from './api';
import './prayer.css';

const DAY_CHOICES = Array.from({ length: 30 }, (_, i) => i + 1);
const daysLabel = (d: number) => `${d} ${d === 1 ? 'day' : 'days'}`;

/** On an open prayer request's card: commit to pray for 1–30 days (default 7), with a daily reminder. */
export function CommitToPrayButton({ postId }: { postId: number }) {
  const { showAlert } = useAlerts();
  const commit = useCommitToPray();
  const [open, setOpen] = useState(false);
  const [days, setDays] = useState(7);

  async function confirm() {
    try {
      await commit.mutateAsync({ postId, days });
      setOpen(false);
      showAlert(`You committed to pray for ${daysLabel(days)}. We will remind you each day.`, 'success');
    } catch (err) {
      showAlert(errorMessage(err, 'Could not save your prayer commitment. Please try again'), 'error');
    }
  }

  return (
    <>
      <button type="button" className="pen-action prayer-commit-open" onClick={() => setOpen(true)}>
        <CalendarIcon /> Pray for days
      </button>
      {open ? (
        <Dialog title="Commit to pray" onClose={() => setOpen(false)} className="prayer-commit-dialog">
          <p className="muted">We will remind you once a day, at your reminder time (Settings), for as long as you choose.</p>
          <label className="prayer-days-field">
            <span>For how long?</span>
            <select value={days} onChange={(e) => setDays(Number(e.target.value))}>
              {DAY_CHOICES.map((d) => (
                <option key={d} value={d}>
                  {daysLabel(d)}
                </option>
              ))}
            </select>
          </label>
          <div className="confirm-actions">
            <button type="button" className="button secondary" onClick={() => setOpen(false)}>
              Cancel
            </button>
            <button type="button" className="button" disabled={commit.isPending} onClick={() => void confirm()}>
              {commit.isPending ? 'Saving…' : `Pray for ${daysLabel(days)}`}
            </button>
          </div>
        </Dialog>
      ) : null}
    </>
  );
}
