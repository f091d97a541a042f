import { t } from '@lingui/core/macro';

/** A readable name for a session's device from its user agent ("Chrome on Android"). */
export function describeDevice(userAgent: string): { label: string; mobile: boolean } {
  const ua = userAgent || '';
  /* eslint-disable lingui/no-unlocalized-strings -- system and browser names are the same in every language */
  const os = /Android/i.test(ua)
    ? 'Android'
    : /iPhone|iPad|iPod/i.test(ua)
      ? 'iOS'
      : /Windows/i.test(ua)
        ? 'Windows'
        : /Mac OS X|Macintosh/i.test(ua)
          ? 'macOS'
          : /Linux/i.test(ua)
            ? 'Linux'
            : '';
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /Firefox\//.test(ua)
      ? 'Firefox'
      : /Chrome\/|Chromium\//.test(ua)
        ? 'Chrome'
        : /Safari\//.test(ua)
          ? 'Safari'
          : '';
  /* eslint-enable lingui/no-unlocalized-strings */
  const label = browser && os ? t`${browser} on ${os}` : browser || os || (ua ? ua.slice(0, 40) : t`Unknown device`);
  return { label, mobile: /Mobile|Android|iPhone|iPad/i.test(ua) };
}
