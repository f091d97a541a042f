import { type UserDto } from '@pen/sdk';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { profileQueryKey } from '../src/features/auth';
import { DashboardShortcuts } from '../src/features/dashboard/DashboardMenu';
import ModerationPage from '../src/features/moderation/ModerationPage';
import type { ReportCase } from '../src/features/moderation/api/types';
import { renderWithApp, seededClient } from './connections-support';
import { startApiServer, tokenExpiringIn } from './support/api-server';
import { setAccessToken } from '../src/lib/session';

const profile = (role: string): UserDto => ({
  user_id: 1,
  email: 'ruth@example.com',
  user_name: 'Ruth Moabite',
  user_code: null,
  created_at: '2026-01-01T00:00:00Z',
  last_login: null,
  role,
  status: 'active',
  profile_picture: 'uploads/profile_images/default-profile.png',
  bio: 'Whither thou goest',
  mode: 'light',
  updated_at: '2026-01-01T00:00:00Z',
  verified: 1,
  receive_email_notifications: true,
  review_status: 'approved',
  language: 'en',
});

const spamPost: ReportCase = {
  report_id: 11,
  target_type: 'post',
  target_id: 301,
  reasons: { spam: 3, harassment: 1 },
  reporter_count: 4,
  reports: [
    { reason: 'spam', rule: null, details: 'Links to a shop in every post', reporter: { user_id: 21, user_name: 'Naomi Reporter' }, created_at: '2026-11-20T09:00:00Z' },
    { reason: 'harassment', rule: { rule_id: 2, number: 2, title: 'No harassment' }, details: null, reporter: { user_id: 22, user_name: 'Boaz Reporter' }, created_at: '2026-11-21T10:30:00Z' },
  ],
  urgent: false,
  automated: false,
  held: false,
  matched_phrase: null,
  author_history: { active_strikes: 1, decisions: [{ action: 'warn_author', rule: { number: 3, title: 'No spam or scams' }, created_at: '2026-11-01T09:00:00Z' }] },
  first_reported_at: '2026-11-20T09:00:00Z',
  last_reported_at: '2026-11-21T10:30:00Z',
  status: 'open',
  target: {
    content: 'Buy cheap sandals at example.com',
    media: [{ media_id: 5, media_type: 'image', url: 'uploads/posts/sandals.webp', poster_url: null }],
    author: { user_id: 7, user_name: 'Orpah Spammer' },
    group: null,
    post_id: null,
    visible: true,
    anonymous: false,
    url: '/post/301',
    context: null,
  },
};

const rudeComment: ReportCase = {
  report_id: 13,
  target_type: 'comment',
  target_id: 44,
  reasons: { hate: 1 },
  reporter_count: 1,
  urgent: false,
  automated: false,
  held: false,
  matched_phrase: null,
  reports: [{ reason: 'hate', rule: null, details: 'Mocks the widow', reporter: { user_id: 23, user_name: 'Ruth Reporter' }, created_at: '2026-11-23T08:00:00Z' }],
  first_reported_at: '2026-11-23T08:00:00Z',
  last_reported_at: '2026-11-23T08:00:00Z',
  status: 'open',
  target: {
    content: 'You deserve nothing',
    media: [],
    author: { user_id: 9, user_name: 'Peninnah Proud' },
    group: null,
    post_id: 300,
    visible: true,
    anonymous: false,
    url: '/post/300#comment-44',
    context: { post: { post_id: 300, content: 'Pray for Hannah', author: { user_id: 10, user_name: 'Elkanah' }, visible: true, url: '/post/300' }, group: null },
  },
  author_history: { active_strikes: 0, decisions: [] },
};

const rudeMember: ReportCase = {
  report_id: 12,
  target_type: 'user',
  target_id: 8,
  reasons: { harassment: 2 },
  reporter_count: 2,
  urgent: false,
  automated: false,
  held: false,
  matched_phrase: null,
  first_reported_at: '2026-11-22T09:00:00Z',
  last_reported_at: '2026-11-22T09:00:00Z',
  reports: [],
  status: 'open',
  target: { content: 'I insult everyone', media: [], author: { user_id: 8, user_name: 'Goliath Rude' }, group: null, post_id: null, visible: true, anonymous: false, url: '/userpen?userId=8', context: null },
  author_history: { active_strikes: 0, decisions: [] },
};

