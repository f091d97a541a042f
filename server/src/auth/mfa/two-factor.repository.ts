import { EntityManager } from 'typeorm';
import {
  ACCEPT_TOTP_STEP_SQL, DELETE_RECOVERY_CODES_SQL, DISABLE_TOTP_SQL, ENABLE_TOTP_SQL, ENABLED_TOTP_SECRET_SQL, HAS_TWO_FACTOR_SQL, INSERT_RECOVERY_CODES_SQL, LOCK_ENABLED_TOTP_SQL,
  LOCK_TOTP_SQL, SETUP_TOTP_SQL, TWO_FACTOR_SINCE_SQL, TWO_FACTOR_STATUS_SQL, USE_RECOVERY_CODE_SQL,
} from './two-factor.queries';

/** The member's second factors (member_totp, recovery_codes); each function on the caller's EntityManager. */

/** Whether the authenticator is on, and how many recovery codes are left unused. */
export async function twoFactorStatus(m: EntityManager, userId: number): Promise<{ totp: boolean; left: number }> {
  const rows: Array<{ totp: boolean; left: number }> = await m.query(TWO_FACTOR_STATUS_SQL, [userId]);
  return rows[0];
}

/** Stores a new sealed secret waiting for its first code; false when an authenticator is already on. */
export async function setUpTotp(m: EntityManager, userId: number, sealedSecret: string): Promise<boolean> {
  const written: unknown[] = await m.query(SETUP_TOTP_SQL, [userId, sealedSecret]);
  return written.length > 0;
}

/** The member's authenticator row, locked until the transaction ends. */
export async function lockTotp(m: EntityManager, userId: number): Promise<{ secret_encrypted: string; enabled_at: Date | null } | undefined> {
  const rows: Array<{ secret_encrypted: string; enabled_at: Date | null }> = await m.query(LOCK_TOTP_SQL, [userId]);
  return rows[0];
}

export async function enableTotp(m: EntityManager, userId: number, step: number): Promise<void> {
  await m.query(ENABLE_TOTP_SQL, [userId, step]);
}

/** Removes the active authenticator; false when none was on. */
export async function disableTotp(m: EntityManager, userId: number): Promise<boolean> {
  const removed: [unknown[], number] = await m.query(DISABLE_TOTP_SQL, [userId]);
  return removed[1] > 0;
}

/** Whether the authenticator is on, its row locked until the transaction ends. */
export async function lockEnabledTotp(m: EntityManager, userId: number): Promise<boolean> {
  const on: unknown[] = await m.query(LOCK_ENABLED_TOTP_SQL, [userId]);
  return on.length > 0;
}

/** The sealed secret of the active authenticator; undefined when none is on. */
export async function enabledTotpSecret(m: EntityManager, userId: number): Promise<string | undefined> {
  const rows: Array<{ secret_encrypted: string }> = await m.query(ENABLED_TOTP_SECRET_SQL, [userId]);
  return rows[0]?.secret_encrypted;
}

/** Records `step` as the last one accepted; false when it is not newer than that (a code used twice). */
export async function acceptTotpStep(m: EntityManager, userId: number, step: number): Promise<boolean> {
  const updated: [unknown[], number] = await m.query(ACCEPT_TOTP_STEP_SQL, [userId, step]);
  return updated[1] === 1;
}

/** Uses up the unused recovery code with this hash; false when there is none. */
export async function useRecoveryCode(m: EntityManager, userId: number, codeHash: string): Promise<boolean> {
  const used: [unknown[], number] = await m.query(USE_RECOVERY_CODE_SQL, [userId, codeHash]);
  return used[1] === 1;
}

export async function deleteRecoveryCodes(m: EntityManager, userId: number): Promise<void> {
  await m.query(DELETE_RECOVERY_CODES_SQL, [userId]);
}

export async function insertRecoveryCodes(m: EntityManager, userId: number, codeHashes: string[]): Promise<void> {
  await m.query(INSERT_RECOVERY_CODES_SQL, [userId, codeHashes]);
}

/** Whether the member has an authenticator turned on; for the operators' guard (mod/) and the data export. */
export async function hasTwoFactor(m: EntityManager, userId: number): Promise<boolean> {
  const rows: unknown[] = await m.query(HAS_TWO_FACTOR_SQL, [userId]);
  return rows.length > 0;
}

/** For the member's data export: whether 2FA is on and since when, never the secret or the codes. */
export async function exportedTwoFactor(m: EntityManager, userId: number): Promise<{ enabled: boolean; enabled_at: Date | null }> {
  const rows: Array<{ enabled_at: Date }> = await m.query(TWO_FACTOR_SINCE_SQL, [userId]);
  return { enabled: rows.length > 0, enabled_at: rows[0]?.enabled_at ?? null };
}
