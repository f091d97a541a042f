/** The cookie_consents table's statements (cookie-consent.repository.ts). */

export const SAVE_CONSENT_SQL = `INSERT INTO cookie_consents (user_id, pakolliset, analytics, ads, personalization, date_saved, updated_at)
       VALUES ($1, true, $2, $3, $4, $5, now())
       ON CONFLICT (user_id) DO UPDATE SET analytics = EXCLUDED.analytics, ads = EXCLUDED.ads,
         personalization = EXCLUDED.personalization, date_saved = EXCLUDED.date_saved, updated_at = now()`;

export const EXPORTED_CONSENTS_SQL = `SELECT pakolliset AS necessary, analytics, ads, personalization, date_saved, updated_at FROM cookie_consents WHERE user_id = $1`;
