import type { ConnectionUserDto, FriendRequestDto } from '@pen/sdk';
import { PenApiError } from '@pen/sdk';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { connKeys } from '../src/features/connections/api/keys';
import { searchFailureText } from '../src/features/connections/api/useSearchUsers';
import MyConnectionsPage from '../src/features/connections/MyConnectionsPage';
import { visibleTab } from '../src/features/connections/tabs';
import { renderWithApp, seededClient } from './connections-support';

const friend: ConnectionUserDto = {
  user_id: 5,
  user_name: 'Ruth Moabite',
  bio: 'Where you go I will go, and your God will be my God, through Jesus',
  mode: 'married',
  profile_picture: 'uploads/profile_images/default-profile.png',
};
const request: FriendRequestDto = { ...friend, user_id: 6, user_name: 'Boaz Kinsman', connections_id: 77, created_at: '2025-05-01T10:00:00Z' };

function renderPage(requests: FriendRequestDto[], friends: ConnectionUserDto[]) {
  return renderWithApp(
    <MyConnectionsPage />,
    seededClient([
      [connKeys.requestsToMe(), requests],
      [connKeys.myFriends(), friends],
    ]),
  );
}

const selected = () => screen.getAllByRole('tab').find((t) => t.getAttribute('aria-selected') === 'true')?.textContent;

describe('/my-connections tabs', () => {
  it('selects New requests when any exist', () => {
    renderPage([request], [friend]);
    expect(selected()).toMatch(/^New requests/);
    expect(screen.getByText('Boaz Kinsman')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Accept' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Decline' })).toBeTruthy();
  });

  it('selects My friends when there are no requests, with bios cut at 40 characters', () => {
    renderPage([], [friend]);
    expect(selected()).toMatch(/^My friends/);
    expect(screen.getByText('Ruth Moabite')).toBeTruthy();
    expect(screen.getByText(`${friend.bio.slice(0, 40).trimEnd()}…`)).toBeTruthy();
  });

  it('keeps the tab the member picks', () => {
    renderPage([request], []);
    fireEvent.click(screen.getByRole('tab', { name: 'Search users' }));
    expect(selected()).toBe('Search users');
    expect(screen.getByRole('searchbox', { name: 'Search users' })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'My friends' }));
    expect(screen.getByText('No friends yet')).toBeTruthy();
  });

  it('moves between tabs with the arrow keys', () => {
    renderPage([], []);
    fireEvent.keyDown(screen.getByRole('tab', { name: 'My friends' }), { key: 'ArrowRight' });
    expect(selected()).toBe('Search users');
  });

  it('waits for the requests before choosing', () => {
    expect(visibleTab(null, undefined)).toBeUndefined();
    expect(visibleTab(null, 2)).toBe('requests');
    expect(visibleTab(null, 0)).toBe('friends');
    expect(visibleTab('search', 3)).toBe('search');
  });

  it('accepts at once (a friend can be removed again) and asks before declining', async () => {
    renderPage([request], []);
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Decline' }));
    expect((await screen.findByRole('alertdialog')).textContent).toContain('Decline the friend request from Boaz Kinsman?');
  });

  it('asks before removing a friend', async () => {
    renderPage([], [friend]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Ruth Moabite from friends' }));
    expect((await screen.findByRole('alertdialog')).textContent).toContain('Are you sure you want to remove this friend?');
  });

  it('shows the invite link to copy where there is neither a share sheet nor a clipboard', async () => {
    renderPage([], []);
    fireEvent.click(screen.getByRole('button', { name: /Invite friends/ }));
    expect(await screen.findByText(`Copy this invite link and send it to your friends: ${window.location.origin}/register`)).toBeTruthy();
  });

  it('asks for a search term before searching', () => {
    renderPage([], []);
    fireEvent.click(screen.getByRole('tab', { name: 'Search users' }));
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByText('Search term is required')).toBeTruthy();
  });
});

describe('search failure texts', () => {
  const apiError = (status: number, body: unknown) =>
    new PenApiError({ method: 'GET', url: '/api/conn/search-users', status, body });

  it('follows the spec: 429, the server error field, the fallbacks', () => {
    expect(searchFailureText(apiError(429, { message: 'x', error: 'x' }))).toBe('Too many requests. Please wait before trying again.');
    expect(searchFailureText(apiError(400, { message: 'Search term is required', error: 'Search term is required' }))).toBe('Search term is required');
    expect(searchFailureText(apiError(500, {}))).toBe('Search failed.');
    expect(searchFailureText(new TypeError('Failed to fetch'))).toBe('User search failed.');
  });
});
