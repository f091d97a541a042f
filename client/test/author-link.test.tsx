import { type PostDto } from '@pen/sdk';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { meKey } from '../src/features/posts/api/keys';
import { PostCard } from '../src/features/posts/components/PostCard';
import { renderWithApp, seededClient } from './connections-support';

const ME = 3;
const post = (user_id: number, user_code: string | null): PostDto => ({
  posts_id: 40, user_id, user_name: 'Lydia', user_code, profile_picture: '', content: 'Purple cloth for the church', created_at: new Date().toISOString(),
  visibility: 'public', group_id: null, post_type: 'normal', media_state: 'none', held: false, anonymous: false, is_mine: false, comment_policy: 'everyone', for_someone_else: false, is_ready: true, media: [], like_count: 0, comment_count: 0,
  prayer_count: 0, prayer_status: null, answered_at: null, answer_testimony: null, is_prayed: false, is_liked: false, comments: [],
});
const renderCard = (p: PostDto) => renderWithApp(<PostCard post={p} meId={ME} />, seededClient([[meKey, { user_id: ME, user_name: 'Me' }]]));

/** Issue 41: an author's name on a post card links to their shareable address, /u/{user_code}. */
describe("a post card's author link", () => {
  it('goes to /u/{user_code} when the author has a code, and the picture repeats it out of the tab order', () => {
    renderCard(post(8, 'lydia.thyatira'));
    const card = screen.getByRole('article', { name: 'Post by Lydia' });
    const name = within(card).getByRole('link', { name: 'Lydia' });
    expect(name.getAttribute('href')).toBe('/u/lydia.thyatira');
    const links = card.querySelectorAll('a.pen-author-link');
    expect([...links].map((a) => [a.getAttribute('href'), a.getAttribute('tabindex'), a.getAttribute('aria-hidden')])).toEqual([
      ['/u/lydia.thyatira', '-1', 'true'],
      ['/u/lydia.thyatira', null, null],
    ]);
    fireEvent.click(name);
    expect(screen.getByTestId('location').textContent).toBe('/u/lydia.thyatira');
  });

  it('goes to /userpen without a code, and to /mypen on one\'s own post', () => {
    const { unmount } = renderCard(post(8, null));
    expect(screen.getByRole('link', { name: 'Lydia' }).getAttribute('href')).toBe('/userpen');
    unmount();
    renderCard(post(ME, 'me.myself'));
    expect(screen.getByRole('link', { name: 'Lydia' }).getAttribute('href')).toBe('/mypen');
  });
});
