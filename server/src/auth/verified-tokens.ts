import { AccessTokenPayload } from './auth-user';

/**
 * Access tokens whose signature this process has already checked, with their payloads, so a
 * member's next requests skip the HMAC and JSON decoding (a tenth of a cheap request's CPU).
 * A token is only found again by its exact text, and only until its `exp`.
 */
export class VerifiedTokens {
  private readonly tokens = new Map<string, AccessTokenPayload & { exp: number }>();

  constructor(
    private readonly maxEntries: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(token: string): AccessTokenPayload | undefined {
    const payload = this.tokens.get(token);
    if (!payload) return undefined;
    if (payload.exp * 1000 <= this.now()) {
      this.tokens.delete(token);
      return undefined;
    }
    return payload;
  }

  remember(token: string, payload: AccessTokenPayload): void {
    if (!Number.isFinite(payload.exp)) return;
    if (this.tokens.size >= this.maxEntries) this.tokens.delete(this.tokens.keys().next().value as string);
    this.tokens.set(token, { ...payload, exp: payload.exp! });
  }

  get size(): number {
    return this.tokens.size;
  }
}
