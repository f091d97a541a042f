import type { PostDto } from '@pen/sdk';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

function post(id: number): PostDto {
  return {
    posts_id: id, user_id: 2, user_name: 'Faith', user_code: null, profile_picture: '', content: `Post number ${id}`, created_at: new Date().toISOString(),
    visibility: 'public', group_id: null, post_type: 'normal', media_state: 'none', held: false, anonymous: false, is_mine: false, comment_policy: 'everyone', for_someone_else: false, is_ready: true, media: [], like_count: 0, comment_count: 0, prayer_count: 0, prayer_status: null, answered_at: null, answer_testimony: null, is_prayed: false, is_liked: false, comments: [],
  };
}

describe('where the feed puts the page', () => {
  let scrollTo: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    // FeedView remembers, for the document, whether a feed was shown: a fresh module per test.
    vi.resetModules();
    scrollTo = vi.fn();
    vi.spyOn(window, 'scrollTo').mockImplementation(scrollTo as unknown as typeof window.scrollTo); // jsdom has none
  });
  afterEach(() => vi.restoreAllMocks());

  async function showFeed() {
    const { FeedView } = await import('../src/features/posts/components/FeedView');
    const { AlertProvider } = await import('../src/components/alerts/AlertProvider');
    const { postKeys } = await import('../src/features/posts/api/keys');
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
    const posts = [post(1), post(2)];
    client.setQueryData(postKeys.feed(), { pages: [{ posts, nextCursor: null }], pageParams: [null] });
    for (const p of posts) client.setQueryData(postKeys.post(p.posts_id), { post: p });
    const view = (
      <QueryClientProvider client={client}>
        <AlertProvider>
          <MemoryRouter initialEntries={['/dashboard']}>
            <FeedView />
          </MemoryRouter>
        </AlertProvider>
      </QueryClientProvider>
    );
    return { ...render(view), view };
  }

  it('leaves the position of a page load alone, then scrolls when a post opens and back when it closes', async () => {
    await showFeed();
    expect(await screen.findByText('Post number 2')).toBeTruthy();
    expect(scrollTo).not.toHaveBeenCalled();

    Object.defineProperty(window, 'scrollY', { value: 640, configurable: true });
    fireEvent.click(screen.getByRole('button', { name: 'Post number 2' }));
    expect(await screen.findByRole('button', { name: /Back to feed/ })).toBeTruthy();
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);

    fireEvent.click(screen.getByRole('button', { name: /Back to feed/ }));
    await act(async () => undefined);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 640);
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });

  it('brings the page to the top when the feed is shown again later (back from another page)', async () => {
    const first = await showFeed();
    first.unmount();
    expect(scrollTo).not.toHaveBeenCalled();
    render(first.view);
    expect(await screen.findByText('Post number 1')).toBeTruthy();
    expect(scrollTo).toHaveBeenCalledExactlyOnceWith(0, 0);
  });
});
