import { type PostDto } from '@pen/sdk';
import { useQuery } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { postKeys } from '../src/features/posts/api/keys';
import { PostCard } from '../src/features/posts/components/PostCard';
import { NotificationCard } from '../src/features/notifications/NotificationCard';
import { renderWithApp, seededClient } from './connections-support';
import { chooseMenuItem, openMenu } from './menu';
import { startApiServer, tokenExpiringIn } from './support/api-server';
import { setAccessToken } from '../src/lib/session';

const AUTHOR = 5;
const FRIEND = 7;
const request: PostDto = {
  posts_id: 21, user_id: AUTHOR, user_name: 'Hannah', user_code: null, profile_picture: '', content: 'Please pray for my surgery on Friday', created_at: new Date().toISOString(),
  visibility: 'friends', group_id: null, post_type: 'pray_request', media_state: 'none', held: false, anonymous: false, is_mine: false, comment_policy: 'everyone', for_someone_else: false, is_ready: true, media: [], like_count: 0, comment_count: 0,
  prayer_count: 2, prayer_status: 'open', answered_at: null, answer_testimony: null, is_prayed: false, is_liked: false, comments: [],
};

/** The card as the post detail shows it: from the query cache, so optimistic changes show. */
function CachedCard({ meId }: { meId: number }) {
  const { data } = useQuery<{ post: PostDto }>({ queryKey: postKeys.post(request.posts_id), queryFn: () => new Promise(() => undefined) });
  return data ? <PostCard post={data.post} meId={meId} /> : null;
}
const renderCard = (post: PostDto, meId: number) => renderWithApp(<CachedCard meId={meId} />, seededClient([[postKeys.post(post.posts_id), { post }]]));

let server: Awaited<ReturnType<typeof startApiServer>> | undefined;
beforeEach(() => {
  setAccessToken(tokenExpiringIn(900));
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
});
afterEach(async () => {
  setAccessToken(null);
  vi.restoreAllMocks();
  await server?.close();
  server = undefined;
});