/** The community rules the action dialogs offer (GET /api/rules). */
const RULES = [
  { rule_id: 31, number: 1, title: 'Respect everyone', description: '' },
  { rule_id: 33, number: 3, title: 'No spam or scams', description: '' },
];

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

/** A queue server: open cases until one is resolved, and every resolve request recorded. */
async function queueServer(cases: ReportCase[]) {
  let open = cases;
  server = await startApiServer({
    'GET /api/mod/reports': () => ({ status: 200, body: { reports: open, nextCursor: null } }),
    'GET /api/rules': () => ({ status: 200, body: { rules: RULES } }),
    'POST /api/mod/resolve-report': (req) => {
      const { reportId } = req.body as { reportId: number };
      open = open.filter((c) => c.report_id !== reportId);
      return { status: 200, body: { message: 'Resolved' } };
    },
  });
  return server;
}

const resolveBodies = () => server!.requests.filter((r) => r.path === '/api/mod/resolve-report').map((r) => r.body);

describe('/moderation for a member', () => {
  it('shows the 403 page, not the console or a blank page', () => {
    renderWithApp(<ModerationPage />, seededClient([[profileQueryKey, profile('user')]]));
    expect(screen.getByRole('heading', { name: 'You need to be a moderator to open this page.' })).toBeTruthy();
    expect(screen.getByText('403')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the dashboard' }).getAttribute('href')).toBe('/dashboard');
    expect(screen.queryByRole('tablist')).toBeNull();
  });

  it('has no Moderation entry in the dashboard shortcuts, which a moderator has', () => {
    const { unmount } = renderWithApp(<DashboardShortcuts />, seededClient([[profileQueryKey, profile('user')]]));
    expect(screen.queryByRole('link', { name: /Moderation/ })).toBeNull();
    unmount();
    renderWithApp(<DashboardShortcuts />, seededClient([[profileQueryKey, profile('moderator')]]));
    expect(screen.getByRole('link', { name: /Moderation/ }).getAttribute('href')).toBe('/moderation');
  });
});

describe('the report queue', () => {
  it('renders each open case: preview, media thumbnail, reason counts, reporters, times, actions', async () => {
    await queueServer([spamPost, rudeMember]);
    renderWithApp(<ModerationPage />, seededClient([[profileQueryKey, profile('moderator')]]));
    const list = await screen.findByRole('list', { name: 'Open reports' });
    const card = await within(list).findByRole('listitem', { name: /Orpah Spammer/ });
    expect(within(card).getByText('Post')).toBeTruthy();
    expect(within(card).getByText('Buy cheap sandals at example.com')).toBeTruthy();
    expect(within(card).getByRole('img', { name: 'image 1 of 1' }).getAttribute('src')).toBe('/api/uploads/posts/sandals.webp');
    const reasons = within(card).getByRole('list', { name: 'Reasons' });
    expect(reasons.textContent).toContain('Spam × 3');
    expect(reasons.textContent).toContain('Harassment × 1');
    expect(within(card).getByText(/4 reporters · first 20 Nov 2026/)).toBeTruthy();
    // The author's history: active strikes and earlier decisions with their rule.
    expect(within(card).getByText('1 active strike')).toBeTruthy();
    expect(within(card).getByRole('list', { name: 'Earlier decisions about this author' }).textContent).toBe('1 Nov 2026: Warning (Rule 3: No spam or scams)');
    expect(within(card).getByRole('button', { name: 'Remove' })).toBeTruthy();
    // A member has no content to remove; they can still be warned or suspended.
    const member = within(list).getByRole('listitem', { name: /Goliath Rude/ });
    expect((within(member).getByRole('button', { name: 'Remove' }) as HTMLButtonElement).disabled).toBe(true);
    expect((within(member).getByRole('button', { name: 'Suspend' }) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getByLabelText('Keyboard shortcuts').textContent).toBe('j/k next/previous · d dismiss · r remove · w warn · s suspend');
    expect(server!.requests[0].path).toBe('/api/mod/reports');
  });

  it('marks an urgent case (a self-harm report) so that it is seen first', async () => {
    await queueServer([{ ...rudeComment, urgent: true, reasons: { self_harm: 1 } }, spamPost]);
    renderWithApp(<ModerationPage />, seededClient([[profileQueryKey, profile('moderator')]]));
    const list = await screen.findByRole('list', { name: 'Open reports' });
    const urgent = await within(list).findByRole('listitem', { name: /Peninnah Proud/ });
    expect(within(urgent).getByText('Urgent: someone may be at risk')).toBeTruthy();
    expect(within(within(list).getByRole('listitem', { name: /Orpah Spammer/ })).queryByText('Urgent: someone may be at risk')).toBeNull();
  });

  it('names the watched phrase that flagged an automated case', async () => {
    await queueServer([{ ...spamPost, automated: true, matched_phrase: 'Buy Cheap' }, rudeComment]);
    renderWithApp(<ModerationPage />, seededClient([[profileQueryKey, profile('moderator')]]));
    const list = await screen.findByRole('list', { name: 'Open reports' });
    const flagged = await within(list).findByRole('listitem', { name: /Orpah Spammer/ });
    expect(within(flagged).getByText(/Flagged by a watched word\. Matched phrase: “Buy Cheap”/)).toBeTruthy();
    expect(within(within(list).getByRole('listitem', { name: /Peninnah Proud/ })).queryByText(/Matched phrase/)).toBeNull();
  });

  it('shows every report with its reason, rule, details, reporter and time, and the link that opens the content in context', async () => {
    await queueServer([spamPost, rudeComment]);
    renderWithApp(<ModerationPage />, seededClient([[profileQueryKey, profile('moderator')]]));
    const list = await screen.findByRole('list', { name: 'Open reports' });
    const card = await within(list).findByRole('listitem', { name: /Orpah Spammer/ });
    const reports = within(within(card).getByRole('list', { name: 'Reports' })).getAllByRole('listitem');
    expect(reports.map((r) => r.textContent)).toEqual([
      'Spamby Naomi Reporter, 20 Nov 2026, 09:00“Links to a shop in every post”',
      'HarassmentRule 2: No harassmentby Boaz Reporter, 21 Nov 2026, 10:30',
    ]);
    expect(within(card).getByRole('link', { name: 'Open in context' }).getAttribute('href')).toBe('/post/301');

    const comment = within(list).getByRole('listitem', { name: /Peninnah Proud/ });
    expect(within(comment).getByRole('link', { name: 'Open in context' }).getAttribute('href')).toBe('/post/300#comment-44');
    expect(within(comment).getByRole('link', { name: "Elkanah's post" }).getAttribute('href')).toBe('/post/300');
    expect(within(comment).getByText('Pray for Hannah')).toBeTruthy();
    expect(within(comment).getByText('“Mocks the widow”')).toBeTruthy();
  });

  it('removes a post after the confirmation, with the rule and the facts, and the case leaves the queue', async () => {
    await queueServer([spamPost]);
    renderWithApp(<ModerationPage />, seededClient([[profileQueryKey, profile('moderator')]]));
    const card = await screen.findByRole('listitem', { name: /Orpah Spammer/ });
    fireEvent.click(within(card).getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove: case #11' });
    expect(within(dialog).getByText(/Remove this post for everyone\?/)).toBeTruthy();
    expect(resolveBodies()).toEqual([]); // nothing happens before the confirmation
    fireEvent.change(within(dialog).getByLabelText('The facts (the author is told)'), { target: { value: 'Advertising' } });
    // Without a rule nothing is sent: every restricting action cites one.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(resolveBodies()).toEqual([]);
    await within(dialog).findByRole('option', { name: '3. No spam or scams' });
    fireEvent.change(within(dialog).getByLabelText('Rule'), { target: { value: '33' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Case #11: content removed.')).toBeTruthy();
    expect(resolveBodies()).toEqual([{ reportId: 11, action: 'remove_content', ruleId: 33, note: 'Advertising' }]);
    expect(await screen.findByText('No open reports. All caught up.')).toBeTruthy();
  });

  it('shows a refusal inside the dialog and keeps the note (a case resolved meanwhile: 409)', async () => {
    server = await startApiServer({
      'GET /api/mod/reports': () => ({ status: 200, body: { reports: [spamPost], nextCursor: null } }),
      'GET /api/rules': () => ({ status: 200, body: { rules: RULES } }),
      'POST /api/mod/resolve-report': () => ({ status: 409, body: { statusCode: 409, message: 'This report is already resolved', error: 'Conflict' } }),
    });
    renderWithApp(<ModerationPage />, seededClient([[profileQueryKey, profile('moderator')]]));
    fireEvent.click(within(await screen.findByRole('listitem', { name: /Orpah Spammer/ })).getByRole('button', { name: 'Dismiss' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Note (for the audit log)'), { target: { value: 'Fine' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Dismiss' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('This report is already resolved');
    expect((within(dialog).getByLabelText('Note (for the audit log)') as HTMLTextAreaElement).value).toBe('Fine');
  });
});

describe('queue keyboard shortcuts', () => {
  const press = (key: string, target: Element = document.body) => fireEvent.keyDown(target, { key });

  it('j/k move the selection, and d/r/w/s open the matching action for the selected case', async () => {
    await queueServer([spamPost, rudeMember]);
    renderWithApp(<ModerationPage />, seededClient([[profileQueryKey, profile('moderator')]]));
    const first = await screen.findByRole('listitem', { name: /Orpah Spammer/ });
    const second = screen.getByRole('listitem', { name: /Goliath Rude/ });
    expect(first.getAttribute('aria-current')).toBe('true');

    press('j');
    expect(second.getAttribute('aria-current')).toBe('true');
    expect(first.getAttribute('aria-current')).toBeNull();
    press('j'); // stays on the last case
    expect(second.getAttribute('aria-current')).toBe('true');

    press('w');
    let dialog = await screen.findByRole('dialog', { name: 'Warn: member #12' });
    expect(within(dialog).getByText('Warn Goliath Rude? They get a notification with your note.')).toBeTruthy();
    press('d'); // keys do nothing while a dialog is open
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    press('r'); // a member case cannot be removed: the key does nothing
    expect(screen.queryByRole('dialog')).toBeNull();

    press('k');
    expect(first.getAttribute('aria-current')).toBe('true');
    press('s');
    dialog = await screen.findByRole('dialog', { name: 'Suspend: case #11' });
    fireEvent.change(within(dialog).getByLabelText('The facts (the author is told)'), { target: { value: 'Spam' } });
    await within(dialog).findByRole('option', { name: '1. Respect everyone' });
    fireEvent.change(within(dialog).getByLabelText('Rule'), { target: { value: '33' } });
    fireEvent.change(within(dialog).getByLabelText('Days'), { target: { value: '7' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    await waitFor(() => expect(resolveBodies()).toEqual([{ reportId: 11, action: 'suspend_author', ruleId: 33, note: 'Spam', days: 7 }]));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    press('d');
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Dismiss: member #12' })).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(resolveBodies()).toHaveLength(2));
    expect(resolveBodies()[1]).toEqual({ reportId: 12, action: 'dismiss' });
  });

  it('ignores keys typed in a field and with Ctrl held', async () => {
    await queueServer([spamPost]);
    renderWithApp(
      <>
        <input aria-label="Elsewhere" />
        <ModerationPage />
      </>,
      seededClient([[profileQueryKey, profile('moderator')]]),
    );
    await screen.findByRole('listitem', { name: /Orpah Spammer/ });
    press('d', screen.getByLabelText('Elsewhere'));
    fireEvent.keyDown(document.body, { key: 'r', ctrlKey: true });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
