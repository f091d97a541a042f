/**
 * What the app does once before it shows any page (spec: "App start: the session is refreshed").
 * The accounts feature fills this in: refresh the session with the refresh cookie, and when that
 * succeeds on / or /login, load the member's data (the redirect to /dashboard follows from the
 * route guards once a token is in session storage). It must resolve (never reject) so the app
 * always starts; a failed refresh simply leaves the visitor signed out.
 */
export async function startSession(): Promise<void> {
  // Filled in by the accounts feature.
}
