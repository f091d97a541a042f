import type { FastifyReply, FastifyRequest } from 'fastify';

/** Where a request stands against one limit it counted against. */
export interface LimitState {
  /** The limit's name: a route limit of rate-limit-table.ts, or `api-key` / `oauth-app` for an app's budget. */
  policy: string;
  /** Requests the window allows. */
  quota: number;
  windowSeconds: number;
  remaining: number;
  /** Seconds until the window starts afresh. */
  resetSeconds: number;
}

const STATES = Symbol('rateLimitStates');
type CountedRequest = FastifyRequest & { [STATES]?: LimitState[] };

/** The limit closest to refusing: the fewest requests left, and of those the one that waits longest. */
function tightest(states: readonly LimitState[]): LimitState | undefined {
  let best: LimitState | undefined;
  for (const s of states) {
    if (!best || s.remaining < best.remaining || (s.remaining === best.remaining && s.resetSeconds > best.resetSeconds)) best = s;
  }
  return best;
}

/**
 * Adds what a request counted against and says, in the headers of its answer (a 429 too), where
 * it stands against the tightest limit it met so far: `RateLimit-Policy` and `RateLimit` of the
 * IETF httpapi draft (structured fields: `"posts";q=30;w=3600` and `"posts";r=0;t=2893`), and the
 * older `RateLimit-Limit`/`-Remaining`/`-Reset` triple, kept for the clients that read it, about
 * the same limit. An app's budget and a route's limit therefore never contradict each other.
 */
export function recordLimits(request: FastifyRequest, reply: FastifyReply, states: readonly LimitState[]): void {
  const counted = request as CountedRequest;
  const all = (counted[STATES] ??= []);
  all.push(...states);
  const shown = tightest(all);
  if (!shown) return;
  const name = JSON.stringify(shown.policy);
  void reply
    .header('ratelimit-policy', `${name};q=${shown.quota};w=${shown.windowSeconds}`)
    .header('ratelimit', `${name};r=${shown.remaining};t=${shown.resetSeconds}`)
    .header('ratelimit-limit', shown.quota)
    .header('ratelimit-remaining', shown.remaining)
    .header('ratelimit-reset', shown.resetSeconds);
}
