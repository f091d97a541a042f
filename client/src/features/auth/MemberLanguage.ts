import { useEffect } from 'react';
import { activateLocale, activeLocale } from '../../lib/i18n/activate';
import { isLocale, rememberLocale } from '../../lib/i18n/locales';
import { useProfileUserInfo } from './hooks';

/**
 * A signed-in member reads Pen in the language of their setting (`language` of
 * profile-user-info), whatever this browser chose before; it is kept in the browser too, so the
 * next visit starts in it. A profile without the field (a server before issue 41) changes nothing.
 */
export function MemberLanguage(): null {
  const profile = useProfileUserInfo().data as { language?: unknown } | undefined;
  const language = profile?.language;
  useEffect(() => {
    if (!isLocale(language)) return;
    rememberLocale(language);
    if (language !== activeLocale()) void activateLocale(language);
  }, [language]);
  return null;
}
