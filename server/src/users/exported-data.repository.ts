import { EntityManager } from 'typeorm';
import { EXPORTED_PROFILE_SQL } from './export.queries';

/** The member's own account record for their data export (never the password hash). */
export interface ExportedProfile {
  user_id: number;
  email: string;
  user_name: string;
  user_code: string | null;
  bio: string;
  profile_picture: string;
  mode: string;
  role: string;
  status: string;
  verified: boolean;
  receive_email_notifications: boolean;
  language: string;
  /** When the member accepted the community rules (with the terms, at registration or later). */
  rules_accepted_at: Date | null;
  created_at: Date;
  updated_at: Date;
  last_login: Date | null;
}

/** Member `userId`'s account record as the data export shows it; undefined when the row is gone. */
export async function exportedProfile(m: EntityManager, userId: number): Promise<ExportedProfile | undefined> {
  const [row]: ExportedProfile[] = await m.query(
    EXPORTED_PROFILE_SQL,
    [userId],
  );
  return row;
}
