import { sql } from './support/db';
import { expect, test } from './support/fixtures';
import { createMember, signIn } from './support/members';

/** Two friends, the way the connections module stores them. */
async function befriend(a: { userId: number }, b: { userId: number }) {
  await sql(`INSERT INTO connections (sender_id, receiver_id, status) VALUES ($1, $2, 'accepted')`, [a.userId, b.userId]);
  await sql(`INSERT INTO friendships (user_id, friend_id) VALUES ($1, $2), ($2, $1)`, [a.userId, b.userId]);
}

async function prayerRequest(authorId: number, content: string, type = 'pray_request'): Promise<number> {
  const [row] = await sql<{ posts_id: number }>(`INSERT INTO posts (user_id, content, post_type, visibility) VALUES ($1, $2, $3, 'friends') RETURNING posts_id`, [
    authorId,
    content,
    type,
  ]);
  return row.posts_id;
}

test('commit to pray for 7 days, get the reminder at the chosen hour, and see it on my prayer list', async ({ page, member }, info) => {
  const author = await createMember({ userName: 'Ruth Asker' });
  await befriend(member, author);
  const postId = await prayerRequest(author.userId, 'Please pray for my father’s surgery on Friday');
  await signIn(page, member);

  // Commit from the request's card in the feed.
  await page.goto('/feed');
  const card = page.getByRole('article', { name: 'Post by Ruth Asker' }).filter({ hasText: 'surgery on Friday' });
  await card.getByRole('button', { name: 'Pray for days' }).click();
  const dialog = page.getByRole('dialog', { name: 'Commit to pray' });
  await expect(dialog.getByLabel('For how long?')).toHaveValue('7');
  await page.screenshot({ path: info.outputPath(`commit-dialog-${info.project.name}.png`) });
  await dialog.getByRole('button', { name: 'Pray for 7 days' }).click();
  await expect(page.getByText('You committed to pray for 7 days.')).toBeVisible();
  const [commitment] = await sql<{ days: number }>(`SELECT days FROM prayer_commitments WHERE post_id = $1 AND user_id = $2 AND ended_at IS NULL`, [postId, member.userId]);
  expect(commitment.days).toBe(7);
  // The card now says the member is praying and for how long, not "Pray for days" (issue 41), also after a reload.
  await expect(card.getByRole('link', { name: "You're praying · 7 days left" })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Pray for days' })).toHaveCount(0);
  await page.reload();
  const reloaded = page.getByRole('article', { name: 'Post by Ruth Asker' }).filter({ hasText: 'surgery on Friday' });
  await expect(reloaded.getByRole('link', { name: "You're praying · 7 days left" })).toHaveAttribute('href', '/prayer-list');

  // Committing saved 08:00 in the browser's zone. The reminder time: this hour in another zone, so
  // today's reminder is due now (the worker checks at once) and the form always has a change to
  // save, also when the browser's clock reads 08:xx. The zone has the browser's date: around
  // midnight in Helsinki a zone still on yesterday (UTC) would have been reminded "tomorrow" already.
  await page.goto('/settings');
  const reminders = page.getByRole('region', { name: 'Prayer reminders' });
  const browserZone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  await expect(reminders.getByLabel('Time zone')).toHaveValue(browserZone);
  await expect(reminders.getByLabel('Time', { exact: true })).toHaveValue('8');
  const now = new Date();
  const dateIn = (timeZone: string) => now.toLocaleDateString('en-CA', { timeZone });
  const zone = ['UTC', 'Europe/Moscow', 'Asia/Dubai', 'Europe/Lisbon'].find((z) => z !== browserZone && dateIn(z) === dateIn(browserZone))!;
  const hour = Number(now.toLocaleString('en-GB', { hour: 'numeric', hourCycle: 'h23', timeZone: zone }));
  await reminders.getByLabel('Time zone').selectOption(zone);
  await reminders.getByLabel('Time', { exact: true }).selectOption(String(hour));
  await reminders.getByRole('button', { name: 'Save reminder time' }).click();
  await expect(page.getByText('Prayer reminder time saved')).toBeVisible();
  await reminders.screenshot({ path: info.outputPath(`reminder-settings-${info.project.name}.png`) });
  const [saved] = await sql<{ reminder_hour: number; time_zone: string }>(`SELECT reminder_hour, time_zone FROM prayer_reminder_settings WHERE user_id = $1`, [member.userId]);
  expect(saved).toEqual({ reminder_hour: hour, time_zone: zone });

  await expect
    .poll(async () => (await sql<{ n: number }>(`SELECT count(*)::int AS n FROM notifications WHERE user_id = $1 AND notification_type = 'prayer_reminder'`, [member.userId]))[0].n, {
      timeout: 15_000,
    })
    .toBe(1);
  await page.goto('/notifications');
  await expect(page.getByTestId('notification-card').filter({ hasText: "Time to pray for Ruth Asker's request: “Please pray for my father’s surgery on Friday”" })).toBeVisible();

  // The list: the request with its days left; after "I prayed" (A's endpoint) it moves to "Prayed today".
  await page.goto('/prayer-list');
  const open = page.getByRole('region', { name: /Open requests/ });
  const item = open.getByTestId('prayer-list-item').filter({ hasText: 'surgery on Friday' });
  await expect(item).toBeVisible();
  await expect(item.getByText('7 days left')).toBeVisible();
  await page.screenshot({ path: info.outputPath(`prayer-list-${info.project.name}.png`), fullPage: true });

  await sql(`INSERT INTO post_prayers (post_id, user_id) VALUES ($1, $2)`, [postId, member.userId]);
  await page.reload();
  const today = page.getByRole('region', { name: /Prayed today/ });
  await expect(today.getByTestId('prayer-list-item').filter({ hasText: 'surgery on Friday' })).toBeVisible();
  await expect(today.getByText('Prayed today', { exact: true })).toBeVisible();
});

test('a friend’s emergency request shows in the strip above the feed until dismissed; a check-in is answered from the notification', async ({ page, member }, info) => {
  const friend = await createMember({ userName: 'Sam Urgent' });
  await befriend(member, friend);
  const emergency = await prayerRequest(friend.userId, 'Car accident, on the way to hospital, pray now', 'emergency_pray_request');
  await signIn(page, member);
  await page.goto('/feed');
  // The feed's first page has taken over 7 s on a loaded machine; what counts is what it shows once loaded.
  await expect(page.getByRole('status', { name: 'Loading posts' })).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByRole('article', { name: 'Post by Sam Urgent' }).getByRole('button', { name: 'Pray for days' })).toBeVisible();
  const strip = page.getByRole('region', { name: 'Urgent prayer requests from friends' });
  await expect(strip.getByText('Sam Urgent needs prayer now')).toBeVisible();
  await page.screenshot({ path: info.outputPath(`emergency-strip-${info.project.name}.png`) });
  await strip.getByRole('button', { name: 'Dismiss Sam Urgent\'s urgent request' }).click();
  await expect(strip).toHaveCount(0);
  // The strip hides at once; the dismissal is stored by the request behind it, so wait for that.
  await expect
    .poll(async () => (await sql<{ n: number }>(`SELECT count(*)::int AS n FROM prayer_emergency_dismissals WHERE user_id = $1 AND post_id = $2`, [member.userId, emergency]))[0].n)
    .toBe(1);
  await page.reload();
  await expect(page.getByRole('article', { name: 'Post by Sam Urgent' })).toBeVisible();
  await expect(strip).toHaveCount(0);

  // A check-in about the member's own request (as the job words it), answered with "Keep open".
  const own = await prayerRequest(member.userId, 'Guidance for a new job');
  await sql(
    `INSERT INTO notifications (user_id, notification_type, link, content, dedupe_key, emailed_at) VALUES ($1, 'prayer_checkin', $2, $3, $4, now())`,
    [member.userId, `/post/${own}`, 'Is this still a prayer need? Your request: “Guidance for a new job”', `prayer-checkin:${own}:1`],
  );
  await page.goto('/notifications');
  const checkin = page.getByTestId('notification-card').filter({ hasText: 'Is this still a prayer need?' });
  await expect(checkin.getByRole('button', { name: 'Mark answered' })).toBeVisible();
  await expect(checkin.getByRole('button', { name: 'Close' })).toBeVisible();
  await checkin.getByRole('button', { name: 'Keep open' }).click();
  await expect(checkin.getByText('Kept open. We will ask again later.')).toBeVisible();
  await expect(page).toHaveURL(/\/notifications$/);
  const [state] = await sql<{ next: boolean }>(`SELECT next_check_at > now() + interval '29 days' AS next FROM prayer_checkins WHERE post_id = $1`, [own]);
  expect(state.next).toBe(true);

  // The privacy policy says what Pen keeps of one's prayers.
  await page.goto('/privacy-policy');
  await expect(page.getByText(/your commitments to pray for a request .* the time and time zone/)).toBeVisible();
});
