import { createPenClient, type PenClient } from '@pen/sdk';
import { activeLocale } from './i18n/activate';
import { memberTokenStore } from './session';
import { stepUpFetch } from './step-up';

let onUnauthenticated: () => void = () => undefined;

/**
 * Every request names the language the app is in, so the server answers a visitor's messages in
 * it (a member's own setting decides for the member's calls).
 */
function inAppLanguage(request: Request): Promise<Response> {
  request.headers.set('Accept-Language', activeLocale());
  return stepUpFetch(request);
}

function clientFor(baseUrl: string): PenClient {
  return createPenClient({ baseUrl, fetch: inAppLanguage as typeof fetch, auth: { tokenStore: memberTokenStore(), onUnauthenticated: () => onUnauthenticated() } });
}

/**
 * The web client's API client: the API of the origin that served the page, with the member's
 * session (access token in session storage, renewed through the refresh cookie). A live
 * binding, so pointing it elsewhere (useApiBase) reaches every importer.
 */
export let pen: PenClient = clientFor('');

/** What to do when the session has ended (no token can be had any more). */
export function setupSdk(signedOut: () => void): void {
  onUnauthenticated = signedOut;
}

/** Points the client at another API origin (component tests use a local stand-in server). */
export function useApiBase(baseUrl: string): void {
  pen = clientFor(baseUrl);
}
