import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Webhooks (issue 45): a member's receivers of signed event messages (Standard Webhooks), and the
 * log of what was sent to each. The signing secret must be readable to sign, so it is kept
 * encrypted (AES-256-GCM under a key derived from MFA_ENCRYPTION_KEY), never in plain text.
 * A member's webhooks go with their account row, a webhook's deliveries with the webhook.
 */
export class Webhooks1765800000200 implements MigrationInterface {
  name = 'Webhooks1765800000200';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE webhooks (
        webhook_id serial PRIMARY KEY,
        user_id int NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
        url varchar(2000) NOT NULL,
        events text[] NOT NULL CHECK (cardinality(events) > 0),
        description varchar(200) NOT NULL DEFAULT '',
        secret_sealed text NOT NULL,
        enabled boolean NOT NULL DEFAULT true,
        disabled_reason varchar(200),
        failed_deliveries int NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX webhooks_user ON webhooks (user_id, webhook_id)`);
    // Every batch of posts, comments and prayers asks which of its events a webhook that is on subscribes to (SUBSCRIBED_EVENT_TYPES_SQL).
    await q.query(`CREATE INDEX webhooks_events ON webhooks USING gin (events) WHERE enabled`);
    await q.query(`
      CREATE TABLE webhook_deliveries (
        delivery_id bigserial PRIMARY KEY,
        webhook_id int NOT NULL REFERENCES webhooks (webhook_id) ON DELETE CASCADE,
        message_id varchar(100) NOT NULL,
        event varchar(50) NOT NULL,
        payload jsonb,
        status varchar(20) NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'failed', 'skipped')),
        attempts int NOT NULL DEFAULT 0,
        response_status int,
        error varchar(300),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (webhook_id, message_id)
      )`);
    await q.query(`CREATE INDEX webhook_deliveries_log ON webhook_deliveries (webhook_id, delivery_id DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS webhook_deliveries`);
    await q.query(`DROP TABLE IF EXISTS webhooks`);
  }
}
