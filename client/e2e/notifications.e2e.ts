import { sql } from './support/db';
import { expect, test } from './support/fixtures';
import { createMember, signIn } from './support/members';

test('the unread badge updates live when another member likes your post, and the notification opens the post', async ({ page, member, request, isMobile }) => {
  await signIn(page, member);
  const [post] = await sql<{ posts_id: number }>(`INSERT INTO posts (user_id, content) VALUES ($1, 'Thank you all for praying') RETURNING posts_id`, [
    member.userId,
  ]);
  // The live stream opens with a ticket: wait for it before acting, so the test proves the push, not a refetch.
  const streamOpened = page.waitForResponse((r) => r.url().includes('/api/noti/stream?') && r.status() === 200);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: `Welcome back, ${member.userName}` })).toBeVisible();
  // Phones show the bell in the header, wide screens the side menu entry.
  const badge = isMobile ? page.locator('.dash-bell [data-testid="unread-badge"]') : page.getByRole('navigation', { name: 'Main', exact: true }).getByTestId('unread-badge');
  await expect(badge).toHaveCount(0);

  await streamOpened;

  const bob = await createMember({ userName: 'Bob Liker' });
  const bobContext = await page.context().browser()!.newContext();
  const bobSession = await signIn(bobContext, bob);
  const like = await request.post('/api/posts/post-like', { headers: { authorization: `Bearer ${bobSession.accessToken}` }, data: { postId: post.posts_id } });
  expect(like.ok()).toBe(true);
  await bobContext.close();

  await expect(badge).toHaveText('1');
  await expect(badge).toHaveAccessibleName('1 unread notification');
  // The badge is on the app's navigation of every page, not only the dashboard's bell (issue 41):
  // the side menu on wide screens, the bottom bar on phones.
  const nav = page.getByRole('navigation', { name: isMobile ? 'Main (mobile)' : 'Main', exact: true });
  await expect(nav.getByRole('link', { name: /Notifications/ }).getByTestId('unread-badge')).toHaveText('1');
  await page.goto('/prayer-list');
  await expect(page.getByText('No open requests yet. Commit to pray for one from the feed.')).toBeVisible();
  await expect(nav.getByRole('link', { name: /Notifications/ }).getByTestId('unread-badge')).toHaveText('1');
  await expect(nav.getByRole('link', { name: /Notifications/ }).getByTestId('unread-badge')).toHaveAccessibleName('1 unread notification');

  await page.goto('/notifications');
  const card = page.getByTestId('notification-card').filter({ hasText: 'Bob Liker liked your post: “Thank you all for praying”' });
  await expect(card).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Today' })).toBeVisible();
  await expect(card).toHaveClass(/unread/);
  // Marked read once fetched.
  await expect.poll(async () => (await sql<{ n: number }>(`SELECT count(*)::int AS n FROM notifications WHERE user_id = $1 AND read_at IS NULL`, [member.userId]))[0].n).toBe(0);
  await card.getByRole('link', { name: 'See more' }).click();
  await expect(page).toHaveURL(new RegExp(`/post/${post.posts_id}$`));
});

test('the dashboard has the same navigation as every other page (the side menu on wide screens, the bottom bar on phones)', async ({ page, member, isMobile }) => {
  await signIn(page, member);
  const nav = page.getByRole('navigation', { name: isMobile ? 'Main (mobile)' : 'Main', exact: true });
  const entries = async () => (await nav.getByRole('link').allInnerTexts()).map((e) => e.trim());
  await page.goto('/groups');
  await expect(nav.getByRole('link', { name: 'Groups' })).toBeVisible();
  const elsewhere = await entries();
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: `Welcome back, ${member.userName}` })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Home' })).toBeVisible();
  expect(await entries()).toEqual(elsewhere);
  expect(elsewhere).toEqual(
    isMobile ? ['Home', 'Groups', 'Friends', 'Notifications', 'My Profile'] : ['Home', 'Groups', 'Friends', 'Notifications', 'My Profile', 'Pray today', 'My prayer list', 'Settings'],
  );
  // What the navigation lacks stays one tap away: the dashboard's shortcuts.
  const shortcuts = page.getByRole('navigation', { name: 'Dashboard shortcuts' });
  await expect(shortcuts.getByRole('link', { name: /New post/ })).toBeVisible();
  await expect(shortcuts.getByRole('link', { name: /New pray request/ })).toBeVisible();
});

test('the installable app: manifest, icons and service worker are served', async ({ request }) => {
  const manifest = await request.get('/manifest.webmanifest');
  expect(manifest.ok()).toBe(true);
  const body = (await manifest.json()) as { name: string; display: string; icons: Array<{ src: string; sizes: string }> };
  expect(body).toMatchObject({ name: 'Pen', display: 'standalone' });
  for (const icon of body.icons) expect((await request.get(icon.src)).ok()).toBe(true);
  expect(body.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  const sw = await request.get('/sw.js');
  expect(sw.ok()).toBe(true);
  expect(await sw.text()).toContain("addEventListener('push'");
});
