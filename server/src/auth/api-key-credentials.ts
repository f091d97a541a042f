import { timingSafeEqual } from 'node:crypto';
import { Injectable, Logger, OnModuleInit, UnauthorizedException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AppAccess, AppCredentials, AppScope } from '../common/app-access';
import { queryPrepared } from '../database/prepared';
import { activeMemberJoin } from '../users/users.queries';
import type { AuthUser } from './auth-user';
import { parseApiKey } from './api-key-secret';
import { sha256 } from './tokens';
import { msg } from '../i18n';

/** The key $1 with its member, only while the member's account is active. */
export const API_KEY_CHECK_SQL = `SELECT k.user_id, k.scopes, k.secret_hash, k.last_used_at > now() - interval '1 minute' AS recently_used,
       u.verified, u.review_status
  FROM api_keys k ${activeMemberJoin('u', 'k.user_id')}
 WHERE k.api_key_id = $1`;

/** Key $1 of member $2 still exists and the member is active (an open notification stream's check). */
const API_KEY_STANDS_SQL = `SELECT 1 FROM api_keys k ${activeMemberJoin('u', 'k.user_id')} WHERE k.api_key_id = $1 AND k.user_id = $2`;

/**
 * Turns an `X-Api-Key` (or `Authorization: Bearer pen_…`) into the member it acts for. Nothing
 * is remembered between requests: a revoked key, or the key of a member just suspended or
 * deleted, stops at the very next request. `last_used_at` is written at most once a minute.
 */
@Injectable()
export class ApiKeyCredentials implements OnModuleInit {
  private readonly log = new Logger(ApiKeyCredentials.name);

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly registry: AppCredentials,
  ) {}

  onModuleInit(): void {
    this.registry.registerAccessCheck('api_key', (userId, access) => this.stands(userId, access));
    // Suspension and deletion: the member's keys are gone for good (a lifted suspension does not bring them back).
    this.registry.registerRevoker('api_key', async (userId, m) => {
      await m.query(`DELETE FROM api_keys WHERE user_id = $1`, [userId]);
      return undefined;
    });
  }

  private async stands(userId: number, access: AppAccess): Promise<boolean> {
    const id = Number(access.id);
    if (!Number.isSafeInteger(id)) return false;
    return (await queryPrepared(this.db, API_KEY_STANDS_SQL, [id, userId])).length > 0;
  }

  async userOf(key: string): Promise<AuthUser> {
    const parsed = parseApiKey(key);
    if (!parsed) throw new UnauthorizedException(msg('Unauthorized'));
    const rows = await queryPrepared<{ user_id: number; scopes: AppScope[]; secret_hash: string; recently_used: boolean | null; verified: number; review_status: string }>(
      this.db,
      API_KEY_CHECK_SQL,
      [parsed.id],
    );
    const row = rows[0];
    if (!row || !timingSafeEqual(Buffer.from(row.secret_hash), Buffer.from(sha256(parsed.secret)))) throw new UnauthorizedException(msg('Unauthorized'));
    if (!row.recently_used) this.touch(parsed.id);
    const id = String(parsed.id);
    return {
      userId: row.user_id,
      // No device session: 0 is never a session id (serial starts at 1), so anything bound to a session refuses it.
      sessionId: 0,
      verified: row.verified === 1,
      pendingReview: row.review_status === 'pending',
      app: { kind: 'api_key', id, clientId: id, scopes: row.scopes },
    };
  }

  /** Records the use without holding up the request; a lost write only makes "last used" a minute older. */
  private touch(id: number): void {
    this.db
      .query(`UPDATE api_keys SET last_used_at = now() WHERE api_key_id = $1 AND (last_used_at IS NULL OR last_used_at < now() - interval '1 minute')`, [id])
      .catch((err: unknown) => this.log.warn({ msg: 'could not record an API key use', err: String(err) }));
  }
}
