import { EntityManager } from 'typeorm';

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
  created_at: Date;
  updated_at: Date;
  last_login: Date | null;
}

/** Member `userId`'s account record as the data export shows it; undefined when the row is gone. */
export async function exportedProfile(m: EntityManager, userId: number): Promise<ExportedProfile | undefined> {
  const [row]: ExportedProfile[] = await m.query(
    `SELECT user_id, email, user_name, user_code, bio, profile_picture, mode, role, status, verified = 1 AS verified,
            receive_email_notifications, created_at, updated_at, last_login
       FROM users WHERE user_id = $1`,
    [userId],
  );
  return row;
}
