import { Browser, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { sql } from './support/db';
import { createMember, Member, signIn } from './support/members';

async function pageFor(browser: Browser, member: Member): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, member);
  return { page, close: () => context.close() };
}

async function confirmDialog(page: Page, text: string | RegExp, button: string): Promise<void> {
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(text);
  await dialog.getByRole('button', { name: button }).click();
}

test('create a group, request to join from another account, accept, comment, like, leave', async ({ browser }, testInfo) => {
  const tag = `${testInfo.project.name}${Date.now().toString(36)}`;
  const host = await createMember({ userName: `Lydia ${tag}` });
  const joiner = await createMember({ userName: `Timothy ${tag}`, bio: 'Following Jesus in Ephesus and beyond' });
  const title = `Thyatira Prayer ${tag}`;

  // The host creates the group from the New Group tab; the preview follows the form.
  const h = await pageFor(browser, host);
  await h.page.goto('/groups');
  await expect(h.page.getByRole('tab', { name: 'My Groups' })).toHaveAttribute('aria-selected', 'true');
  await expect(h.page.getByText('No groups')).toBeVisible();
  await h.page.getByRole('tab', { name: 'New Group' }).click();
  const form = h.page.getByRole('form', { name: 'New group' });
  await expect(form.getByRole('button', { name: 'Create group' })).toBeDisabled();
  await form.getByLabel('Group name').fill(title);
  await form.getByLabel('Description').fill('We meet to pray for our city, our families and the persecuted church around the world.');
  await form.getByRole('radio', { name: 'Colour #2a9d8f' }).check({ force: true });
  await expect(form.getByLabel('Preview').getByRole('heading', { name: title })).toBeVisible();
  await h.page.screenshot({ path: testInfo.outputPath('create-group.png'), fullPage: true });
  await form.getByRole('button', { name: 'Create group' }).click();
  await expect(h.page.getByText('Group created successfully!')).toBeVisible();
  await expect(h.page).toHaveURL(/\/group\/\d+$/);
  await expect(h.page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(h.page.getByText('1 member', { exact: true }).first()).toBeVisible();
  await expect(h.page.getByText('Visible', { exact: true })).toBeVisible();
  await expect(h.page.getByText('No comments yet')).toBeVisible();
  const groupUrl = h.page.url();

  // The joiner finds it in search (grey, locked) and asks to join.
  const j = await pageFor(browser, joiner);
  await j.page.goto('/groups?tab=search');
  await expect(j.page.getByText('search results')).toBeVisible();
  await j.page.getByRole('searchbox', { name: 'Search groups' }).fill(`thyatira prayer ${tag}`.toUpperCase());
  await j.page.getByRole('searchbox', { name: 'Search groups' }).press('Enter');
  const card = j.page.getByRole('link', { name: title });
  await expect(card).toBeVisible();
  await expect(card.getByText('Join to read the conversation')).toBeVisible();
  await j.page.screenshot({ path: testInfo.outputPath('search-groups.png'), fullPage: true });
  await card.click();
  await expect(j.page.getByText('You are not a member of this group')).toBeVisible();
  await j.page.screenshot({ path: testInfo.outputPath('non-member.png'), fullPage: true });
  await j.page.getByRole('button', { name: 'Request membership' }).click();
  await expect(j.page.getByRole('button', { name: 'Request sent' })).toBeDisabled();

  // The host accepts the request.
  await h.page.reload();
  const requests = h.page.getByRole('region', { name: /Join requests/ });
  await expect(requests.getByText(joiner.userName)).toBeVisible();
  await h.page.screenshot({ path: testInfo.outputPath('join-request.png'), fullPage: true });
  await requests.getByRole('button', { name: 'Accept' }).click();
  await expect(h.page.getByText(`${joiner.userName} joined the group`)).toBeVisible();
  await expect(h.page.getByText('2 members', { exact: true }).first()).toBeVisible();

  // The joiner is a member now and comments.
  await j.page.goto(groupUrl);
  await expect(j.page.getByRole('heading', { name: 'Conversation' })).toBeVisible();
  await j.page.getByLabel('Your comment').fill('Thank you for having me! Praying with you all.');
  await j.page.getByRole('button', { name: 'Send comment' }).click();
  await expect(j.page.getByText('Comment added')).toBeVisible();
  await expect(j.page.getByText('Thank you for having me! Praying with you all.')).toBeVisible();

  // The host sees the comment and likes it.
  await h.page.reload();
  const comment = h.page.getByRole('listitem').filter({ hasText: 'Thank you for having me!' });
  await expect(comment).toBeVisible();
  await comment.getByRole('button', { name: /^Like/ }).click();
  await expect(comment.getByRole('button', { name: 'Unlike (1 like)' })).toBeVisible();
  await h.page.screenshot({ path: testInfo.outputPath('thread.png'), fullPage: true });
  await h.page.reload();
  await expect(h.page.getByRole('listitem').filter({ hasText: 'Thank you for having me!' }).getByRole('button', { name: 'Unlike (1 like)' })).toBeVisible();

  // The member list overlay.
  await h.page.getByRole('button', { name: 'See all members' }).click();
  const overlay = h.page.getByRole('dialog', { name: 'Members (2)' });
  await overlay.getByRole('searchbox', { name: 'Search members by name or role' }).fill('ADMIN');
  await expect(overlay.getByText(joiner.userName)).toBeHidden();
  await expect(overlay.getByText(host.userName)).toBeVisible();
  await h.page.screenshot({ path: testInfo.outputPath('members.png') });
  await overlay.getByRole('button', { name: 'Close' }).click();

  // The joiner leaves after a confirmation.
  await j.page.reload();
  await j.page.getByRole('button', { name: 'Group menu' }).click();
  await j.page.getByRole('menuitem', { name: 'Leave group' }).click();
  await confirmDialog(j.page, 'Are you sure you want to leave this group?', 'Leave group');
  await expect(j.page.getByText('You left the group')).toBeVisible();
  await expect(j.page.getByText('You are not a member of this group')).toBeVisible();
  await j.page.goto('/groups');
  await expect(j.page.getByText('No groups')).toBeVisible();

  await h.close();
  await j.close();
});

test('a missing group says so and leads back to My Groups', async ({ memberPage: page }, testInfo) => {
  await page.goto('/group/987654321');
  await expect(page.getByRole('heading', { name: "Oops! This group can't be found" })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('missing.png') });
  await page.getByRole('link', { name: 'My Groups' }).click();
  await expect(page).toHaveURL(/\/groups$/);
});

