import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CommitToPrayButton } from '../src/features/prayer';
import PrayerListPage from '../src/features/prayer/PrayerListPage';
import { renderWithApp, seededClient } from './connections-support';
import { startApiServer, tokenExpiringIn } from './support/api-server';
import { setAccessToken } from '../src/lib/session';

let server: Awaited<ReturnType<typeof startApiServer>> | undefined;
beforeEach(() => setAccessToken(tokenExpiringIn(900)));
afterEach(async () => {
  setAccessToken(null);
  await server?.close();
  server = undefined;
});

const item = (id: number, over: Record<string, unknown>) => ({
  posts_id: id,
  user_id: 100 + id,
  user_name: `Author ${id}`,
  profile_picture: 'uploads/default.png',
  content: `Request ${id}`,
  post_type: 'pray_request',
  created_at: '2026-11-20T10:00:00.000Z',
  prayer_status: 'open',
  answered_at: null,
  answer_testimony: null,
  prayer_count: 2,
  is_prayed: false,
  prayed_today: false,
  commitment: null,
  activity_at: '2026-11-25T10:00:00.000Z',
  ...over,
});

describe('My prayer list (/prayer-list)', () => {
  it('shows open requests with days left, prayed today and answered ones in their own sections, and ends a commitment', async () => {
    const requests = [
      item(1, { commitment: { post_id: 1, days: 7, started_at: '2026-11-24T10:00:00.000Z', ends_at: '2026-11-29T10:00:00.000Z', days_left: 5 } }),
      item(2, { is_prayed: true, prayed_today: true, post_type: 'emergency_pray_request' }),
      item(3, { prayer_status: 'answered', answered_at: '2026-11-25T09:00:00.000Z', answer_testimony: 'She is healed', is_prayed: true }),
    ];
    server = await startApiServer({
      'GET /api/posts/my-prayer-list': () => ({ status: 200, body: { requests, nextCursor: null } }),
      'POST /api/posts/end-prayer-commitment': () => ({ status: 200, body: { message: 'Prayer commitment ended' } }),
    });
    renderWithApp(<PrayerListPage />, seededClient([]));
    const open = await screen.findByRole('region', { name: /Open requests/ });
    expect(within(open).getByText('Request 1')).toBeTruthy();
    expect(within(open).getByText('5 days left')).toBeTruthy();
    const today = screen.getByRole('region', { name: /Prayed today/ });
    expect(within(today).getByText('Request 2')).toBeTruthy();
    expect(within(today).getByText('Urgent')).toBeTruthy();
    const answered = screen.getByRole('region', { name: /Answered/ });
    expect(within(answered).getByText('She is healed')).toBeTruthy();
    expect(within(answered).getByText(/Prayer answered · 25 Nov/)).toBeTruthy();

    fireEvent.click(within(open).getByRole('button', { name: 'End commitment' }));
    await screen.findByText('Prayer commitment ended');
    expect(server.requests.find((r) => r.path === '/api/posts/end-prayer-commitment')?.body).toEqual({ postId: 1 });
  });
});

describe('Pray for days (prayer-request cards)', () => {
  it('saves 08:00 in the browser\'s zone for a member who never chose a time, then commits for the days picked', async () => {
    server = await startApiServer({
      'GET /api/prayer/reminder-settings': () => ({ status: 200, body: { settings: { hour: 8, time_zone: 'UTC', saved: false } } }),
      'PUT /api/prayer/reminder-settings': (r) => ({ status: 200, body: { settings: { ...(r.body as object), time_zone: (r.body as { timeZone: string }).timeZone, saved: true } } }),
      'POST /api/posts/commit-to-pray': () => ({
        status: 200,
        body: { commitment: { post_id: 9, days: 14, started_at: '2026-11-26T10:00:00.000Z', ends_at: '2026-12-10T10:00:00.000Z', days_left: 14 } },
      }),
    });
    renderWithApp(<CommitToPrayButton postId={9} />, seededClient([]));
    fireEvent.click(screen.getByRole('button', { name: 'Pray for days' }));
    const dialog = await screen.findByRole('dialog', { name: 'Commit to pray' });
    fireEvent.change(within(dialog).getByLabelText('For how long?'), { target: { value: '14' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pray for 14 days' }));
    await screen.findByText('You committed to pray for 14 days. We will remind you each day.');
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    await waitFor(() => expect(server!.requests.map((r) => `${r.method} ${r.path}`)).toContain('POST /api/posts/commit-to-pray'));
    expect(server.requests.find((r) => r.method === 'PUT')?.body).toEqual({ hour: 8, timeZone: zone });
    expect(server.requests.find((r) => r.path === '/api/posts/commit-to-pray')?.body).toEqual({ postId: 9, days: 14 });
  });
});
