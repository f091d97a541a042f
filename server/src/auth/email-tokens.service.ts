import { BadRequestException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { EmailTokenKind } from './email-token.entity';
import { randomSecret, sha256 } from './tokens';

export const VERIFY_TOKEN_TTL_SECONDS = 24 * 3600;
export const RESET_TOKEN_TTL_SECONDS = 3600;

/** What a failed token means for the member, worded per kind. */
export interface TokenMessages {
  invalid: string;
  expired: string;
}

/** Single-use, expiring tokens for e-mail links, stored only as SHA-256 hashes. */
@Injectable()
export class EmailTokensService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async issue(userId: number, email: string, kind: EmailTokenKind, manager: EntityManager = this.db.manager): Promise<string> {
    const token = randomSecret();
    const ttl = kind === 'reset' ? RESET_TOKEN_TTL_SECONDS : VERIFY_TOKEN_TTL_SECONDS;
    await manager.query(
      `INSERT INTO email_tokens (user_id, kind, token_hash, email, expires_at) VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5))`,
      [userId, kind, sha256(token), email, ttl],
    );
    return token;
  }

  /** Marks the token used (atomically, so it works once) and returns whom it belongs to and its kind (one of `kinds`). */
  async consume(
    token: string,
    kinds: EmailTokenKind | EmailTokenKind[],
    messages: TokenMessages,
    manager: EntityManager = this.db.manager,
  ): Promise<{ userId: number; email: string; kind: EmailTokenKind }> {
    const hash = sha256(token);
    const accepted = Array.isArray(kinds) ? kinds : [kinds];
    const raw: unknown = await manager.query(
      `UPDATE email_tokens SET used_at = now()
        WHERE token_hash = $1 AND kind = ANY($2) AND used_at IS NULL AND expires_at > now()
        RETURNING user_id, email, kind`,
      [hash, accepted],
    );
    const rows = (Array.isArray(raw) && Array.isArray(raw[0]) ? raw[0] : raw) as Array<{ user_id: number; email: string; kind: EmailTokenKind }>;
    if (rows.length > 0) return { userId: rows[0].user_id, email: rows[0].email, kind: rows[0].kind };
    const found: Array<{ expired: boolean; used: boolean }> = await manager.query(
      `SELECT expires_at <= now() AS expired, used_at IS NOT NULL AS used FROM email_tokens WHERE token_hash = $1 AND kind = ANY($2)`,
      [hash, accepted],
    );
    throw new BadRequestException(found.length && found[0].expired && !found[0].used ? messages.expired : messages.invalid);
  }

  /** Voids a member's unused tokens of a kind (after a reset, older reset links stop working). */
  async voidAll(userId: number, kind: EmailTokenKind, manager: EntityManager = this.db.manager): Promise<void> {
    await manager.query(`UPDATE email_tokens SET used_at = now() WHERE user_id = $1 AND kind = $2 AND used_at IS NULL`, [userId, kind]);
  }
}
