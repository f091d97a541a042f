import { type CommentDto, type FriendStatus, type ListedMemberDto, type PostDto } from '@pen/sdk';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connKeys } from '../src/features/connections/api/keys';
import { FriendMenu } from '../src/features/connections/FriendMenu';
import { BlockedMembersCard, MutedMembersCard } from '../src/features/connections/SafetyLists';
import { blockExplained } from '../src/features/connections/friend-labels';
import { PostCard } from '../src/features/posts/components/PostCard';
import { renderWithApp, seededClient } from './connections-support';
import { chooseMenuItem, openMenu } from './menu';
import { startApiServer, tokenExpiringIn } from './support/api-server';
import { setAccessToken } from '../src/lib/session';

const ruth: ListedMemberDto = { user_id: 5, user_name: 'Ruth Moabite', profile_picture: 'uploads/profile_images/default-profile.png' };
const boaz: ListedMemberDto = { user_id: 6, user_name: 'Boaz Kinsman', profile_picture: 'uploads/profile_images/default-profile.png' };
const OK = { status: 200, body: { message: 'Done' } };

let server: Awaited<ReturnType<typeof startApiServer>> | undefined;
beforeEach(() => {
  setAccessToken(tokenExpiringIn(900));
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined); // the alert's sound; jsdom has none
});
afterEach(async () => {
  setAccessToken(null);
  vi.restoreAllMocks();
  await server?.close();
  server = undefined;
});

describe('Blocked members (/settings)', () => {
  it('says so when nobody is blocked', () => {
    renderWithApp(<BlockedMembersCard />, seededClient([[connKeys.blocked(), []]]));
    expect(screen.getByRole('heading', { name: 'Blocked members' })).toBeTruthy();
    expect(screen.getByText('You have not blocked anyone.')).toBeTruthy();
  });

  it('lists blocked members and unblocks one, then shows the list the server gives', async () => {
    let blocked = [ruth, boaz];
    server = await startApiServer({
      'POST /api/conn/unblock-user': () => {
        blocked = blocked.filter((u) => u.user_id !== ruth.user_id);
        return OK;
      },
      'GET /api/conn/blocked-users': () => ({ status: 200, body: { users: blocked } }),
    });
    renderWithApp(<BlockedMembersCard />, seededClient([[connKeys.blocked(), blocked]]));
    const list = screen.getByRole('list', { name: 'Blocked members' });
    expect(within(list).getByText('Ruth Moabite')).toBeTruthy();
    expect(within(list).getByText('Boaz Kinsman')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Unblock Ruth Moabite' }));
    expect(await screen.findByText('Ruth Moabite is unblocked.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Unblock Ruth Moabite' })).toBeNull());
    expect(screen.getByRole('button', { name: 'Unblock Boaz Kinsman' })).toBeTruthy();
    expect(server.requests.find((r) => r.path === '/api/conn/unblock-user')?.body).toEqual({ targetUserId: ruth.user_id });
  });

  it('shows the server refusal', async () => {
    server = await startApiServer({
      'POST /api/conn/unblock-user': () => ({ status: 404, body: { statusCode: 404, message: 'User not found', error: 'Not Found' } }),
    });
    renderWithApp(<BlockedMembersCard />, seededClient([[connKeys.blocked(), [ruth]]]));
    fireEvent.click(screen.getByRole('button', { name: 'Unblock Ruth Moabite' }));
    expect(await screen.findByText('User not found')).toBeTruthy();
  });
});

describe('Muted members (/settings)', () => {
  it('says so when nobody is muted', () => {
    renderWithApp(<MutedMembersCard />, seededClient([[connKeys.muted(), []]]));
    expect(screen.getByRole('heading', { name: 'Muted members' })).toBeTruthy();
    expect(screen.getByText('You have not muted anyone.')).toBeTruthy();
  });

  it('unmutes a member', async () => {
    let muted = [boaz];
    server = await startApiServer({
      'POST /api/conn/unmute-user': () => {
        muted = [];
        return OK;
      },
      'GET /api/conn/muted-users': () => ({ status: 200, body: { users: muted } }),
    });
    renderWithApp(<MutedMembersCard />, seededClient([[connKeys.muted(), muted]]));
    fireEvent.click(screen.getByRole('button', { name: 'Unmute Boaz Kinsman' }));
    expect(await screen.findByText('Boaz Kinsman is unmuted.')).toBeTruthy();
    expect(await screen.findByText('You have not muted anyone.')).toBeTruthy();
    expect(server.requests.find((r) => r.path === '/api/conn/unmute-user')?.body).toEqual({ targetUserId: boaz.user_id });
  });
});

