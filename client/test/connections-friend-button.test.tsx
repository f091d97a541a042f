import type { FriendStatus } from '@pen/sdk';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { connKeys } from '../src/features/connections/api/keys';
import { bioPreview, friendButtonLabel, modeLabel, pictureUrl } from '../src/features/connections/friend-labels';
import { FriendButton } from '../src/features/connections/FriendButton';
import { FriendMenu } from '../src/features/connections/FriendMenu';
import { renderWithApp, seededClient } from './connections-support';
import { chooseMenuItem } from './menu';

const USER = 42;

function renderButton(status: FriendStatus) {
  return renderWithApp(<FriendButton userId={USER} />, seededClient([[connKeys.status(USER), status]]));
}

describe('friend button labels', () => {
  it.each([
    ['none', 'Send Friend Request'],
    ['pending', 'Request Sent'],
    ['incoming', 'Waiting your accept'],
    ['accepted', 'You Are Friends'],
    ['declined', 'declined'],
    ['blocked', 'Blocked'],
  ] as const)('maps %s to "%s"', (status, label) => {
    expect(friendButtonLabel(status)).toBe(label);
    renderButton(status);
    expect(screen.getByRole('button', { name: new RegExp(`^(✓ )?${label}$`) })).toBeTruthy();
  });

  it('sends a member with an incoming request to /my-connections', () => {
    renderButton('incoming');
    fireEvent.click(screen.getByRole('button', { name: 'Waiting your accept' }));
    expect(screen.getByTestId('location').textContent).toBe('/my-connections');
  });

  it('offers a new request next to a declined status', () => {
    renderButton('declined');
    expect((screen.getByRole('button', { name: 'declined' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Send a new request' })).toBeTruthy();
  });
});

describe('friend menu', () => {
  it.each(['none', 'pending', 'incoming', 'declined'] as const)('is absent when the status is %s', (status) => {
    renderWithApp(<FriendMenu userId={USER} userName="Demas" />, seededClient([[connKeys.status(USER), status], [connKeys.muted(), []]]));
    expect(screen.queryByRole('button', { name: 'Friend menu' })).toBeNull();
  });

  it('offers Remove from friends to friends, and asks before removing', async () => {
    renderWithApp(<FriendMenu userId={USER} userName="Demas" />, seededClient([[connKeys.status(USER), 'accepted'], [connKeys.muted(), []]]));
    await chooseMenuItem('Friend menu', 'Remove from friends');
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Are you sure you want to remove this friend?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Friend menu' })).toBeTruthy(); // still friends
  });
});

describe('list helpers', () => {
  it('cuts bios at 40 characters', () => {
    const bio = 'Jesus found me when I was lost and gave me a new life in Him';
    expect(bioPreview(bio)).toBe(`${bio.slice(0, 40).trimEnd()}…`);
    expect(bioPreview(bio).replace('…', '').length).toBeLessThanOrEqual(40);
    expect(bioPreview('Short testimony')).toBe('Short testimony');
    expect(bioPreview('x'.repeat(40))).toBe('x'.repeat(40));
  });

  it('shows modes with spaces and hides none', () => {
    expect(modeLabel('in_relationship')).toBe('in relationship');
    expect(modeLabel('none')).toBe('');
  });

  it('serves pictures under the API prefix', () => {
    expect(pictureUrl('uploads/profile_images/a.jpg')).toBe('/api/uploads/profile_images/a.jpg');
    expect(pictureUrl('')).toBe('/api/uploads/profile_images/default-profile.png');
  });
});
