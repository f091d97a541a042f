import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AppLayout } from '../../components/AppLayout';
import { PostComposer } from './components/PostComposer';
import './posts.css';

type PrayerType = 'pray_request' | 'emergency_pray_request';

const TYPES: Array<{ value: PrayerType; label: MessageDescriptor; hint: MessageDescriptor }> = [
  { value: 'pray_request', label: msg`Prayer Request`, hint: msg`Prayers are generally needed` },
  { value: 'emergency_pray_request', label: msg`Emergency Prayer Request`, hint: msg`Prayers are urgently needed` },
];

/** Like a post, plus the prayer type; the page is yellow for a prayer request and pink for an emergency. */
export default function CreatePrayRequestPage() {
  const { t, i18n } = useLingui();
  const [type, setType] = useState<PrayerType>('pray_request');
  // From a group's Prayer tab (issue 44): the request may be for that group's members only.
  const fromGroup = Number(useSearchParams()[0].get('groupId'));
  const groupId = Number.isInteger(fromGroup) && fromGroup > 0 ? fromGroup : undefined;
  const emergency = type === 'emergency_pray_request';
  return (
    <AppLayout title={t`New prayer request`}>
      <div className={`pen-narrow pen-prayer-page ${emergency ? 'emergency' : 'ordinary'}`} data-testid="prayer-page">
        <PostComposer title={t`New prayer request`} placeholder={t`Your prayer request...`} failure={t`Failed to create Prayer Request`} postType={type} groupId={groupId}>
          <fieldset className="pen-prayer-types">
            <legend>
              <Trans>Type of prayer request</Trans>
            </legend>
            {TYPES.map((option) => (
              <label key={option.value} className={`pen-prayer-type ${type === option.value ? 'selected' : ''}`}>
                <input type="radio" name="prayer-type" value={option.value} checked={type === option.value} onChange={() => setType(option.value)} />
                <span className="pen-prayer-type-label">{i18n._(option.label)}</span>
                <span className="pen-prayer-type-hint">{i18n._(option.hint)}</span>
              </label>
            ))}
          </fieldset>
        </PostComposer>
      </div>
    </AppLayout>
  );
}
