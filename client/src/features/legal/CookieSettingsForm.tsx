import { useId, useState } from 'react';
import { ALL_ACCEPTED, ConsentChoice, CookieConsent, NECESSARY_ONLY, readStoredConsent, saveConsentChoice } from '../../lib/cookie-consent';

const OPTIONS: Array<{ key: keyof ConsentChoice | 'essential'; label: string; help: string }> = [
  { key: 'essential', label: 'Essential', help: 'Keeps you signed in and the site secure. Always on.' },
  { key: 'personalization', label: 'Personalization', help: 'Remembers your choices, such as these settings, on this device.' },
  { key: 'analytics', label: 'Analytics', help: 'Helps us understand how Pen is used so we can improve it.' },
  { key: 'ads', label: 'Advertising', help: 'Allows relevant offers and affiliate links to be measured.' },
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
                <span className="cookie-option-label">{o.label}</span>
                <span id={`${id}-help`} className="cookie-option-help">
                  {o.help}
                </span>
              </label>
            </li>
          );
        })}
      </ul>
      <div className="cookie-actions">
        <button type="button" className="button secondary" disabled={saving} onClick={() => void save(NECESSARY_ONLY)}>
          Accept Only Necessary
        </button>
        <button type="submit" className="button secondary" disabled={saving}>
          Save Settings
        </button>
        <button type="button" className="button" disabled={saving} onClick={() => void save(ALL_ACCEPTED)}>
          Accept All
        </button>
      </div>
    </form>
  );
}
