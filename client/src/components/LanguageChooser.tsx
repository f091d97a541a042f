import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { activateLocale, activeLocale } from '../lib/i18n/activate';
import { isLocale, LOCALE_NAMES, LOCALES, type Locale, rememberLocale, rememberSignedOutChoice } from '../lib/i18n/locales';
import './language-chooser.css';

/**
 * The language chooser (sign-in and register pages, Settings). The app switches at once and the
 * choice is kept in this browser; `onChosen` lets Settings also store it as the member's setting
 * (it gets the language chosen before and may switch back when saving fails). Without `onChosen`
 * (the visitor's pages) the choice becomes the member's setting when they sign in (MemberLanguage).
 */
export function LanguageChooser({ onChosen, className }: { onChosen?: (chosen: Locale, previous: Locale) => void; className?: string }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const current = isLocale(i18n.locale) ? i18n.locale : activeLocale();

  function choose(value: string) {
    if (!isLocale(value) || value === current) return;
    rememberLocale(value);
    void activateLocale(value);
    if (onChosen) onChosen(value, current);
    else rememberSignedOutChoice(value);
  }

  return (
    <div className={`language-chooser ${className ?? ''}`}>
      <label htmlFor={id}>{t`Language`}</label>
      <select id={id} value={current} onChange={(e) => choose(e.target.value)}>
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {LOCALE_NAMES[locale]}
          </option>
        ))}
      </select>
    </div>
  );
}
