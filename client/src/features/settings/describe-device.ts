/** A readable name for a session's device from its user agent ("Chrome on Android"). */
export function describeDevice(userAgent: string): { label: string; mobile: boolean } {
  const ua = userAgent || '';
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
  const label = browser && os ? `${browser} on ${os}` : browser || os || (ua ? ua.slice(0, 40) : 'Unknown device');
  return { label, mobile: /Mobile|Android|iPhone|iPad/i.test(ua) };
}
