import type { PostDto } from '@pen/sdk';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AppRoutes, preloadPage } from '../src/app/routes';
import { AlertProvider } from '../src/components/alerts/AlertProvider';
import { PostList } from '../src/features/posts/components/PostList';

function post(id: number): PostDto {
  return {
    posts_id: id,
    user_id: 2,
    user_name: 'Faith',
    user_code: null,
    profile_picture: '',
    content: `Post number ${id}`,
    created_at: new Date().toISOString(),
    visibility: 'public',
    group_id: null,
    post_type: 'normal',
    media_state: 'none',
    held: false, anonymous: false, is_mine: false, comment_policy: 'everyone', for_someone_else: false,
    is_ready: true,
    media: [],
    like_count: 0,
    prayer_count: 0,
    prayer_status: null,
    answered_at: null,
    answer_testimony: null,
    is_prayed: false,
    comment_count: 0,
    is_liked: false,
    comments: [],
  };
}

const noop = () => Promise.resolve();

describe('first render of a page', () => {
  it('shows a preloaded page in its very first render, without the loading fallback', async () => {
    await preloadPage('/privacy-policy', false);
    render(
      <MemoryRouter initialEntries={['/privacy-policy']}>
        <AppRoutes />
      </MemoryRouter>,
    );
    // Synchronously: no suspension (React would keep its fallback up to 300 ms before the page).
    expect(screen.queryByText('Loading…')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 })).toBeTruthy();
  });

  it('renders every post of a page: the first cards at once, the rest as a deferred update', async () => {
    const posts = Array.from({ length: 8 }, (_, i) => post(i + 1));
    render(
      <QueryClientProvider client={new QueryClient()}>
        <AlertProvider>
          <MemoryRouter>
            <PostList
              query={{ data: { pages: [{ posts, nextCursor: null }] }, isPending: false, isError: false, hasNextPage: false, isFetchingNextPage: false, fetchNextPage: noop, refetch: noop }}
              empty={<p>empty</p>}
              errorText="error"
            />
          </MemoryRouter>
        </AlertProvider>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Post number 8')).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(8);
    expect(screen.getByText(/all caught up/)).toBeTruthy();
  });
});
