import { BadRequestException, Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import Redis from 'ioredis';
import { DataSource, EntityManager } from 'typeorm';
import { REDIS } from '../../redis/redis.module';
import { redisKeys } from '../../redis/keys';
import { UsersService } from '../../users';
import { AccountMailService } from '../account-mail.service';
import { EmailTokensService } from '../email-tokens.service';
import { ClientInfo } from '../request-info';
import { SessionCacheService } from '../session-cache.service';
import { randomSecret, sha256 } from '../tokens';
import { deleteMemberSession } from '../device-sessions.repository';
import { forgetDevice, rememberDevice } from './known-devices.repository';
import { userAgentName } from './user-agent-name';
import { msg } from '../../i18n';

const LINK_TTL_SECONDS = 7 * 24 * 3600;
export const SECURE_LINK_INVALID = msg('This link is invalid or was already used.').message;

/**
 * Sign-ins from devices a member has not used before (issue 43): a mail naming the device, with
 * a link that ends that session and leads to a new password. The link's token lives in Redis as
 * its SHA-256, once, for 7 days.
 */
@Injectable()
export class NewDeviceService {
  private readonly log = new Logger('NewDevice');

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(REDIS) private readonly redis: Redis,
    private readonly users: UsersService,
    private readonly mail: AccountMailService,
    private readonly tokens: EmailTokensService,
    private readonly sessionCache: SessionCacheService,
  ) {}

  /** Records the device as the member's; true when it was not known yet. */
  async remember(userId: number, deviceId: string, manager: EntityManager = this.db.manager): Promise<boolean> {
    return rememberDevice(manager, userId, deviceId);
  }

  /**
   * After a sign-in: mails the member when the device is new to them. The sign-in never fails for
   * it: when the link cannot be stored (Redis away), the device is forgotten again, so the next
   * sign-in from it after the outage sends the mail.
   */
  async signedIn(userId: number, deviceId: string, sessionId: number, client: ClientInfo): Promise<void> {
    if (!(await this.remember(userId, deviceId))) return;
    const user = await this.users.findById(userId);
    if (!user) return;
    const token = randomSecret();
    try {
      await this.redis.set(redisKeys.newSignIn(sha256(token)), JSON.stringify({ userId, sessionId }), 'EX', LINK_TTL_SECONDS);
    } catch (err) {
      this.log.warn(`new sign-in mail postponed to the next sign-in from that device: ${(err as Error).message}`);
      await forgetDevice(this.db.manager, userId, deviceId);
      return;
    }
    await this.mail.newSignIn(user.language, user.email, user.user_name, userAgentName(client.userAgent), client.ip, token);
  }

  /** The mail's link: ends that session and answers a password-reset token for the reset page. */
  async secureAccount(token: string): Promise<{ message: string; reset_token: string }> {
    const stored = await this.redis.getdel(redisKeys.newSignIn(sha256(token)));
    if (!stored) throw new BadRequestException(SECURE_LINK_INVALID);
    const { userId, sessionId } = JSON.parse(stored) as { userId: number; sessionId: number };
    const user = await this.users.findById(userId);
    if (!user || user.status !== 'active') throw new BadRequestException(SECURE_LINK_INVALID);
    await deleteMemberSession(this.db.manager, sessionId, userId);
    this.sessionCache.forgetSession(sessionId);
    return { message: msg('That device is signed out. Choose a new password now.').message, reset_token: await this.tokens.issue(userId, user.email, 'reset') };
  }
}
