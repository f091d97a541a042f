import { Injectable } from '@nestjs/common';
import { clientNetwork } from '../common/rate-limit/client-network';
import { RateLimitHit, RateLimitService } from '../common/rate-limit/rate-limit.service';

/**
 * Server-side login limits (limits `login-email` and `login-ip`: by default 10 failed attempts
 * per address and 50 per network address within 15 minutes). Every attempt is counted before the
 * password is checked, so parallel guesses cannot all pass a check made before any of them was
 * counted; a success then gives its count back (and clears the address's). Attempts are counted
 * for unknown addresses too, so the limit reveals nothing about which addresses exist. Only a
 * wrong password stays counted: an attempt the server could not check (PostgreSQL or Redis away)
 * is given back, or an outage would lock out every member who kept trying (issue 39).
 */
@Injectable()
export class LoginLimiterService {
  constructor(private readonly limits: RateLimitService) {}

  /** Counts the attempt as a failure; 429 when the address or the network has none left. */
  async countAttempt(email: string, ip: string): Promise<void> {
    await this.limits.consume(hits(email, ip));
  }

  /** Gives the attempt back: it was not a wrong password (the check failed, or the password was right). */
  async giveBack(email: string, ip: string): Promise<void> {
    await Promise.all(hits(email, ip).map((hit) => this.limits.refund(hit)));
  }

  async recordSuccess(email: string, ip: string): Promise<void> {
    const [byEmail, byIp] = hits(email, ip);
    await Promise.all([this.limits.clear(byEmail), this.limits.refund(byIp)]);
  }
}

function hits(email: string, ip: string): [RateLimitHit, RateLimitHit] {
  return [
    { limit: 'login-email', who: email.toLowerCase() },
    { limit: 'login-ip', who: clientNetwork(ip) },
  ];
}
