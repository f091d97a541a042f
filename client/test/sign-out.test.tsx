import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SignOutBinding } from '../src/app/SignOutBinding';
import { AlertProvider } from '../src/components/alerts/AlertProvider';
import { DeleteAccountCard } from '../src/features/auth/profile/DeleteAccountCard';
import { profileQueryKey } from '../src/features/auth/hooks';
import SettingsPage from '../src/features/settings/SettingsPage';
import { CONSENT_KEY } from '../src/lib/cookie-consent';
import { getDeviceId } from '../src/lib/device';
import { setupSdk } from '../src/lib/sdk';
import { forgetMemberSession } from '../src/lib/session';
import { signOut, signOutEndedSession } from '../src/lib/sign-out';
import { Route as ApiRoute, startApiServer, tokenExpiringIn } from './support/api-server';
import { pen } from '../src/lib/sdk';
import { getAccessToken, setAccessToken } from '../src/lib/session';

// The whole settings page (every card and its lazy chunks) renders in 2-6 s in jsdom on a loaded
// 2-core machine, past vitest's default 5 s.
const SETTINGS_PAGE_MS = 15_000;

type Api = Awaited<ReturnType<typeof startApiServer>>;

const CONSENT = JSON.stringify({ pakolliset: true, analytics: false, ads: false, personalization: true, dateSaved: '2025-05-01T10:00:00.000Z' });
const USER = {
  user_id: 7,
  email: 'grace@example.test',
  user_name: 'Grace',
  user_code: null,
  created_at: '2025-05-01T10:00:00.000Z',
  last_login: null,
  role: 'user',
  status: 'active',
  profile_picture: 'uploads/profile_images/default-profile.png',
  bio: 'Jesus is my Saviour',
  mode: 'none',
  updated_at: '2025-05-01T10:00:00.000Z',
  verified: 1,
  receive_email_notifications: true,
};

function Where() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

/** The app's providers and router with the sign-out binding, `page` shown at /here. */
function renderApp(page: ReactNode, client: QueryClient, at = '/here') {
  return render(
    <QueryClientProvider client={client}>
      <AlertProvider>
        <MemoryRouter initialEntries={[at]}>
          <SignOutBinding />
          <Routes>
            <Route path="/here" element={page} />
            <Route path="*" element={<Where />} />
          </Routes>
        </MemoryRouter>
      </AlertProvider>
    </QueryClientProvider>,
  );
}

const newClient = () => new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
const location = () => screen.getByTestId('location').textContent;

