import { BadRequestException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { EmailTokenKind } from './email-token.entity';
import { consumeEmailToken, emailTokenState, insertEmailToken, voidEmailTokens } from './email-tokens.repository';
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
    await insertEmailToken(manager, userId, kind, sha256(token), email, ttl);
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
    const row = await consumeEmailToken(manager, hash, accepted);
    if (row) return { userId: row.user_id, email: row.email, kind: row.kind };
    const found = await emailTokenState(manager, hash, accepted);
    throw new BadRequestException(found?.expired && !found.used ? messages.expired : messages.invalid);
  }

  /** Voids a member's unused tokens of a kind (after a reset, older reset links stop working). */
  async voidAll(userId: number, kind: EmailTokenKind, manager: EntityManager = this.db.manager): Promise<void> {
    await voidEmailTokens(manager, userId, kind);
  }
}
