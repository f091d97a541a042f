import { configureSdk } from '@pen/sdk';

/** The web client talks to the API of the origin that served it. */
export function setupSdk(onUnauthenticated: () => void): void {
  configureSdk({ baseUrl: '', onUnauthenticated });
}
