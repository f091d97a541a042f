import { type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { ALL_ACCEPTED, ConsentChoice, CookieConsent, NECESSARY_ONLY, readStoredConsent, saveConsentChoice } from '../../lib/cookie-consent';

const OPTIONS: Array<{ key: keyof ConsentChoice | 'essential'; label: MessageDescriptor; help: MessageDescriptor }> = [
  { key: 'essential', label: msg`Essential`, help: msg`Keeps you signed in and the site secure. Always on.` },
  { key: 'personalization', label: msg`Personalization`, help: msg`Remembers your choices, such as these settings, on this device.` },
  { key: 'analytics', label: msg`Analytics`, help: msg`Helps us understand how Pen is used so we can improve it.` },
  { key: 'ads', label: msg`Advertising`, help: msg`Allows relevant offers and affiliate links to be measured.` },
];

/**
 * The consent controls shared by the /cookie-consent page and the start-up prompt: the four
 * checkboxes and the three buttons of the spec. `onSaved` gets the saved consent.
 */
export function CookieSettingsForm({ onSaved }: { onSaved: (consent: CookieConsent) => void }) {
  const [choice, setChoice] = useState<ConsentChoice>(() => {
    const stored = readStoredConsent();
    return stored ? { analytics: stored.analytics, ads: stored.ads, personalization: stored.personalization } : NECESSARY_ONLY;
  });
  const { i18n } = useLingui();
  const [saving, setSaving] = useState(false);
  const idBase = useId();

  const save = async (next: ConsentChoice) => {
    setSaving(true);
    setChoice(next);
    try {
      onSaved(await saveConsentChoice(next));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      className="cookie-form"
      onSubmit={(e) => {
        e.preventDefault();
        void save(choice);
      }}
    >
      <ul className="cookie-options">
        {OPTIONS.map((o) => {
          const id = `${idBase}-${o.key}`;
          const essential = o.key === 'essential';
          return (
            <li key={o.key} className="cookie-option">
              <input
                id={id}
                type="checkbox"
                checked={essential ? true : choice[o.key as keyof ConsentChoice]}
                disabled={essential || saving}
                aria-describedby={`${id}-help`}
                onChange={(e) => !essential && setChoice((c) => ({ ...c, [o.key]: e.target.checked }))}
              />
              <label htmlFor={id}>
                <span className="cookie-option-label">{i18n._(o.label)}</span>
                <span id={`${id}-help`} className="cookie-option-help">
                  {i18n._(o.help)}
                </span>
              </label>
            </li>
          );
        })}
      </ul>
      <div className="cookie-actions">
        <button type="button" className="button secondary" disabled={saving} onClick={() => void save(NECESSARY_ONLY)}>
          <Trans>Accept Only Necessary</Trans>
        </button>
        <button type="submit" className="button secondary" disabled={saving}>
          <Trans>Save Settings</Trans>
        </button>
        <button type="button" className="button" disabled={saving} onClick={() => void save(ALL_ACCEPTED)}>
          <Trans>Accept All</Trans>
        </button>
      </div>
    </form>
  );
}
