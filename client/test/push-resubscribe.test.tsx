import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AlertProvider } from '../src/components/alerts/AlertProvider';
import LoginPage from '../src/features/auth/LoginPage';
import { forgetMemberSession } from '../src/lib/session';
import { startApiServer, tokenExpiringIn } from './support/api-server';

const USER = { user_id: 7, email: 'grace@example.test', user_name: 'Grace', role: 'user', status: 'active', verified: 1 };
const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/grace-laptop';

/** A browser that granted notifications and still holds a push subscription from an earlier session. */
function subscribedBrowser() {
  const subscription = { endpoint: ENDPOINT, toJSON: () => ({ endpoint: ENDPOINT, expirationTime: null, keys: { p256dh: 'p256dh-key', auth: 'auth-key' } }) };
  Object.defineProperty(navigator, 'serviceWorker', { value: { getRegistration: async () => ({ pushManager: { getSubscription: async () => subscription } }) }, configurable: true });
  Object.defineProperty(window, 'PushManager', { value: function PushManager() {}, configurable: true });
  Object.defineProperty(window, 'Notification', { value: { permission: 'granted' }, configurable: true });
  Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
}

describe('signing in on a browser that is still subscribed to push', () => {
  let api: Awaited<ReturnType<typeof startApiServer>>;

  beforeEach(() => {
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    forgetMemberSession();
    subscribedBrowser();
  });
  afterEach(async () => {
    for (const key of ['PushManager', 'Notification', 'isSecureContext']) Reflect.deleteProperty(window, key);
    Reflect.deleteProperty(navigator, 'serviceWorker');
    vi.restoreAllMocks();
    await api.close();
  });

  it('saves the subscription again for the new session, so notifications keep arriving', async () => {
    api = await startApiServer({
      'POST /api/auth/login': () => ({ status: 200, body: { accessToken: tokenExpiringIn(900), user: USER } }),
      'POST /api/push/save-subscription': () => ({ status: 201, body: { message: 'Subscription saved' } }),
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <AlertProvider>
          <MemoryRouter initialEntries={['/login']}>
            <Routes>
              <Route path="/login" element={<LoginPage />} />
              <Route path="/dashboard" element={<p>the dashboard</p>} />
            </Routes>
          </MemoryRouter>
        </AlertProvider>
      </QueryClientProvider>,
    );
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'grace@example.test' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Correct-horse-1!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(api.requests.map((r) => r.path)).toContain('/api/auth/login'));
    await screen.findByText('the dashboard');
    await waitFor(() => expect(api.requests.filter((r) => r.path === '/api/push/save-subscription')).toHaveLength(1));
    const saved = api.requests.find((r) => r.path === '/api/push/save-subscription');
    expect(saved?.body).toEqual({ endpoint: ENDPOINT, expirationTime: null, keys: { p256dh: 'p256dh-key', auth: 'auth-key' } });
    expect(String(saved?.headers.authorization)).toMatch(/^Bearer /);
  });
});
