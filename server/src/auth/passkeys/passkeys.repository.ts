import { EntityManager } from 'typeorm';
import {
  COUNT_PASSKEYS_SQL, DELETE_PASSKEY_SQL, EXPORTED_PASSKEYS_SQL, HAS_PASSKEY_SQL, INSERT_PASSKEY_SQL, LIST_PASSKEYS_SQL, LOCK_MEMBER_PASSKEYS_SQL, MEMBER_CREDENTIALS_SQL,
  PASSKEY_BY_CREDENTIAL_SQL, RECORD_PASSKEY_USE_SQL,
} from './passkeys.queries';

/** The passkeys table; each function on the caller's EntityManager (its transaction). */

export interface PasskeyRow {
  passkey_id: number;
  name: string;
  created_at: Date;
  last_used_at: Date | null;
}

/** The member's credentials, for the browser to refuse registering one twice. */
export function memberCredentials(m: EntityManager, userId: number): Promise<Array<{ credential_id: string; transports: string[] }>> {
  return m.query(MEMBER_CREDENTIALS_SQL, [userId]);
}

/** Holds the member's registrations back until this transaction ends, so two at once cannot both pass the count. */
export async function lockMemberPasskeys(m: EntityManager, userId: number): Promise<void> {
  await m.query(LOCK_MEMBER_PASSKEYS_SQL, [userId]);
}

export async function countPasskeys(m: EntityManager, userId: number): Promise<number> {
  const [{ n }]: Array<{ n: number }> = await m.query(COUNT_PASSKEYS_SQL, [userId]);
  return n;
}

/** Stores a verified credential; undefined when that credential is registered already. */
export async function insertPasskey(
  m: EntityManager,
  userId: number,
  credential: { id: string; publicKey: Buffer; counter: number; transports: string[] },
  name: string,
): Promise<PasskeyRow | undefined> {
  const rows: PasskeyRow[] = await m.query(INSERT_PASSKEY_SQL, [userId, credential.id, credential.publicKey, credential.counter, credential.transports, name]);
  return rows[0];
}

export function memberPasskeys(m: EntityManager, userId: number): Promise<PasskeyRow[]> {
  return m.query(LIST_PASSKEYS_SQL, [userId]);
}

/** Deletes the member's passkey; false when they have no such passkey. */
export async function deletePasskey(m: EntityManager, userId: number, passkeyId: number): Promise<boolean> {
  const removed: [unknown[], number] = await m.query(DELETE_PASSKEY_SQL, [userId, passkeyId]);
  return removed[1] > 0;
}

export async function hasPasskey(m: EntityManager, userId: number): Promise<boolean> {
  const rows: unknown[] = await m.query(HAS_PASSKEY_SQL, [userId]);
  return rows.length > 0;
}

/** The stored passkey of a credential id, whoever's it is. */
export async function passkeyByCredential(
  m: EntityManager,
  credentialId: string,
): Promise<{ passkey_id: number; user_id: number; public_key: Buffer; counter: string; transports: string[] } | undefined> {
  const rows: Array<{ passkey_id: number; user_id: number; public_key: Buffer; counter: string; transports: string[] }> = await m.query(PASSKEY_BY_CREDENTIAL_SQL, [
    credentialId,
  ]);
  return rows[0];
}

export async function recordPasskeyUse(m: EntityManager, passkeyId: number, counter: number): Promise<void> {
  await m.query(RECORD_PASSKEY_USE_SQL, [passkeyId, counter]);
}

/** For the member's data export: each passkey's name and dates, never its key or credential id. */
export function exportedPasskeys(m: EntityManager, userId: number): Promise<Array<{ name: string; created_at: Date; last_used_at: Date | null }>> {
  return m.query(EXPORTED_PASSKEYS_SQL, [userId]);
}
