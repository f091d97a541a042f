import { type UserDto } from '@pen/sdk';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AlertProvider } from '../src/components/alerts/AlertProvider';
import { noteVerifiedProfiles } from '../src/features/auth/hooks';
import RegisterPage from '../src/features/auth/RegisterPage';
import DashboardPage from '../src/features/dashboard/DashboardPage';
import { knownVerified } from '../src/lib/session';
import { startApiServer, tokenExpiringIn } from './support/api-server';
import { setAccessToken } from '../src/lib/session';

type Api = Awaited<ReturnType<typeof startApiServer>>;

function wrap(client: QueryClient, path: string, page: React.ReactNode) {
  return (
    <QueryClientProvider client={client}>
      <AlertProvider>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={path} element={page} />
            <Route path="/profile" element={<p>profile page</p>} />
          </Routes>
        </MemoryRouter>
      </AlertProvider>
    </QueryClientProvider>
  );
}

describe('registration review (REGISTRATION_MODE=approval): a newcomer waiting for a moderator', () => {
  let api: Api;
  let client: QueryClient;

  beforeEach(async () => {
    localStorage.clear();
    setAccessToken(tokenExpiringIn(900));
    const user = { user_id: 9, user_name: 'Nora', email: 'nora@example.com', verified: 1, review_status: 'pending', profile_picture: '' } as unknown as UserDto;
    api = await startApiServer({
      'GET /api/auth/profile-user-info': () => ({ status: 200, body: { user } }),
      'GET /api/posts/feed': () => ({ status: 403, body: { statusCode: 403, message: 'Your testimony is waiting for review', error: 'Forbidden' } }),
      'GET /api/noti/public-announcements': () => ({ status: 403, body: { statusCode: 403, message: 'Your testimony is waiting for review', error: 'Forbidden' } }),
      'GET /api/noti/unread-notification-count': () => ({ status: 403, body: { statusCode: 403, message: 'Your testimony is waiting for review', error: 'Forbidden' } }),
    });
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    noteVerifiedProfiles(client);
  });

  afterEach(async () => {
    vi.restoreAllMocks();
    setAccessToken(null);
    await api.close();
  });

  it('sees "Your testimony is waiting for review" instead of the dashboard, and the feed is never asked for', async () => {
    render(wrap(client, '/dashboard', <DashboardPage />));
    expect(await screen.findByRole('heading', { name: 'Your testimony is waiting for review' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('Nora')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to my profile' }).getAttribute('href')).toBe('/profile');
    expect(screen.queryByText(/Welcome back/)).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.requests.filter((r) => r.path === '/api/posts/feed')).toHaveLength(0);
    // The note that lets the next visit ask for the feed early is not left for a pending newcomer.
    expect(knownVerified()).toBe(false);
  });
});

describe('the register page sends its spam signals', () => {
  let api: Api;

  beforeEach(async () => {
    localStorage.clear();
    setAccessToken(null);
    api = await startApiServer({
      'POST /api/auth/register': () => ({ status: 201, body: { accessToken: tokenExpiringIn(900), user_id: 12, message: 'Registration successful. Check your email to verify your account.' } }),
    });
  });

  afterEach(async () => {
    setAccessToken(null);
    await api.close();
  });

  function fill(label: string | RegExp, value: string) {
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  }

  it('a hidden, unreachable honeypot left empty, client web and the time the form took', async () => {
    const client = new QueryClient();
    const { container } = render(wrap(client, '/register', <RegisterPage />));
    const honeypot = container.querySelector<HTMLInputElement>('input[name="website"]')!;
    // Hidden from screen readers and out of the tab order; people never meet it.
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(honeypot.tabIndex).toBe(-1);
    expect(honeypot.autocomplete).toBe('off');
    expect(screen.queryByRole('textbox', { name: 'Website' })).toBeNull();

    fill('Username', 'Maria');
    fill('Email', 'maria@example.com');
    fill('Your testimony', 'Jesus carried me through the hardest year of my life.');
    fill('Password', 'Str0ng!Pass');
    fill('Confirm password', 'Str0ng!Pass');
    fireEvent.click(screen.getByRole('checkbox'));
    await new Promise((resolve) => setTimeout(resolve, 30));
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));

    await waitFor(() => expect(api.requests.some((r) => r.path === '/api/auth/register')).toBe(true));
    const body = api.requests.find((r) => r.path === '/api/auth/register')!.body as Record<string, unknown>;
    expect(body).toMatchObject({ user_name: 'Maria', email: 'maria@example.com', client: 'web', website: '' });
    expect(body.fillMs).toEqual(expect.any(Number));
    expect(body.fillMs as number).toBeGreaterThanOrEqual(30);
    expect(Number.isInteger(body.fillMs)).toBe(true);
  });
});
