import { EntityManager } from 'typeorm';
import { EXPORTED_CONSENTS_SQL, SAVE_CONSENT_SQL } from './cookie-consent.queries';

/** The member's cookie choice (one row per member; essential cookies are always on). */
export async function saveConsent(
  m: EntityManager,
  userId: number,
  consent: { analytics: boolean; ads: boolean; personalization: boolean; dateSaved: Date },
): Promise<void> {
  await m.query(SAVE_CONSENT_SQL, [userId, consent.analytics, consent.ads, consent.personalization, consent.dateSaved]);
}

/** The member's cookie consent, for their data export (export/). */
export interface ExportedConsent {
  necessary: boolean;
  analytics: boolean;
  ads: boolean;
  personalization: boolean;
  date_saved: Date | null;
  updated_at: Date;
}

export function exportedConsents(m: EntityManager, userId: number): Promise<ExportedConsent[]> {
  return m.query(EXPORTED_CONSENTS_SQL, [userId]);
}
