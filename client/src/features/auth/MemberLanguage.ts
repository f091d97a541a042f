import { useEffect } from 'react';
import { activateLocale, activeLocale } from '../../lib/i18n/activate';
import { forgetSignedOutChoice, isLocale, rememberLocale, signedOutChoice } from '../../lib/i18n/locales';
import { useProfileUserInfo, useUpdateLanguage } from './hooks';

/**
 * A signed-in member reads Pen in the language of their setting (`language` of
 * profile-user-info), whatever this browser chose before; it is kept in the browser too, so the
 * next visit starts in it. A profile without the field (a server before issue 41) changes nothing.
 * A language chosen on the sign-in or register page just before becomes their setting instead.
 */
export function MemberLanguage(): null {
  const profile = useProfileUserInfo().data as { language?: unknown } | undefined;
  const language = profile?.language;
  const { mutate: saveLanguage } = useUpdateLanguage();
  useEffect(() => {
    if (!isLocale(language)) return;
    const chosen = signedOutChoice();
    if (chosen && chosen !== language) {
      // Once saved, the profile's language is the chosen one and this runs again with it.
      saveLanguage(chosen);
      return;
    }
    forgetSignedOutChoice();
    rememberLocale(language);
    if (language !== activeLocale()) void activateLocale(language);
  }, [language, saveLanguage]);
  return null;
}
