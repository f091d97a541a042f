import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { NoticeIcon } from '../../components/icons/NoticeIcon';
import { useAnnouncements } from './useAnnouncements';

const DISMISSED_KEY = 'pen.dismissedAnnouncements';

function readDismissed(): number[] {
  try {
    return JSON.parse(sessionStorage.getItem(DISMISSED_KEY) ?? '[]') as number[];
  } catch {
    return [];
  }
}

/** The public announcements shown right now; each can be closed for this session. */
export function AnnouncementsBanner() {
  const { t } = useLingui();
  const { data } = useAnnouncements();
  const [dismissed, setDismissed] = useState<number[]>(readDismissed);
  const visible = (data ?? []).filter((a) => !dismissed.includes(a.announcement_id));
  if (visible.length === 0) return null;
  const close = (id: number) => {
    const next = [...dismissed, id];
    sessionStorage.setItem(DISMISSED_KEY, JSON.stringify(next));
    setDismissed(next);
  };
  return (
    <div className="dash-announcements">
      {visible.map((a) => (
        <div key={a.announcement_id} className="dash-announcement" role="status">
          <span className="dash-announcement-icon"><NoticeIcon name="megaphone" /></span>
          <p>{a.message}</p>
          <button type="button" className="dash-announcement-close" aria-label={t`Close announcement`} onClick={() => close(a.announcement_id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
