import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { errorMessage, type PrayerCommitmentDto } from '@pen/sdk';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useAlerts } from '../../components/alerts/AlertProvider';
import { Dialog } from '../../components/dialog/Dialog';
import { CalendarIcon } from '../../components/icons/line-icons';
import { useCommitToPray, useMyPrayerList } from './api';
import './prayer.css';

const DAY_CHOICES = Array.from({ length: 30 }, (_, i) => i + 1);

/**
 * The member's running commitment to request `postId`: the one just made here, else the one their
 * prayer list holds (every commitment started within its 30 days).
 */
function useMyCommitment(postId: number, justMade: PrayerCommitmentDto | undefined): PrayerCommitmentDto | undefined {
  const list = useMyPrayerList();
  if (justMade) return justMade;
  const item = list.data?.pages.flatMap((p) => p.requests).find((r) => r.posts_id === postId);
  return item?.commitment && item.commitment.days_left > 0 ? item.commitment : undefined;
}

/**
 * On an open prayer request's card: commit to pray for 1–30 days (default 7), with a daily
 * reminder; once committed, "You're praying · 5 days left" (to the prayer list, where it can end).
 */
export function CommitToPrayButton({ postId }: { postId: number }) {
  const { t } = useLingui();
  const { showAlert } = useAlerts();
  const commit = useCommitToPray();
  const commitment = useMyCommitment(postId, commit.data?.commitment);
  const [open, setOpen] = useState(false);
  const [days, setDays] = useState(7);
  const daysLabel = (d: number) => t({ message: plural(d, { one: '# day', other: '# days' }) });

  async function confirm() {
    try {
      await commit.mutateAsync({ postId, days });
      setOpen(false);
      showAlert(t({ message: plural(days, { one: 'You committed to pray for # day. We will remind you each day.', other: 'You committed to pray for # days. We will remind you each day.' }) }), 'success');
    } catch (err) {
      showAlert(errorMessage(err, t`Could not save your prayer commitment. Please try again`), 'error');
    }
  }

  if (commitment) {
    const left = commitment.days_left;
    return (
      <Link to="/prayer-list" className="pen-action prayer-committed">
        <CalendarIcon /> {t({ message: plural(left, { one: "You're praying · # day left", other: "You're praying · # days left" }) })}
      </Link>
    );
  }

  return (
    <>
      <button type="button" className="pen-action prayer-commit-open" onClick={() => setOpen(true)}>
        <CalendarIcon /> <Trans>Pray for days</Trans>
      </button>
      {open ? (
        <Dialog title={t`Commit to pray`} onClose={() => setOpen(false)} className="prayer-commit-dialog">
          <p className="muted">
            <Trans>We will remind you once a day, at your reminder time (Settings), for as long as you choose.</Trans>
          </p>
          <label className="prayer-days-field">
            <span>
              <Trans>For how long?</Trans>
            </span>
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
              <Trans>Cancel</Trans>
            </button>
            <button type="button" className="button" disabled={commit.isPending} onClick={() => void confirm()}>
              {commit.isPending ? t`Saving…` : t({ message: plural(days, { one: 'Pray for # day', other: 'Pray for # days' }) })}
            </button>
          </div>
        </Dialog>
      ) : null}
    </>
  );
}
