import { i18n } from '@lingui/core';
import { type ListedMemberDto, type PostDto } from '@pen/sdk';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REPORT_DETAILS_MAX, REPORT_THANKS } from '../src/components/report/ReportDialog';
import { REPORT_REASONS } from '../src/components/report/report-reasons';
import { connKeys } from '../src/features/connections/api/keys';
import { FriendMenu } from '../src/features/connections/FriendMenu';
import { blockExplained } from '../src/features/connections/friend-labels';
import { PostCard } from '../src/features/posts/components/PostCard';
import { chooseMenuItem } from './menu';
import { renderWithApp, seededClient } from './connections-support';
import { startApiServer, tokenExpiringIn } from './support/api-server';
import { setAccessToken } from '../src/lib/session';

const ruth: ListedMemberDto = { user_id: 5, user_name: 'Ruth Moabite', profile_picture: '' };
const post: PostDto = {
  posts_id: 9, user_id: ruth.user_id, user_name: ruth.user_name, user_code: null, profile_picture: '', content: 'Buy my coins', created_at: new Date().toISOString(),
  visibility: 'public', group_id: null, post_type: 'normal', media_state: 'none', held: false, anonymous: false, is_mine: false, comment_policy: 'everyone', for_someone_else: false, is_ready: true, media: [], like_count: 0, comment_count: 0, prayer_count: 0, prayer_status: null, answered_at: null, answer_testimony: null, is_prayed: false, is_liked: false, comments: [],
};

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

const openPostReport = async () => {
  await chooseMenuItem('Post actions', 'Report');
  return screen.findByRole('dialog', { name: 'Report post' });
};

describe('report dialog', () => {
  it('lists every reason in plain words, counts the details, and asks for a reason before sending', async () => {
    renderWithApp(<PostCard post={post} meId={1} />, seededClient([]));
    const dialog = await openPostReport();
    const group = within(dialog).getByRole('group', { name: 'Why are you reporting this?' });
    expect(within(group).getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual(REPORT_REASONS.map((r) => i18n._(r.label)));
    expect(within(group).getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual([
      'Spam or a scam', 'Harassment or bullying', 'Hate speech', 'Violence or threats', 'Self-harm or suicide', 'Sexual content', 'False information',
      'Spiritual abuse or manipulation', 'Fundraising scam', 'Someone else\'s private need or data', 'Something else',
    ]);
    expect(REPORT_REASONS.map((r) => r.value)).toEqual([
      'spam', 'harassment', 'hate', 'violence', 'self_harm', 'sexual_content', 'misinformation', 'spiritual_abuse', 'fundraising_scam', 'private_information', 'other',
    ]);

    const details = within(dialog).getByLabelText('Details (optional)');
    expect(details.getAttribute('maxlength')).toBe(String(REPORT_DETAILS_MAX));
    fireEvent.change(details, { target: { value: 'He asks for money' } });
    expect(within(dialog).getByText(`17/${REPORT_DETAILS_MAX}`)).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Choose a reason.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('sends reason and details, thanks, then offers to block the author with the usual confirmation', async () => {
    server = await startApiServer({
      'POST /api/posts/report-post': () => ({ status: 200, body: { message: 'Post reported' } }),
      'POST /api/conn/block-user': () => ({ status: 200, body: { message: 'Member blocked' } }),
    });
    renderWithApp(<PostCard post={post} meId={1} />, seededClient([]));
    const dialog = await openPostReport();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Spam or a scam' }));
    fireEvent.change(within(dialog).getByLabelText('Details (optional)'), { target: { value: '  Sells crypto in every post  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));

    const thanks = await screen.findByRole('dialog', { name: 'Report sent' });
    expect(within(thanks).getByRole('status').textContent).toBe(i18n._(REPORT_THANKS));
    expect(thanks.textContent).toContain('Also block Ruth Moabite?');
    expect(server.requests.find((r) => r.path === '/api/posts/report-post')?.body).toEqual({ postId: 9, reason: 'spam', details: 'Sells crypto in every post' });

    fireEvent.click(within(thanks).getByRole('button', { name: 'Block Ruth Moabite' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm.textContent).toContain(`Block Ruth Moabite? ${blockExplained()}`);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Block' }));
    expect(await screen.findByText('Ruth Moabite is blocked.')).toBeTruthy();
    expect(server.requests.find((r) => r.path === '/api/conn/block-user')?.body).toEqual({ targetUserId: ruth.user_id });
  });

  it('shows a refusal inside the dialog and keeps the reason and details for another try', async () => {
    let refuse = true;
    server = await startApiServer({
      'POST /api/posts/report-post': () =>
        refuse
          ? { status: 429, body: { statusCode: 429, message: 'Too many reports. Try again in 60 minutes.', error: 'Too Many Requests' } }
          : { status: 200, body: { message: 'Post reported' } },
    });
    renderWithApp(<PostCard post={post} meId={1} />, seededClient([]));
    const dialog = await openPostReport();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Harassment or bullying' }));
    fireEvent.change(within(dialog).getByLabelText('Details (optional)'), { target: { value: 'Every day' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));

    expect((await within(dialog).findByRole('alert')).textContent).toBe('Too many reports. Try again in 60 minutes.');
    expect((within(dialog).getByRole('radio', { name: 'Harassment or bullying' }) as HTMLInputElement).checked).toBe(true);
    expect((within(dialog).getByLabelText('Details (optional)') as HTMLTextAreaElement).value).toBe('Every day');

    refuse = false;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('dialog', { name: 'Report sent' })).toBeTruthy();
    expect(server.requests.filter((r) => r.path === '/api/posts/report-post').map((r) => r.body)).toEqual([
      { postId: 9, reason: 'harassment', details: 'Every day' },
      { postId: 9, reason: 'harassment', details: 'Every day' },
    ]);
  });

  it('reports a member from the /userpen menu; no block offer when they are blocked already', async () => {
    server = await startApiServer({ 'POST /api/conn/report-user': () => ({ status: 200, body: { message: 'User reported' } }) });
    renderWithApp(<FriendMenu userId={ruth.user_id} userName={ruth.user_name} />, seededClient([[connKeys.status(ruth.user_id), 'blocked'], [connKeys.muted(), []]]));
    await chooseMenuItem('Member menu', 'Report');
    const dialog = await screen.findByRole('dialog', { name: 'Report Ruth Moabite' });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Something else' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));

    const thanks = await screen.findByRole('dialog', { name: 'Report sent' });
    expect(thanks.textContent).not.toContain('Also block');
    fireEvent.click(within(thanks).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.requests.find((r) => r.path === '/api/conn/report-user')?.body).toEqual({ targetUserId: ruth.user_id, reason: 'other' });
  });
});
