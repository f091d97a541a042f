import { configureSdk } from '@pen/sdk';
import { memberTokenStore } from './session';

/** The web client talks to the API of the origin that served it. */
export function setupSdk(onUnauthenticated: () => void): void {
  configureSdk({ baseUrl: '', tokenStore: memberTokenStore(), onUnauthenticated });
}
