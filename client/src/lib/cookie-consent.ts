import { pen } from './sdk';
import { getAccessToken } from './session';
import { storedFlag } from './stored-flag';


/** The consent object of the spec; `pakolliset` ("necessary") is always true. */
export interface CookieConsent {
  pakolliset: true;
  analytics: boolean;
  ads: boolean;
  personalization: boolean;
  /** ISO time of the choice. */
  dateSaved: string;
}

export type ConsentChoice = Pick<CookieConsent, 'analytics' | 'ads' | 'personalization'>;

export const CONSENT_KEY = 'cookieConsent';
export const NECESSARY_ONLY: ConsentChoice = { analytics: false, ads: false, personalization: false };
export const ALL_ACCEPTED: ConsentChoice = { analytics: true, ads: true, personalization: true };

function isConsent(value: unknown): value is CookieConsent {
  const v = value as Partial<CookieConsent> | null;
  return (
    typeof v === 'object' && v !== null &&
    typeof v.analytics === 'boolean' && typeof v.ads === 'boolean' && typeof v.personalization === 'boolean'
  );
}

/** The consent kept in local storage, or null when none is stored (or it is unreadable). */
export function readStoredConsent(): CookieConsent | null {
  try {
    const raw = localStorage.getItem(CONSENT_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return isConsent(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** Forgets the stored choice (also part of logout). */
export function clearStoredConsent(): void {
  try {
    localStorage.removeItem(CONSENT_KEY);
  } catch {
    // storage unavailable: nothing is stored either
  }
}

export function buildConsent(choice: ConsentChoice, now = new Date()): CookieConsent {
  return { pakolliset: true, analytics: choice.analytics, ads: choice.ads, personalization: choice.personalization, dateSaved: now.toISOString() };
}

/**
 * Keeps the consent in local storage only when personalization is on (remembering the choice is
 * itself personalization); otherwise the stored consent is removed. This is the spec's rule.
 */
export function storeConsent(consent: CookieConsent): void {
  if (!consent.personalization) {
    clearStoredConsent();
    return;
  }
  try {
    localStorage.setItem(CONSENT_KEY, JSON.stringify(consent));
  } catch {
    // storage unavailable (private mode): the choice holds for this visit only
  }
}

/**
 * Sends the consent to the server when a member is signed in (an access token is in session
 * storage); the SDK renews an expired token and retries once on a 401. A failure is harmless:
 * the choice still holds in this browser, so it is swallowed rather than shown.
 */
export async function sendConsentToServer(consent: CookieConsent): Promise<boolean> {
  if (!getAccessToken()) return false;
  try {
    await pen.data.saveCookieConsent({ body: consent });
    return true;
  } catch {
    return false;
  }
}

const answered = storedFlag(() => sessionStorage, 'cookieConsentAsked');

/**
 * Whether the visitor already answered in this tab. A "necessary only" answer stores nothing
 * (spec), so without this the prompt would come back on every page load of the same visit.
 */
export function answeredThisVisit(): boolean {
  return answered.isSet();
}

/** Applies a choice: the spec's storage rule, the server copy for members, and "answered". */
export async function saveConsentChoice(choice: ConsentChoice, now = new Date()): Promise<CookieConsent> {
  const consent = buildConsent(choice, now);
  storeConsent(consent);
  // Where storage is refused the prompt may simply ask again.
  answered.set(true);
  await sendConsentToServer(consent);
  return consent;
}
