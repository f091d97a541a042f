import { useState } from 'react';
import { AppLayout } from '../../components/AppLayout';
import { PostComposer } from './components/PostComposer';
import './posts.css';

type PrayerType = 'pray_request' | 'emergency_pray_request';

const TYPES: Array<{ value: PrayerType; label: string; hint: string }> = [
  { value: 'pray_request', label: 'Prayer Request', hint: 'Prayers are generally needed' },
  { value: 'emergency_pray_request', label: 'Emergency Prayer Request', hint: 'Prayers are urgently needed' },
];

/** Like a post, plus the prayer type; the page is yellow for a prayer request and pink for an emergency. */
export default function CreatePrayRequestPage() {
  const [type, setType] = useState<PrayerType>('pray_request');
  const emergency = type === 'emergency_pray_request';
  return (
    <AppLayout title="New prayer request">
      <div className={`pen-narrow pen-prayer-page ${emergency ? 'emergency' : 'ordinary'}`} data-testid="prayer-page">
        <PostComposer title="New prayer request" placeholder="Your prayer request..." failure="Failed to create Prayer Request" postType={type}>
          <fieldset className="pen-prayer-types">
            <legend>Type of prayer request</legend>
            {TYPES.map((t) => (
              <label key={t.value} className={`pen-prayer-type ${type === t.value ? 'selected' : ''}`}>
                <input type="radio" name="prayer-type" value={t.value} checked={type === t.value} onChange={() => setType(t.value)} />
                <span className="pen-prayer-type-label">{t.label}</span>
                <span className="pen-prayer-type-hint">{t.hint}</span>
              </label>
            ))}
          </fieldset>
        </PostComposer>
      </div>
    </AppLayout>
  );
}
