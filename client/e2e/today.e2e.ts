import { expectAccessible } from './support/axe';
import { sql } from './support/db';
import { expect, test } from './support/fixtures';
import { createMember, signIn } from './support/members';

// axe is injected into the page, which the app's CSP would refuse.
test.use({ bypassCSP: true });

async function befriend(a: { userId: number }, b: { userId: number }) {
  await sql(`INSERT INTO connections (sender_id, receiver_id, status) VALUES ($1, $2, 'accepted')`, [a.userId, b.userId]);
  await sql(`INSERT INTO friendships (user_id, friend_id) VALUES ($1, $2), ($2, $1)`, [a.userId, b.userId]);
}

async function prayerRequest(authorId: number, content: string, type = 'pray_request', visibility = 'friends'): Promise<number> {
  const [row] = await sql<{ posts_id: number }>(`INSERT INTO posts (user_id, content, post_type, visibility) VALUES ($1, $2, $3, $4) RETURNING posts_id`, [
    authorId,
    content,
    type,
    visibility,
  ]);
  return row.posts_id;
}

test("Today: the day's prayer requests with I prayed, by keyboard; the count and the morning notification", async ({ page, member }, info) => {
  await signIn(page, member);
  // Nothing yet: the empty state.
  await page.goto('/prayer-list');
  await page.getByRole('link', { name: "Today's prayer requests from your friends and groups" }).click();
  await expect(page).toHaveURL(/\/today$/);
  await expect(page).toHaveTitle(/Pray today/);
  await expect(page.getByTestId('today-empty')).toHaveText(/No prayer requests for today\./);
  await expectAccessible(page);

  const friend = await createMember({ userName: 'Lea Friend' });
  const stranger = await createMember({ userName: 'Omar Public' });
  await befriend(member, friend);
  await prayerRequest(friend.userId, 'Healing for my knee');
  await prayerRequest(friend.userId, 'Flood at home, pray now', 'emergency_pray_request');
  const committed = await prayerRequest(stranger.userId, 'Wisdom for our church board', 'pray_request', 'public');
  await sql(`INSERT INTO prayer_commitments (post_id, user_id, days, ends_at) VALUES ($1, $2, 7, now() + interval '7 days')`, [committed, member.userId]);

  await page.reload();
  const items = page.getByTestId('today-item');
  await expect(items).toHaveCount(3);
  // The commitment comes first.
  await expect(items.first()).toContainText('Wisdom for our church board');
  await expect(items.first().getByText('Committed')).toBeVisible();
  await expect(items.filter({ hasText: 'Flood at home' }).getByText('Urgent')).toBeVisible();
  const requests = page.getByRole('region', { name: /Today's prayer requests/ });
  await expect(requests.getByRole('heading', { level: 2 })).toHaveText("Today's prayer requests 3 left");
  await page.screenshot({ path: info.outputPath(`today-${info.project.name}.png`), fullPage: true });

  // "I prayed" by keyboard.
  const knee = items.filter({ hasText: 'Healing for my knee' });
  const prayed = knee.getByRole('button', { name: 'I prayed' });
  await expect(prayed).toHaveAttribute('aria-pressed', 'false');
  await prayed.focus();
  await page.keyboard.press('Enter');
  await expect(prayed).toHaveAttribute('aria-pressed', 'true');
  await expect(knee.getByText('Prayed today')).toBeVisible();
  await expect(requests.getByRole('heading', { level: 2 })).toHaveText("Today's prayer requests 2 left");
  await expect
    .poll(async () => (await sql<{ n: number }>(`SELECT count(*)::int AS n FROM post_prayers WHERE user_id = $1`, [member.userId]))[0].n)
    .toBe(1);
  await page.reload();
  await expect(items.filter({ hasText: 'Healing for my knee' }).getByText('Prayed today')).toBeVisible();
  await expectAccessible(page);

  // Two a day: the commitment and one more.
  const settings = page.getByRole('region', { name: 'Your daily selection' });
  await settings.getByLabel('Requests a day').selectOption('2');
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  await expect(items).toHaveCount(2);
  await expect(items.first()).toContainText('Wisdom for our church board');

  // The morning notification, at the reminder time (08:00 until chosen). The box shows the choice
  // at once, even while the server takes its time to answer.
  const push = settings.getByRole('checkbox', { name: /Send me a notification at 08.00 with today's prayer requests/ });
  await page.route('**/api/prayer/today-settings', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await route.fallback();
  });
  await push.check();
  await expect(page.getByText(/You will get a morning notification at 08.00/)).toBeVisible();
  await expect(push).toBeChecked();
  const [saved] = await sql<{ today_count: number; today_push: boolean }>(`SELECT today_count, today_push FROM prayer_reminder_settings WHERE user_id = $1`, [member.userId]);
  expect(saved).toEqual({ today_count: 2, today_push: true });
  await settings.screenshot({ path: info.outputPath(`today-settings-${info.project.name}.png`) });
});

test('Today in Finnish', async ({ page, member }) => {
  await sql(`UPDATE users SET language = 'fi' WHERE user_id = $1`, [member.userId]);
  await signIn(page, member);
  await page.goto('/today');
  // The first page of a run in Finnish loads its catalogs too: more time on a busy machine.
  await expect(page.getByTestId('today-empty')).toHaveText(/Tälle päivälle ei ole rukouspyyntöjä\./, { timeout: 20_000 });
  await expect(page.getByRole('region', { name: 'Päivän valintasi' }).getByLabel('Pyyntöjä päivässä')).toHaveValue('5');
  await expectAccessible(page);
});