describe('signing out', () => {
  let api: Api;
  let refreshStatus: number;
  let client: QueryClient;
  const calls = (path: string) => api.requests.filter((r) => r.path === path);

  async function start(routes: Record<string, ApiRoute> = {}) {
    api = await startApiServer({
      'POST /api/auth/remove-cookie': () => ({ status: 200, body: { message: 'Cookie removed' } }),
      'POST /api/auth/refresh-token': () => (refreshStatus === 200 ? { status: 200, body: { accessToken: tokenExpiringIn(900) } } : { status: 401, body: { statusCode: 401, message: 'Unauthorized', error: 'Unauthorized' } }),
      'GET /api/auth/profile-user-info': () => ({ status: 200, body: { user: USER } }),
      ...routes,
    });
  }

  /** A member as the app holds one: token, stored consent, member data in the cache. */
  function signedInMember() {
    setAccessToken(tokenExpiringIn(900));
    localStorage.setItem(CONSENT_KEY, CONSENT);
    client.setQueryData(profileQueryKey, USER);
  }

  function expectSignedOut() {
    expect(getAccessToken()).toBeNull();
    expect(sessionStorage.getItem('accessToken')).toBeNull();
    expect(localStorage.getItem(CONSENT_KEY)).toBeNull();
    expect(client.getQueryData(profileQueryKey)).toBeUndefined();
    expect(calls('/api/auth/remove-cookie')).toHaveLength(1);
  }

  beforeEach(() => {
    // jsdom has no audio: the alert sounds are not what these tests are about.
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    forgetMemberSession();
    // As main.tsx does: the SDK reports "no token can be obtained" to the sign-out rule.
    setupSdk(signOutEndedSession);
    refreshStatus = 401;
    client = newClient();
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    await api.close();
  });

  it('signOut clears the token, the stored consent and the member state, removes the cookie, and goes to /login', async () => {
    await start();
    renderApp(<p>member page</p>, client);
    signedInMember();
    await act(() => signOut());
    expectSignedOut();
    expect(location()).toBe('/login');
  });

  it("signOut unsubscribes this browser from push, and does not wait long for a browser that never answers", async () => {
    await start();
    renderApp(<p>member page</p>, client);
    const unsubscribe = vi.fn(async () => true);
    const registration = { pushManager: { getSubscription: async () => ({ endpoint: 'https://fcm.googleapis.com/fcm/send/x', unsubscribe }) } };
    const serviceWorker = { getRegistration: vi.fn(async () => registration) };
    Object.defineProperty(navigator, 'serviceWorker', { value: serviceWorker, configurable: true });
    try {
      signedInMember();
      await act(() => signOut());
      expect(unsubscribe).toHaveBeenCalledTimes(1);
      expectSignedOut();
      expect(location()).toBe('/login');

      // A service worker that never settles: sign-out still completes.
      serviceWorker.getRegistration.mockImplementation(() => new Promise(() => undefined));
      signedInMember();
      const started = Date.now();
      await act(() => signOut());
      expect(Date.now() - started).toBeLessThan(3000);
      expect(getAccessToken()).toBeNull();
    } finally {
      Reflect.deleteProperty(navigator, 'serviceWorker');
    }
  });

  it('signs the member out when the session has ended (the SDK gets no token)', async () => {
    await start();
    renderApp(<p>member page</p>, client);
    signedInMember();
    // The access token expired and the refresh cookie no longer works.
    setAccessToken(tokenExpiringIn(-60));
    await expect(pen.auth.profileUserInfo()).rejects.toMatchObject({ status: 401 });
    await waitFor(() => expect(location()).toBe('/login'));
    expectSignedOut();
  });

  it('does nothing for a visitor: no cookie call, no navigation, no loop', async () => {
    await start();
    renderApp(<p>the login page</p>, client);
    await expect(pen.data.userSessions()).rejects.toMatchObject({ status: 401 });
    await expect(pen.data.userSessions()).rejects.toMatchObject({ status: 401 });
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.getByText('the login page')).toBeTruthy();
    expect(calls('/api/auth/remove-cookie')).toHaveLength(0);
    expect(calls('/api/auth/refresh-token')).toHaveLength(2);
  });

  it('signs out only once when a burst of requests all find the session ended', async () => {
    await start();
    renderApp(<p>member page</p>, client);
    signedInMember();
    setAccessToken(tokenExpiringIn(-60));
    await Promise.allSettled([pen.auth.profileUserInfo(), pen.data.userSessions(), pen.auth.profileUserInfo()]);
    await waitFor(() => expect(location()).toBe('/login'));
    expect(calls('/api/auth/remove-cookie')).toHaveLength(1);
  });

  it('the settings page logs out with the same sign-out and says so', async () => {
    const deviceId = getDeviceId();
    await start({
      'GET /api/data/user-sessions': () => ({
        status: 200,
        body: { sessions: [{ session_id: 1, device_id: deviceId, user_agent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0', ip_address: '127.0.0.1', created_at: USER.created_at, last_used_at: USER.created_at, current: true }] },
      }),
    });
    signedInMember();
    renderApp(<SettingsPage />, client);
    await screen.findByText('This device');
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(location()).toBe('/login'));
    expectSignedOut();
    expect(await screen.findByText('Logged out')).toBeTruthy();
  }, SETTINGS_PAGE_MS);

  it('the settings page signs out when this device is no longer among the sessions', async () => {
    await start({ 'GET /api/data/user-sessions': () => ({ status: 200, body: { sessions: [] } }) });
    signedInMember();
    renderApp(<SettingsPage />, client);
    await waitFor(() => expect(location()).toBe('/login'));
    expectSignedOut();
  }, SETTINGS_PAGE_MS);

  it('deleting the account ends with the same sign-out', async () => {
    await start({ 'DELETE /api/auth/delete-account': () => ({ status: 200, body: { message: 'Account deleted successfully' } }) });
    signedInMember();
    renderApp(<DeleteAccountCard />, client);
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    fireEvent.change(await screen.findByLabelText('Password'), { target: { value: 'Str0ng!Pass' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete permanently' }));
    await waitFor(() => expect(location()).toBe('/login'));
    expectSignedOut();
    expect(calls('/api/auth/delete-account')[0].body).toMatchObject({ password: 'Str0ng!Pass' });
    expect(await screen.findByText('Account deleted successfully')).toBeTruthy();
  });
});
