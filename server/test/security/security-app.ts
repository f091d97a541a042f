import { RATE_LIMIT_NAMES } from '../../src/common/rate-limit/rate-limit-table';

/**
 * Settings of the app the security tests run against: the API role only (no job workers to
 * share the two cores with), and every rate limit far above what the tests send, so each
 * request is judged on its input, not on how many came before it from the same address.
 */
export function securityAppEnv(): Record<string, string> {
  return {
    APP_ROLE: 'api',
    RATE_LIMITS: RATE_LIMIT_NAMES.map((name) => `${name}=100000000/1s`).join(','),
  };
}
