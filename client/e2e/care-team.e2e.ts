import { Browser, BrowserContextOptions, Page } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { sql } from './support/db';
import { expect, test } from './support/fixtures';
import { waitForMail } from './support/mailbox';
import { createMember, Member, signIn } from './support/members';

// axe's script is injected into the page.
test.use({ bypassCSP: true });

/** A signed-in browser with the project's screen (phone or desktop) and the stored cookie choice; `token` for API calls. */
async function signedInPage(browser: Browser, member: Member, options: BrowserContextOptions): Promise<{ page: Page; token: string; close: () => Promise<void> }> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const { accessToken } = await signIn(page, member);
  return { page, token: accessToken, close: () => context.close() };
}

/** A group with its host and members, arranged as the groups module stores it. */
async function groupOf(title: string, host: Member, members: Member[]): Promise<number> {
  const [{ group_id: groupId }] = await sql<{ group_id: number }>(
    `INSERT INTO groups (title, description, visibility, host_user_id, member_count) VALUES ($1, 'We carry each other', 'group_public', $2, $3) RETURNING group_id`,
    [title, host.userId, members.length + 1],
  );
  for (const [m, role] of [[host, 'admin'], ...members.map((x) => [x, 'member'] as const)] as const) {
    await sql(`INSERT INTO group_members (group_id, user_id, status, role, inviter_id, invitee_id) VALUES ($1, $2, 'accepted', $3, $2, $2)`, [groupId, m.userId, role]);
  }
  return groupId;
}

test("an admin names the care team; an emergency reaches it; a team member reaches out without their name and the team sees who took it", async ({ browser, page, storageState }, info) => {
  const tag = `${info.project.name}-${Date.now().toString(36)}`;
  const hanna = await createMember({ userName: `Hanna ${tag}` });
  const mia = await createMember({ userName: `Mia ${tag}` });
  const kai = await createMember({ userName: `Kai ${tag}` });
  const lea = await createMember({ userName: `Lea ${tag}` });
  const groupId = await groupOf(`Care circle ${tag}`, hanna, [mia, kai, lea]);
  const { viewport, isMobile, hasTouch, deviceScaleFactor } = info.project.use;
  const options = { viewport, isMobile, hasTouch, deviceScaleFactor, storageState };

  // Hanna, the admin, puts Mia and Kai on the care team from the members list, by keyboard.
  await signIn(page, hanna);
  await page.goto(`/group/${groupId}`);
  await page.getByRole('button', { name: 'See all members' }).click();
  const dialog = page.getByRole('dialog');
  for (const m of [mia, kai]) {
    const toggle = dialog.getByRole('button', { name: `Care team: ${m.userName}` });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText(`${m.userName} is now on the care team`)).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  }
  await expect(dialog.getByText('care team', { exact: true })).toHaveCount(2);
  await expectAccessible(page);
  await page.screenshot({ path: info.outputPath('care-team-members.png') });
  const team = await sql<{ user_id: number }>(`SELECT user_id FROM group_care_team WHERE group_id = $1 ORDER BY user_id`, [groupId]);
  expect(team.map((r) => r.user_id)).toEqual([mia.userId, kai.userId].sort((a, b) => a - b));

  // Lea asks the group for emergency prayer.
  const l = await signedInPage(browser, lea, options);
  const text = `Please pray, I am in hospital ${tag}`;
  const created = await l.page.request.post('/api/posts/create-post', {
    headers: { authorization: `Bearer ${l.token}` },
    data: { content: text, postType: 'emergency_pray_request', visibility: 'group', groupId },
  });
  expect(created.status()).toBe(201);
  const { postId } = (await created.json()) as { postId: number };

  // Mia hears of it at once by e-mail (and in the app), whatever her digest.
  const mail = await waitForMail(mia.email, { match: (m) => m.text.includes(text), timeoutMs: 30_000 });
  expect(mail.text).toContain(`/post/${postId}`);

  // Mia reaches out without her name shown to Lea, by keyboard.
  const m = await signedInPage(browser, mia, options);
  await m.page.goto(`/post/${postId}`);
  const card = m.page.getByRole('article').filter({ hasText: text });
  await expect(card.getByText('No one from the care team is reaching out yet.')).toBeVisible({ timeout: 20_000 });
  const hide = card.getByRole('checkbox', { name: "Don't show my name to the author" });
  await hide.focus();
  await m.page.keyboard.press('Space');
  await expect(hide).toBeChecked();
  const reach = card.getByRole('button', { name: "I'm reaching out" });
  await reach.focus();
  await m.page.keyboard.press('Enter');
  await expect(card.getByText('Reaching out: you')).toBeVisible();
  await expect(card.getByRole('button', { name: "I'm reaching out" })).toHaveCount(0);
  await expectAccessible(m.page);
  await m.page.screenshot({ path: info.outputPath('care-team-reach-out.png'), fullPage: true });
  await m.close();

  // Kai, on the team too, sees that Mia took it: nobody calls Lea twice.
  const k = await signedInPage(browser, kai, options);
  await k.page.goto(`/post/${postId}`);
  await expect(k.page.getByText(`Reaching out: ${mia.userName}`)).toBeVisible({ timeout: 20_000 });
  await k.close();

  // Lea sees the notice, without Mia's name, and no care team list on her own request.
  await l.page.goto('/notifications');
  await expect(l.page.getByText(`Someone from the care team is reaching out: “${text}”`)).toBeVisible({ timeout: 20_000 });
  await expect(l.page.getByText(mia.userName)).toHaveCount(0);
  await expectAccessible(l.page);
  await l.page.goto(`/post/${postId}`);
  await expect(l.page.getByRole('article').filter({ hasText: text })).toBeVisible({ timeout: 20_000 });
  await expect(l.page.getByText(/Reaching out/)).toHaveCount(0);
  await l.close();
});
