/** A browser context without any stored state (no cookie choice): `test.use({ storageState: NO_STORAGE })`. */
export const NO_STORAGE = { cookies: [], origins: [] };

/**
 * A cookie choice already stored for `origin`, so the consent prompt (spec: shown 10 s after start
 * when no consent is stored) does not cover the page in the middle of other journeys. Every
 * context starts with it (playwright.config.ts); a journey served from another origin gives its own.
 */
export function consentGiven(origin: string) {
  return {
    cookies: [],
    origins: [
      {
        origin,
        localStorage: [
          { name: 'cookieConsent', value: JSON.stringify({ pakolliset: true, analytics: false, ads: false, personalization: true, dateSaved: '2025-04-21T00:00:00.000Z' }) },
        ],
      },
    ],
  };
}
