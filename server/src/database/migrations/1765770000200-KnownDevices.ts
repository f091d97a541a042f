import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The devices each member has signed in from (issue 43), so a sign-in from a new one can be
 * mailed. Kept apart from device_sessions, which sign-out deletes: signing out and in again on
 * one's own browser is not news. Today's sessions are known devices from the start, so nobody
 * gets a mail for a device they already use.
 */
export class KnownDevices1765770000200 implements MigrationInterface {
  name = 'KnownDevices1765770000200';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE known_devices (
        user_id int NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
        device_id varchar(100) NOT NULL,
        first_seen_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, device_id)
      )`);
    await q.query(`INSERT INTO known_devices (user_id, device_id) SELECT user_id, device_id FROM device_sessions ON CONFLICT DO NOTHING`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS known_devices`);
  }
}
