import { DataSource, EntityManager } from 'typeorm';
import { AppScope } from '../common/app-access';
import { queryPrepared } from '../database/prepared';
import {
  API_KEY_CHECK_SQL, API_KEY_STANDS_SQL, CREATE_API_KEY_SQL, DELETE_API_KEY_SQL, DELETE_MEMBER_API_KEYS_SQL, LIST_API_KEYS_SQL, TOUCH_API_KEY_SQL,
} from './api-keys.queries';
import { ApiKeyScope } from './dto/api-keys.dto';

/** The api_keys table; each function on the caller's EntityManager (or, for the per-request checks, the DataSource's prepared statements). */

export interface ApiKeyRow {
  api_key_id: number;
  name: string;
  scopes: ApiKeyScope[];
  created_at: Date;
  last_used_at: Date | null;
}

/** A key as the per-request check reads it: undefined when unknown or its member is not active. */
export async function apiKeyCheck(
  db: DataSource,
  apiKeyId: number,
): Promise<{ user_id: number; scopes: AppScope[]; secret_hash: string; recently_used: boolean | null; verified: number; review_status: string } | undefined> {
  const rows = await queryPrepared<{ user_id: number; scopes: AppScope[]; secret_hash: string; recently_used: boolean | null; verified: number; review_status: string }>(
    db,
    API_KEY_CHECK_SQL,
    [apiKeyId],
  );
  return rows[0];
}

/** Whether key `apiKeyId` of member `userId` still exists and the member is active. */
export async function apiKeyStands(db: DataSource, apiKeyId: number, userId: number): Promise<boolean> {
  return (await queryPrepared(db, API_KEY_STANDS_SQL, [apiKeyId, userId])).length > 0;
}

export async function deleteMemberApiKeys(m: EntityManager, userId: number): Promise<void> {
  await m.query(DELETE_MEMBER_API_KEYS_SQL, [userId]);
}

/** Records a use, unless one was recorded within the minute. */
export async function touchApiKey(m: EntityManager, apiKeyId: number): Promise<void> {
  await m.query(TOUCH_API_KEY_SQL, [apiKeyId]);
}

/** Inserts the key unless the member already holds `max`; undefined then. */
export async function insertApiKey(
  m: EntityManager,
  key: { userId: number; name: string; scopes: ApiKeyScope[]; secretHash: string },
  max: number,
): Promise<ApiKeyRow | undefined> {
  const rows: ApiKeyRow[] = await m.query(CREATE_API_KEY_SQL, [key.userId, key.name, key.scopes, key.secretHash, max]);
  return rows[0];
}

/** The member's keys, newest first. */
export function memberApiKeys(m: EntityManager, userId: number): Promise<ApiKeyRow[]> {
  return m.query(LIST_API_KEYS_SQL, [userId]);
}

/** Deletes the member's key; false when they hold no such key. */
export async function deleteApiKey(m: EntityManager, apiKeyId: number, userId: number): Promise<boolean> {
  // TypeORM answers a DELETE with [rows, affected count].
  const [, removed]: [unknown[], number] = await m.query(DELETE_API_KEY_SQL, [apiKeyId, userId]);
  return removed > 0;
}
