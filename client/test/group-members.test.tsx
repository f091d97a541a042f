import type { GroupDto, GroupMemberDto } from '@pen/sdk';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MembersOverlay } from '../src/features/groups/components/MembersOverlay';
import { renderWithApp, seededClient } from './connections-support';
import { apiServerPerTest } from './support/api-server';

const person = (user_id: number, user_name: string, role: 'admin' | 'member'): GroupMemberDto => ({
  user_id,
  user_name,
  role,
  status: 'accepted',
  bio: 'Saved by grace through Jesus',
  mode: 'single',
  joined_at: '2025-04-21T10:00:00.000Z',
  inviter_id: user_id,
  invitee_id: user_id,
  profile_picture: 'uploads/profile_images/default-profile.png',
  care_team: false,
});

const anna = person(1, 'Anna Host', 'admin');
const carl = person(3, 'Carl Member', 'member');

const group = (over: Partial<GroupDto> = {}): GroupDto => ({
  group_id: 9,
  title: 'Quiet circle',
  description: 'Prayer in confidence',
  theme_color: '#7da9d9',
  visibility: 'group_private',
  is_active: true,
  host_user_id: anna.user_id,
  created_at: '2025-04-21T10:00:00.000Z',
  comment_count: 0,
  member_count: 2,
  my_status: 'accepted',
  my_role: 'admin',
  inviter: null,
  members: [anna, carl],
  comments: [],
  next_cursor: null,
  ...over,
});

const api = apiServerPerTest();

const show = (g: GroupDto, meId = anna.user_id) => renderWithApp(<MembersOverlay group={g} meId={meId} onClose={() => undefined} />, seededClient([]));

describe('Group members: Remove from group', () => {
  it('an admin removes another member after confirming; the call names the group and the member', async () => {
    const server = await api.start({ 'POST /api/groups/remove-member': () => ({ status: 200, body: { message: 'Member removed' } }) });
    show(group());
    const removeCarl = await screen.findByRole('button', { name: 'Remove from group: Carl Member' }); // the dialog loads lazily
    // Not on the admin themself: they leave the group instead.
    expect(screen.queryByRole('button', { name: 'Remove from group: Anna Host' })).toBeNull();

    fireEvent.click(removeCarl);
    let dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Remove Carl Member from this group?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(server.requests.filter((r) => r.path === '/api/groups/remove-member')).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Remove from group: Carl Member' }));
    dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Carl Member was removed from the group')).toBeTruthy();
    expect(server.requests.find((r) => r.path === '/api/groups/remove-member')?.body).toEqual({ groupId: 9, userId: carl.user_id });
  });

  it('shows the server refusal', async () => {
    await api.start({
      'POST /api/groups/remove-member': () => ({ status: 403, body: { statusCode: 403, message: 'Only group admins can remove members', error: 'Forbidden' } }),
    });
    show(group());
    fireEvent.click(await screen.findByRole('button', { name: 'Remove from group: Carl Member' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.getByText('Only group admins can remove members')).toBeTruthy());
  });

  it('is not offered to members who are not admins', async () => {
    show(group({ my_role: 'member' }), carl.user_id);
    await screen.findByText('Anna Host'); // the dialog (loaded lazily) lists the members
    expect(screen.queryByRole('button', { name: /^Remove .* from group$/ })).toBeNull();
  });
});

describe('Group members: care team', () => {
  it('an admin puts a member on the care team and takes one off; the badge shows who is on it', async () => {
    const server = await api.start({ 'PUT /api/groups/9/care-team': () => ({ status: 200, body: { careTeam: [] } }) });
    show(group({ members: [{ ...anna, care_team: true }, carl] }));
    const carlToggle = await screen.findByRole('button', { name: 'Care team: Carl Member' });
    expect(carlToggle.getAttribute('aria-pressed')).toBe('false');
    expect(screen.getAllByText('care team')).toHaveLength(1);
    fireEvent.click(carlToggle);
    expect(await screen.findByText('Carl Member is now on the care team')).toBeTruthy();
    expect(server.requests.find((r) => r.path === '/api/groups/9/care-team')?.body).toEqual({ userIds: [anna.user_id, carl.user_id] });
  });

  it('a member sees the badge but no toggle', async () => {
    show(group({ my_role: 'member', members: [anna, { ...carl, care_team: true }] }), carl.user_id);
    expect(await screen.findByText('care team')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Care team: / })).toBeNull();
  });
});