test('an admin removes a member from the members dialog, and the private group is gone for them', async ({ browser }, testInfo) => {
  const tag = `${testInfo.project.name}${Date.now().toString(36)}`;
  const host = await createMember({ userName: `Priscilla ${tag}` });
  const member = await createMember({ userName: `Demas ${tag}` });
  // A private group with both in it, arranged in the database: the journey is the removal.
  const [{ group_id: groupId }] = await sql<{ group_id: number }>(
    `INSERT INTO groups (title, description, visibility, host_user_id, member_count) VALUES ($1, 'Prayer in confidence', 'group_private', $2, 2) RETURNING group_id`,
    [`Upper room ${tag}`, host.userId],
  );
  await sql(
    `INSERT INTO group_members (group_id, user_id, status, role, inviter_id, invitee_id) VALUES ($1, $2, 'accepted', 'admin', $2, $2), ($1, $3, 'accepted', 'member', $2, $3)`,
    [groupId, host.userId, member.userId],
  );

  const h = await pageFor(browser, host);
  await h.page.goto(`/group/${groupId}`);
  await h.page.getByRole('button', { name: 'See all members' }).click();
  const overlay = h.page.getByRole('dialog', { name: 'Members (2)' });
  await expect(overlay.getByRole('button', { name: `Remove from group: ${host.userName}` })).toHaveCount(0);
  await overlay.getByRole('button', { name: `Remove from group: ${member.userName}` }).click();
  await h.page.screenshot({ path: testInfo.outputPath('remove-member.png') });
  await confirmDialog(h.page, `Remove ${member.userName} from this group?`, 'Remove');
  await expect(h.page.getByText(`${member.userName} was removed from the group`)).toBeVisible();
  await expect(h.page.getByRole('dialog', { name: 'Members (1)' })).toBeVisible();

  const m = await pageFor(browser, member);
  await m.page.goto(`/group/${groupId}`);
  await expect(m.page.getByRole('heading', { name: "Oops! This group can't be found" })).toBeVisible();

  await h.close();
  await m.close();
});

test('inviting a friend to a group happens at once, without a confirmation', async ({ browser }, testInfo) => {
  const tag = `${testInfo.project.name}${Date.now().toString(36)}`;
  const host = await createMember({ userName: `Lydia ${tag}` });
  const friend = await createMember({ userName: `Silas ${tag}` });
  await sql(`INSERT INTO connections (sender_id, receiver_id, status) VALUES ($1, $2, 'accepted')`, [host.userId, friend.userId]);
  await sql(`INSERT INTO friendships (user_id, friend_id) VALUES ($1, $2), ($2, $1)`, [host.userId, friend.userId]);
  const [{ group_id: groupId }] = await sql<{ group_id: number }>(
    `INSERT INTO groups (title, description, visibility, host_user_id, member_count) VALUES ($1, 'By the river', 'group_private', $2, 1) RETURNING group_id`,
    [`Riverside ${tag}`, host.userId],
  );
  await sql(`INSERT INTO group_members (group_id, user_id, status, role, inviter_id, invitee_id) VALUES ($1, $2, 'accepted', 'admin', $2, $2)`, [groupId, host.userId]);

  const h = await pageFor(browser, host);
  await h.page.goto(`/group/${groupId}`);
  await h.page.getByRole('button', { name: 'Group menu' }).click();
  await h.page.getByRole('menuitem', { name: 'Invite friends' }).click();
  const dialog = h.page.getByRole('dialog', { name: 'Invite friends' });
  await dialog.getByRole('listitem').filter({ hasText: friend.userName }).getByRole('button', { name: 'Invite' }).click();
  await expect(dialog.getByRole('listitem').filter({ hasText: friend.userName }).getByRole('button', { name: 'Invited' })).toBeDisabled();
  await expect(h.page.getByRole('alertdialog')).toHaveCount(0);
  // An invitation is a pending membership the host started (a join request is started by the member).
  const rows = await sql<{ status: string; inviter_id: number }>(`SELECT status, inviter_id FROM group_members WHERE group_id = $1 AND user_id = $2`, [groupId, friend.userId]);
  expect(rows).toEqual([{ status: 'pending', inviter_id: host.userId }]);
  await h.close();
});
