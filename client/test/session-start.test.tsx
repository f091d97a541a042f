import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppStart } from '../src/app/AppStart';
import { sessionStartBlocks, startSession } from '../src/app/session-start';
import { setupSdk } from '../src/lib/sdk';
import { forgetMemberSession, mayHaveSession } from '../src/lib/session';
import { signOut, signOutEndedSession } from '../src/lib/sign-out';
import { startApiServer, tokenExpiringIn } from './support/api-server';
import { getAccessToken, setAccessToken } from '../src/lib/session';

type Api = Awaited<ReturnType<typeof startApiServer>>;

const MARKER = 'pen.signedIn';

describe('app start: the session is refreshed only when one may exist', () => {
  let api: Api;
  let refreshStatus: number;
  const paths = () => api.requests.map((r) => r.path);

  beforeEach(async () => {
    forgetMemberSession();
    setupSdk(signOutEndedSession);
    refreshStatus = 200;
    api = await startApiServer({
      'POST /api/auth/refresh-token': () =>
        refreshStatus === 200
          ? { status: 200, body: { accessToken: tokenExpiringIn(900) } }
          : { status: 401, body: { statusCode: 401, message: 'Unauthorized', error: 'Unauthorized' } },
      'GET /api/auth/check-session': () => ({ status: 200, body: { ok: true } }),
      'POST /api/auth/remove-cookie': () => ({ status: 200, body: { message: 'Cookie removed' } }),
    });
  });
  afterEach(() => api.close());

  it("does not ask the server on a visitor's first load, and shows the page at once", async () => {
    expect(sessionStartBlocks()).toBe(false);
    render(
      <AppStart start={startSession} blocks={sessionStartBlocks()}>
        <p>the login page</p>
      </AppStart>,
    );
    // No spinner first: the page is there in the very first render.
    expect(screen.getByText('the login page')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(paths()).toEqual([]);
    expect(getAccessToken()).toBeNull();
  });

  it('signs a returning member in again through the cookie (the tab was closed, the note stayed)', async () => {
    localStorage.setItem(MARKER, '1');
    expect(sessionStartBlocks()).toBe(true);
    await startSession();
    expect(paths()[0]).toBe('/api/auth/refresh-token');
    // The device check follows without holding the first page back.
    await waitFor(() => expect(paths()).toEqual(['/api/auth/refresh-token', '/api/auth/check-session']));
    expect(getAccessToken()).toBeTruthy();
    expect(localStorage.getItem(MARKER)).toBe('1');
  });

  it('refreshes when this tab holds a token even without the note', async () => {
    sessionStorage.setItem('accessToken', tokenExpiringIn(900));
    await startSession();
    expect(paths()[0]).toBe('/api/auth/refresh-token');
  });

  it('forgets the note when the server refuses the refresh, so the next start asks nothing', async () => {
    localStorage.setItem(MARKER, '1');
    refreshStatus = 401;
    await startSession();
    expect(getAccessToken()).toBeNull();
    expect(localStorage.getItem(MARKER)).toBeNull();
    expect(mayHaveSession()).toBe(false);
    await startSession();
    expect(paths()).toEqual(['/api/auth/refresh-token']);
  });

  it('notes a session whenever a token is obtained (sign-in, registration) and removes the note on sign-out', async () => {
    setAccessToken(tokenExpiringIn(900));
    expect(localStorage.getItem(MARKER)).toBe('1');
    await signOut({ redirect: false });
    expect(localStorage.getItem(MARKER)).toBeNull();
    expect(mayHaveSession()).toBe(false);
  });
});