describe('prayer on post cards', () => {
  it('toggles "I prayed" with the count, and keeps the exact count the server answers', async () => {
    server = await startApiServer({
      'POST /api/posts/pray': () => ({ status: 200, body: { prayer_count: 9, is_prayed: true } }),
      'DELETE /api/posts/unpray': () => ({ status: 200, body: { prayer_count: 8, is_prayed: false } }),
    });
    renderCard(request, FRIEND);
    const toggle = screen.getByRole('button', { name: /I prayed/ });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByLabelText('2 people prayed').textContent).toBe('2');
    // A friend sees the count only: no list to open.
    expect(screen.queryByRole('button', { name: /Who prayed/ })).toBeNull();

    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-pressed')).toBe('true'));
    // The count the server answers is the one shown (others prayed meanwhile).
    await waitFor(() => expect(screen.getByLabelText('9 people prayed')).toBeTruthy());
    expect(server.requests.find((r) => r.path === '/api/posts/pray')?.body).toEqual({ postId: 21 });

    fireEvent.click(toggle);
    await waitFor(() => expect(screen.getByLabelText('8 people prayed')).toBeTruthy());
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
  });

  it('rolls the prayer back and says so when the server refuses it', async () => {
    server = await startApiServer({ 'POST /api/posts/pray': () => ({ status: 404, body: { statusCode: 404, message: 'Post not found' } }) });
    renderCard(request, FRIEND);
    fireEvent.click(screen.getByRole('button', { name: /I prayed/ }));
    expect(await screen.findByText('Post not found')).toBeTruthy();
    expect(screen.getByRole('button', { name: /I prayed/ }).getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByLabelText('2 people prayed')).toBeTruthy();
  });

  it('shows no prayer button on ordinary posts', () => {
    renderCard({ ...request, post_type: 'normal', prayer_status: null, prayer_count: 0 }, FRIEND);
    expect(screen.queryByRole('button', { name: /I prayed/ })).toBeNull();
  });

  it('lets the author open who prayed', async () => {
    server = await startApiServer({
      'GET /api/posts/21/prayers': () => ({
        status: 200,
        body: { members: [{ user_id: FRIEND, user_name: 'Peninnah', profile_picture: '', prayed_at: new Date().toISOString() }], nextCursor: null },
      }),
    });
    renderCard(request, AUTHOR);
    fireEvent.click(screen.getByRole('button', { name: 'Who prayed: 2 people prayed' }));
    const dialog = await screen.findByRole('dialog', { name: 'Who prayed' });
    expect(await within(dialog).findByText('Peninnah')).toBeTruthy();
  });

  it('marks the request answered with a testimony from the author menu (counted), then shows the answered banner', async () => {
    const answeredAt = '2026-11-20T10:00:00.000Z';
    server = await startApiServer({
      'POST /api/posts/mark-prayer-answered': (req) => ({
        status: 200,
        body: { prayer_status: 'answered', answered_at: answeredAt, answer_testimony: (req.body as { testimony?: string }).testimony ?? null },
      }),
    });
    renderCard(request, AUTHOR);
    const menu = await openMenu('Post actions');
    expect(within(menu).getAllByRole('menuitem').map((m) => m.textContent)).toEqual(
      expect.arrayContaining(['Mark as answered', 'Close request']),
    );
    expect(within(menu).queryByRole('menuitem', { name: 'Reopen request' })).toBeNull();
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Mark as answered' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark as answered' });
    const box = within(dialog).getByLabelText('Testimony (optional)');
    fireEvent.change(box, { target: { value: 'x'.repeat(5001) } });
    expect(within(dialog).getByText('5001/5000')).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: 'Mark as answered' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(box, { target: { value: 'The surgery went well!' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark as answered' }));

    const banner = await screen.findByRole('region', { name: 'Prayer answered' });
    expect(banner.textContent).toContain('The surgery went well!');
    expect(banner.textContent).toContain('20 November 2026');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(server.requests.find((r) => r.path === '/api/posts/mark-prayer-answered')?.body).toEqual({ postId: 21, testimony: 'The surgery went well!' });
    const after = await openMenu('Post actions');
    expect(within(after).getByRole('menuitem', { name: 'Reopen request' })).toBeTruthy();
    expect(within(after).queryByRole('menuitem', { name: 'Mark as answered' })).toBeNull();
  });

  it('keeps the testimony and shows a refusal inside the dialog', async () => {
    server = await startApiServer({
      'POST /api/posts/mark-prayer-answered': () => ({ status: 409, body: { statusCode: 409, message: 'This prayer request is already marked answered' } }),
    });
    renderCard(request, AUTHOR);
    await chooseMenuItem('Post actions', 'Mark as answered');
    const dialog = await screen.findByRole('dialog', { name: 'Mark as answered' });
    fireEvent.change(within(dialog).getByLabelText('Testimony (optional)'), { target: { value: 'Healed' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark as answered' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('This prayer request is already marked answered');
    expect((within(dialog).getByLabelText('Testimony (optional)') as HTMLTextAreaElement).value).toBe('Healed');
  });

  it('shows prayer notifications with their own icons and labels', () => {
    const base = { notification_id: 1, actor: null, link: '/post/21', created_at: new Date().toISOString(), read_at: null };
    renderWithApp(
      <ul>
        <NotificationCard notification={{ ...base, notification_type: 'prayer', content: 'Anna and 4 others prayed for your request' }} unread />
        <NotificationCard notification={{ ...base, notification_id: 2, notification_type: 'prayer_answered', content: "Hannah's prayer request was answered" }} unread={false} />
        <NotificationCard notification={{ ...base, notification_id: 3, notification_type: 'prayer_closed', content: 'Hannah closed a prayer request' }} unread={false} />
      </ul>,
      seededClient([]),
    );
    expect(screen.getByText('Anna and 4 others prayed for your request')).toBeTruthy();
    for (const label of ['Someone prayed', 'Prayer answered', 'Prayer request closed']) expect(screen.getByLabelText(label)).toBeTruthy();
  });
});
