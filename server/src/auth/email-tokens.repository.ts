import { EntityManager } from 'typeorm';
import { EmailTokenKind } from './email-token.entity';
import {
  CONSUME_EMAIL_TOKEN_SQL, DELETE_MEMBER_EMAIL_TOKENS_SQL, EMAIL_TOKEN_STATE_SQL, ISSUE_EMAIL_TOKEN_SQL, RESET_TOKEN_STATE_SQL, VOID_EMAIL_TOKENS_SQL,
} from './email-tokens.queries';

/** The email_tokens table; each function runs on the caller's EntityManager (its transaction). */

export async function insertEmailToken(m: EntityManager, userId: number, kind: EmailTokenKind, tokenHash: string, email: string, ttlSeconds: number): Promise<void> {
  await m.query(ISSUE_EMAIL_TOKEN_SQL, [userId, kind, tokenHash, email, ttlSeconds]);
}

/** Marks the usable token used, atomically (so it works once); answers its owner, address and kind, or undefined. */
export async function consumeEmailToken(
  m: EntityManager,
  tokenHash: string,
  kinds: EmailTokenKind[],
): Promise<{ user_id: number; email: string; kind: EmailTokenKind } | undefined> {
  const raw: unknown = await m.query(CONSUME_EMAIL_TOKEN_SQL, [tokenHash, kinds]);
  const rows = (Array.isArray(raw) && Array.isArray(raw[0]) ? raw[0] : raw) as Array<{ user_id: number; email: string; kind: EmailTokenKind }>;
  return rows[0];
}

/** Why a token could not be used: expired, used, or (undefined) unknown. */
export async function emailTokenState(m: EntityManager, tokenHash: string, kinds: EmailTokenKind[]): Promise<{ expired: boolean; used: boolean } | undefined> {
  const found: Array<{ expired: boolean; used: boolean }> = await m.query(EMAIL_TOKEN_STATE_SQL, [tokenHash, kinds]);
  return found[0];
}

export async function voidEmailTokens(m: EntityManager, userId: number, kind: EmailTokenKind): Promise<void> {
  await m.query(VOID_EMAIL_TOKENS_SQL, [userId, kind]);
}

/** A reset token's state without using it up; undefined when unknown. */
export async function resetTokenState(
  m: EntityManager,
  tokenHash: string,
): Promise<{ usable: boolean; expired: boolean; user_id: number; email: string } | undefined> {
  const rows: Array<{ usable: boolean; expired: boolean; user_id: number; email: string }> = await m.query(RESET_TOKEN_STATE_SQL, [tokenHash]);
  return rows[0];
}

export async function deleteMemberEmailTokens(m: EntityManager, userId: number): Promise<void> {
  await m.query(DELETE_MEMBER_EMAIL_TOKENS_SQL, [userId]);
}
