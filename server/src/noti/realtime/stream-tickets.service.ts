import { randomBytes } from 'node:crypto';
import { Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import Redis from 'ioredis';
import type { AppAccess } from '../../common/app-access';
import { redisKeys } from '../../redis/keys';
import { REDIS } from '../../redis/redis.module';
import { msg } from '../../i18n';

export const STREAM_TICKET_TTL_SECONDS = 30;
export const INVALID_TICKET_MESSAGE = msg('Stream ticket is invalid or expired').message;

export interface StreamOwner {
  userId: number;
  /** The device session of Pen's own client; 0 for an app (API key or OAuth grant). */
  sessionId: number;
  /** The app whose key or grant opened the stream; its standing is checked instead of a session's. */
  app?: AppAccess;
}

/**
 * EventSource cannot send an Authorization header, and a long-lived token in a URL ends up in
 * logs and history. So the client trades its bearer token for a random ticket that is valid
 * once, for 30 seconds, and opens the stream with it.
 */
@Injectable()
export class StreamTicketsService {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  /** A ticket for this member's device session (or app): the stream it opens ends with that session (or the app's access). */
  async issue(owner: StreamOwner): Promise<string> {
    const ticket = randomBytes(24).toString('base64url');
    const value = owner.app ? JSON.stringify({ userId: owner.userId, app: owner.app }) : `${owner.userId}:${owner.sessionId}`;
    await this.redis.set(redisKeys.streamTicket(ticket), value, 'EX', STREAM_TICKET_TTL_SECONDS);
    return ticket;
  }

  /** The member and session the ticket was issued to; the ticket is consumed. */
  async redeem(ticket: string): Promise<StreamOwner> {
    const value = await this.redis.getdel(redisKeys.streamTicket(ticket));
    if (value?.startsWith('{')) {
      const { userId, app } = JSON.parse(value) as { userId: number; app: AppAccess };
      return { userId, sessionId: 0, app };
    }
    // A ticket without a session (issued by an earlier version) is refused like an expired one.
    const match = /^(\d+):(\d+)$/.exec(value ?? '');
    if (!match) throw new UnauthorizedException(INVALID_TICKET_MESSAGE);
    return { userId: Number(match[1]), sessionId: Number(match[2]) };
  }
}
