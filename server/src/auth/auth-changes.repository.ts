import { Client } from 'pg';
import { LISTEN_AUTH_CHANGES_SQL } from './auth-changes.queries';

/** Subscribes the session cache's own connection (not the pool's: a LISTEN lives as long as its connection) to the auth-change notifications. */
export async function listenToAuthChanges(client: Client): Promise<void> {
  await client.query(LISTEN_AUTH_CHANGES_SQL);
}
