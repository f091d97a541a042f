import { getAccessToken } from '@pen/sdk';

/** True when an access token is in session storage (the spec's signed-in test for routing). */
export function hasToken(): boolean {
  return Boolean(getAccessToken());
}