describe('member menu on /userpen', () => {
  const renderMenu = (status: FriendStatus, muted: ListedMemberDto[]) =>
    renderWithApp(<FriendMenu userId={ruth.user_id} userName={ruth.user_name} />, seededClient([[connKeys.status(ruth.user_id), status], [connKeys.muted(), muted]]));
  const items = () => screen.getAllByRole('menuitem').map((m) => m.textContent);

  it('offers Block and Mute to a member who is no friend', async () => {
    renderMenu('none', []);
    await openMenu('Member menu');
    expect(items()).toEqual(['Block', 'Mute', 'Report']);
  });

  it('offers Remove from friends, Block and Unmute to a muted friend', async () => {
    renderMenu('accepted', [ruth]);
    await openMenu('Friend menu');
    expect(items()).toEqual(['Remove from friends', 'Block', 'Unmute', 'Report']);
  });

  it('offers Unblock once blocked', async () => {
    renderMenu('blocked', []);
    await openMenu('Member menu');
    expect(items()).toEqual(['Unblock', 'Mute', 'Report']);
  });

  it('says what a block does before blocking, and blocks only on confirm', async () => {
    server = await startApiServer({
      'POST /api/conn/block-user': () => OK,
      'GET /api/conn/friend-request-status/5': () => ({ status: 200, body: { status: 'blocked' } }),
      'GET /api/conn/blocked-users': () => ({ status: 200, body: { users: [ruth] } }),
      'GET /api/conn/muted-users': () => ({ status: 200, body: { users: [] } }),
    });
    renderMenu('none', []);
    await chooseMenuItem('Member menu', 'Block');
    let dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain(`Block Ruth Moabite? ${blockExplained()}`);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(server.requests.some((r) => r.path === '/api/conn/block-user')).toBe(false);

    await chooseMenuItem('Member menu', 'Block');
    dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect(await screen.findByText('Ruth Moabite is blocked.')).toBeTruthy();
    expect(server.requests.find((r) => r.path === '/api/conn/block-user')?.body).toEqual({ targetUserId: ruth.user_id });
    await openMenu('Member menu');
    await waitFor(() => expect(items()).toEqual(['Unblock', 'Mute', 'Report']));
  });
});

describe('post and comment menus', () => {
  const ME = 1;
  const comment = (id: number, author: ListedMemberDto): CommentDto => ({
    comment_id: id, post_id: 9, user_id: author.user_id, user_name: author.user_name, profile_picture: '', content: `Comment ${id}`,
    created_at: new Date().toISOString(), like_count: 0, is_liked: false, is_ready: true, held: false, media: [],
  });
  const post = (author: { user_id: number; user_name: string }, comments: CommentDto[]): PostDto => ({
    posts_id: 9, user_id: author.user_id, user_name: author.user_name, user_code: null, profile_picture: '', content: 'A word of grace', created_at: new Date().toISOString(),
    visibility: 'public', group_id: null, post_type: 'normal', media_state: 'none', held: false, anonymous: false, is_mine: false, comment_policy: 'everyone', for_someone_else: false, is_ready: true, media: [], like_count: 0, comment_count: comments.length, prayer_count: 0, prayer_status: null, answered_at: null, answer_testimony: null, is_prayed: false, is_liked: false, comments,
  });
  const menuOf = async (name: string, index = 0) => {
    const menu = await openMenu(screen.getAllByRole('button', { name })[index]);
    const labels = within(menu).getAllByRole('menuitem').map((m) => m.textContent);
    fireEvent.keyDown(menu, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    return labels;
  };

  it("offer Block author on others' posts and comments, never on one's own", async () => {
    const mine = { user_id: ME, user_name: 'Me', profile_picture: '' };
    renderWithApp(<PostCard post={post(ruth, [comment(1, boaz), comment(2, mine)])} meId={ME} />, seededClient([]));
    expect(await menuOf('Post actions')).toEqual(['Report', 'Block author']);
    expect(await menuOf('Comment actions', 0)).toEqual(['Report comment', 'Block author']);
    expect(await menuOf('Comment actions', 1)).toEqual(['Delete comment']);

    await chooseMenuItem('Post actions', 'Block author');
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain(`Block Ruth Moabite? ${blockExplained()}`);
  });

  it('offer no Block on my own post', async () => {
    renderWithApp(<PostCard post={post({ user_id: ME, user_name: 'Me' }, [])} meId={ME} />, seededClient([]));
    expect(await menuOf('Post actions')).not.toContain('Block author');
  });
});
