import { EntityManager } from 'typeorm';

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
  return m.query(
    `SELECT pakolliset AS necessary, analytics, ads, personalization, date_saved, updated_at FROM cookie_consents WHERE user_id = $1`,
    [userId],
  );
}
