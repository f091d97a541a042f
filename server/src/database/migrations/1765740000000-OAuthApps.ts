import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * OAuth apps (issue #30, oauth/): `oauth_apps` are the apps members register (public clients:
 * code + PKCE, no secret); `oauth_grants` mirrors each grant a member gave an app, so "Connected
 * apps" is one indexed read and disconnecting finds every grant to revoke. The grants' tokens
 * themselves live in Redis (the protocol library's records), keyed by grant.
 */
export class OAuthApps1765740000000 implements MigrationInterface {
  name = 'OAuthApps1765740000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE oauth_apps (
        client_id varchar(64) PRIMARY KEY,
        user_id int NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
        name varchar(100) NOT NULL,
        website varchar(500),
        redirect_uris text[] NOT NULL CHECK (cardinality(redirect_uris) BETWEEN 1 AND 10),
        -- The redirect URIs' origins, which may call the API from a browser (CORS).
        origins text[] NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX oauth_apps_user_idx ON oauth_apps (user_id, created_at)`);
    await q.query(`CREATE INDEX oauth_apps_origins_idx ON oauth_apps USING gin (origins)`);
    await q.query(`
      CREATE TABLE oauth_grants (
        grant_id varchar(64) PRIMARY KEY,
        user_id int NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
        client_id varchar(64) NOT NULL REFERENCES oauth_apps(client_id) ON DELETE CASCADE,
        scopes text[] NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX oauth_grants_user_idx ON oauth_grants (user_id, client_id)`);
    await q.query(`CREATE INDEX oauth_grants_client_idx ON oauth_grants (client_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE oauth_grants`);
    await q.query(`DROP TABLE oauth_apps`);
  }
}
