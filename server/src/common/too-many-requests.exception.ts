import { HttpException, HttpStatus } from '@nestjs/common';
import type { Message } from '../i18n';
import type { LimitState } from './rate-limit/rate-limit-headers';

/**
 * 429 with the seconds until the limit lets the caller through again; the exception filter sends
 * them as `Retry-After`, so clients and the SDK's callers can wait exactly that long.
 */
export class TooManyRequestsException extends HttpException {
  readonly retryAfterSeconds: number;

  /** `limitStates`: where the caller stands against each limit counted, the refusing one included (the RateLimit headers). */
  constructor(
    message: string | Message,
    retryAfterSeconds: number,
    readonly limitStates: readonly LimitState[] = [],
  ) {
    super(message, HttpStatus.TOO_MANY_REQUESTS);
    // Redis answers -1 or -2 for a key without expiry or already gone: retrying at once is right then.
    this.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterSeconds));
  }
}
