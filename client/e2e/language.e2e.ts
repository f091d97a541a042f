import { sql } from './support/db';
import { expect, test } from './support/fixtures';
import { createMember } from './support/members';

// Issue 41: Pen in English and Finnish. Before sign-in the browser's language decides and the
// visitor's choice is kept; a member's choice in Settings is theirs on the next visit too.

test.describe('a visitor whose browser speaks Finnish', () => {
  test.use({ locale: 'fi-FI' });

  test('sees the sign-in page in Finnish, switches to English, and stays in English after a reload', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Tervetuloa takaisin' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Kirjaudu sisään', exact: true })).toBeVisible();
    await expect(page.getByLabel('Sähköposti')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fi');

    await page.getByLabel('Kieli').selectOption('en');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    // The register page has the chooser too, and the other way round works as well.
    await page.getByRole('link', { name: 'No account? Register here' }).click();
    await page.getByLabel('Language').selectOption('fi');
    await expect(page.getByRole('heading', { level: 1, name: 'Luo tili' })).toBeVisible();
    await expect(page.getByLabel('Todistuksesi')).toBeVisible();
  });
});

test('a member switches to Finnish in Settings and the app stays Finnish after a reload', async ({ memberPage: page }) => {
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await page.getByLabel('Language').selectOption('fi');
  await expect(page.getByRole('heading', { level: 1, name: 'Asetukset' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Aktiiviset istunnot' })).toBeVisible();
  await expect(page.getByText('Tämä laite')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fi');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Asetukset' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fi');
  await expect(page.getByLabel('Kieli')).toHaveValue('fi');

  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profiilin asetukset' })).toBeVisible();
});

test.describe('a member whose browser speaks English but who chooses Finnish on the sign-in page', () => {
  test('signs in and reads the feed, a post, a prayer request, the prayer list and Settings in Finnish, dates in the Finnish form', async ({ page }, info) => {
    const tag = `${info.project.name}-${Date.now().toString(36)}`;
    const member = await createMember({ userName: `Liisa ${tag}` });
    const friend = await createMember({ userName: `Marja ${tag}` });
    await sql(`INSERT INTO connections (sender_id, receiver_id, status) VALUES ($1, $2, 'accepted')`, [member.userId, friend.userId]);
    await sql(`INSERT INTO friendships (user_id, friend_id) VALUES ($1, $2), ($2, $1)`, [member.userId, friend.userId]);
    // A post from ten days ago shows its date; a prayer request from now shows "nyt".
    const [old] = await sql<{ posts_id: number; created_at: Date }>(
      `INSERT INTO posts (user_id, content, post_type, visibility, created_at) VALUES ($1, $2, 'normal', 'friends', now() - interval '10 days') RETURNING posts_id, created_at`,
      [friend.userId, `Kiitos kaikille rukouksista ${tag}`],
    );
    await sql(`INSERT INTO posts (user_id, content, post_type, visibility) VALUES ($1, $2, 'pray_request', 'friends')`, [friend.userId, `Rukoilkaa äitini leikkauksen puolesta ${tag}`]);

    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
    await page.getByLabel('Language').selectOption('fi');
    await expect(page.getByRole('heading', { level: 1, name: 'Tervetuloa takaisin' })).toBeVisible();
    await page.getByLabel('Sähköposti').fill(member.email);
    await page.getByLabel('Salasana', { exact: true }).fill(member.password);
    await page.getByRole('button', { name: 'Kirjaudu sisään', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fi');

    await page.goto('/feed');
    await expect(page.getByRole('heading', { level: 1, name: 'Syöte' })).toBeVisible();
    await expect(page).toHaveTitle('Syöte · Pen');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fi');
    const oldPost = page.getByRole('article', { name: `Käyttäjän ${friend.userName} julkaisu` }).filter({ hasText: 'Kiitos kaikille rukouksista' });
    // "16.11.2026": day.month.year as in Finland, in the browser's time zone.
    const finnishDate = new Intl.DateTimeFormat('fi-FI', { day: 'numeric', month: 'numeric', year: 'numeric', timeZone: 'Europe/Helsinki' }).format(old.created_at);
    await expect(oldPost.locator('time')).toHaveText(finnishDate);
    expect(finnishDate).toMatch(/^\d{1,2}\.\d{1,2}\.\d{4}$/);

    const request = page.getByRole('article', { name: `Käyttäjän ${friend.userName} julkaisu` }).filter({ hasText: 'äitini leikkauksen' });
    await expect(request.locator('time')).toHaveText('nyt');
    await request.getByRole('button', { name: 'Lupaa rukoilla' }).click();
    const dialog = page.getByRole('dialog', { name: 'Lupaa rukoilla' });
    await expect(dialog.getByLabel('Kuinka pitkään?')).toHaveValue('7');
    await dialog.getByRole('button', { name: 'Rukoilen puolestasi 7 päivää' }).click();
    await expect(page.getByText('Lupasit rukoilla 7 päivää. Muistutamme sinua joka päivä.')).toBeVisible();
    await expect(request.getByRole('link', { name: 'Rukoilet · vielä 7 päivää' })).toBeVisible();
    await page.screenshot({ path: info.outputPath(`feed-fi-${info.project.name}.png`) });

    await page.goto(`/post/${old.posts_id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Julkaisu' })).toBeVisible();
    await expect(page.getByRole('article', { name: `Käyttäjän ${friend.userName} julkaisu` }).locator('time').first()).toHaveText(finnishDate);

    await page.goto('/prayer-list');
    await expect(page.getByRole('heading', { level: 1, name: 'Rukouslistani' })).toBeVisible();
    await expect(page.getByText('äitini leikkauksen').first()).toBeVisible();

    await page.goto('/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Asetukset' })).toBeVisible();
    await expect(page.getByLabel('Kieli')).toHaveValue('fi');
    await expect(page.getByRole('region', { name: 'Rukousmuistutukset' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fi');

    // The choice made before signing in became the member's setting: it follows them to the next device.
    const [saved] = await sql<{ language: string }>(`SELECT language FROM users WHERE user_id = $1`, [member.userId]);
    expect(saved.language).toBe('fi');
  });
});
