import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ReachOutPanel } from '../src/features/prayer/ReachOutPanel';
import { renderWithApp, seededClient } from './connections-support';
import { apiServerPerTest } from './support/api-server';

const api = apiServerPerTest();
const mia = { user_id: 2, user_name: 'Mia Care', profile_picture: 'uploads/profile_images/default-profile.png', anonymous: false, created_at: '2026-12-06T10:00:00.000Z' };

describe('Care team: I am reaching out', () => {
  it('a team member reaches out without their name shown to the author, then sees the list', async () => {
    const server = await api.start({
      'GET /api/posts/reach-outs': () => ({ status: 200, body: { can_reach_out: true, reaching_out: [] } }),
      'POST /api/posts/reach-out': () => ({ status: 200, body: { can_reach_out: true, reaching_out: [{ ...mia, user_id: 5, user_name: 'Me', anonymous: true, is_mine: true }, { ...mia, is_mine: false }] } }),
    });
    renderWithApp(<ReachOutPanel postId={7} />, seededClient([]));
    expect(await screen.findByText('No one from the care team is reaching out yet.')).toBeTruthy();
    expect(server.requests.find((r) => r.path === '/api/posts/reach-outs')?.query).toBe('postId=7');
    fireEvent.click(screen.getByRole('checkbox', { name: "Don't show my name to the author" }));
    fireEvent.click(screen.getByRole('button', { name: "I'm reaching out" }));
    expect(await screen.findByText('Reaching out: you, Mia Care')).toBeTruthy();
    expect(server.requests.find((r) => r.path === '/api/posts/reach-out')?.body).toEqual({ postId: 7, anonymous: true });
    await waitFor(() => expect(screen.queryByRole('button', { name: "I'm reaching out" })).toBeNull());
  });

  it('shows nothing to someone who is not on the care team', async () => {
    const server = await api.start({ 'GET /api/posts/reach-outs': () => ({ status: 200, body: { can_reach_out: false, reaching_out: [] } }) });
    const { container } = renderWithApp(<ReachOutPanel postId={8} />, seededClient([]));
    await waitFor(() => expect(server.requests.some((r) => r.path === '/api/posts/reach-outs' && r.query === 'postId=8')).toBe(true));
    expect(container.querySelector('.prayer-reach-out')).toBeNull();
  });
});
