import { type UserDto } from '@pen/sdk';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { noteVerifiedProfiles, profileQueryKey } from '../src/features/auth/hooks';
import { AlertProvider } from '../src/components/alerts/AlertProvider';
import DashboardPage from '../src/features/dashboard/DashboardPage';
import { knownVerified, memberTokenStore, noteVerified } from '../src/lib/session';
import { startApiServer, tokenExpiringIn } from './support/api-server';
import { setAccessToken } from '../src/lib/session';

type Api = Awaited<ReturnType<typeof startApiServer>>;

function member(verified: 0 | 1): UserDto {
  return { user_id: 7, user_name: 'Faith', email: 'faith@example.com', verified, profile_picture: '', user_code: 'faith7' } as unknown as UserDto;
}

/** A profile answer that waits until `release` is called, to see what was asked for meanwhile. */
function heldProfile(user: UserDto) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  return { held, release: () => release(), user };
}

describe('the dashboard asks for the feed only for a member known to be verified', () => {
  let api: Api;
  let profile: ReturnType<typeof heldProfile>;
  let client: QueryClient;

  beforeEach(async () => {
    localStorage.clear();
    setAccessToken(tokenExpiringIn(900));
    api = await startApiServer({
      'GET /api/auth/profile-user-info': () => ({ status: 200, body: { user: profile.user } }),
      'GET /api/posts/feed': () =>
        profile.user.verified === 1 ? { status: 200, body: { posts: [], nextCursor: null } } : { status: 403, body: { statusCode: 403, message: 'Verify your email first', error: 'Forbidden' } },
      'GET /api/noti/public-announcements': () => ({ status: 200, body: { announcements: [] } }),
      'GET /api/noti/unread-notification-count': () => ({ status: 200, body: { unreadCount: 0 } }),
    });
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined); // jsdom has none
    client = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: false } } });
    noteVerifiedProfiles(client);
  });

  afterEach(async () => {
    vi.restoreAllMocks();
    setAccessToken(null);
    await api.close();
  });

  function show() {
    render(
      <QueryClientProvider client={client}>
        <AlertProvider>
          <MemoryRouter initialEntries={['/dashboard']}>
            <DashboardPage />
          </MemoryRouter>
        </AlertProvider>
      </QueryClientProvider>,
    );
  }

  const feedRequests = () => api.requests.filter((r) => r.path === '/api/posts/feed').length;

  it('an unverified member: no feed request at all, only the verify-your-email notice', async () => {
    profile = heldProfile(member(0));
    show();
    expect(await screen.findByText('Verify your email address')).toBeTruthy();
    // Give a stray request time to arrive.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(feedRequests()).toBe(0);
    expect(knownVerified()).toBe(false);
  });

  it('a verified member on a first visit: the feed once the profile says so, and the note for next time', async () => {
    profile = heldProfile(member(1));
    show();
    expect(await screen.findByText(/all caught up|Your feed is quiet/)).toBeTruthy();
    expect(feedRequests()).toBe(1);
    const order = api.requests.map((r) => r.path).filter((p) => p === '/api/posts/feed' || p === '/api/auth/profile-user-info');
    expect(order).toEqual(['/api/auth/profile-user-info', '/api/posts/feed']);
    expect(knownVerified()).toBe(true);
  });

  it('a member a previous visit found verified: the feed asked for together with the profile', async () => {
    noteVerified(true);
    profile = heldProfile(member(1));
    // The profile is on its way but not answered yet: the feed must already be asked for.
    void client.prefetchQuery({ queryKey: profileQueryKey, queryFn: () => profile.held.then(() => profile.user) });
    show();
    await waitFor(() => expect(feedRequests()).toBe(1));
    expect(api.requests.some((r) => r.path === '/api/auth/profile-user-info')).toBe(false);
    profile.release();
    expect(await screen.findByText(/all caught up|Your feed is quiet/)).toBeTruthy();
    expect(feedRequests()).toBe(1);
  });

  it('the note goes with the session', () => {
    noteVerified(true);
    memberTokenStore().set(null);
    expect(knownVerified()).toBe(false);
  });
});
