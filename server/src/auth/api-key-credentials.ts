import { timingSafeEqual } from 'node:crypto';
import { Injectable, Logger, OnModuleInit, UnauthorizedException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AppAccess, AppCredentials } from '../common/app-access';
import type { AuthUser } from './auth-user';
import { parseApiKey } from './api-key-secret';
import { apiKeyCheck, apiKeyStands, deleteMemberApiKeys, touchApiKey } from './api-keys.repository';
import { sha256 } from './tokens';
import { msg } from '../i18n';

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
      await deleteMemberApiKeys(m, userId);
      return undefined;
    });
  }

  private async stands(userId: number, access: AppAccess): Promise<boolean> {
    const id = Number(access.id);
    if (!Number.isSafeInteger(id)) return false;
    return apiKeyStands(this.db, id, userId);
  }

  async userOf(key: string): Promise<AuthUser> {
    const parsed = parseApiKey(key);
    if (!parsed) throw new UnauthorizedException(msg('Unauthorized'));
    const row = await apiKeyCheck(this.db, parsed.id);
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
    touchApiKey(this.db.manager, id)
      .catch((err: unknown) => this.log.warn({ msg: 'could not record an API key use', err: String(err) }));
  }
}
