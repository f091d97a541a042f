import { Browser, Page } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { sql } from './support/db';
import { expect as baseExpect, test } from './support/fixtures';
import { createMember, Member, signIn } from './support/members';
import { turnOnTwoFactor } from './support/two-factor';

// The report is reused by the server for a minute: a page read before our rows landed may take that long to show them.
const expect = baseExpect.configure({ timeout: 15_000 });
test.use({ bypassCSP: true });

/** A month no other journey writes to: six months back on the desktop, seven on the phone (both run on one database). */
function monthFor(project: string): { start: Date; key: string } {
  const now = new Date();
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (project === 'phone' ? 7 : 6), 1));
  return { start, key: start.toISOString().slice(0, 7) };
}

const monthLabel = (start: Date, locale: string) => new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(start.getTime() + 14 * 24 * 3600 * 1000));

/** Reports and decisions in that month, written straight to the database (the journey is the reading). */
async function seedMonth(start: Date): Promise<{ reports: number; decisions: number; automated: number }> {
  const reporter = await createMember({ userName: 'Transparency Reporter' });
  const at = new Date(start.getTime() + 3 * 24 * 3600 * 1000);
  for (let i = 0; i < 5; i++) {
    await sql(`INSERT INTO reports (reporter_id, target_type, target_id, reason, created_at) VALUES ($1, 'post', $2, $3, $4)`, [reporter.userId, 2_000_000_000 - Math.floor(Math.random() * 1e8), i < 3 ? 'fundraising_scam' : 'spam', at]);
  }
  for (let i = 0; i < 3; i++) {
    await sql(`INSERT INTO moderation_decisions (action, automated, note, created_at, case_opened_at) VALUES ('remove_content', $1, 'seeded', $2, $2::timestamptz - interval '5 hours')`, [i === 0, at]);
  }
  const end = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1));
  const [r] = await sql<{ n: number }>(`SELECT count(*)::int AS n FROM reports WHERE created_at >= $1 AND created_at < $2`, [start, end]);
  const [d] = await sql<{ n: number; a: number }>(`SELECT count(*)::int AS n, count(*) FILTER (WHERE automated)::int AS a FROM moderation_decisions WHERE created_at >= $1 AND created_at < $2`, [start, end]);
  return { reports: r.n, decisions: d.n, automated: d.a };
}

/** Opens /transparency until the month's row shows the expected reports (the server may answer from its one-minute copy). */
async function openReport(page: Page, rowName: string, reports: number): Promise<void> {
  await page.goto('/transparency');
  await baseExpect(async () => {
    await page.reload();
    const row = page.getByRole('row', { name: new RegExp(`^${rowName}`) });
    await baseExpect(row.getByRole('cell').first()).toHaveText(String(reports), { timeout: 3000 });
  }).toPass({ timeout: 90_000, intervals: [2000, 5000] });
}

test('a visitor reads the transparency report month by month, as a chart and as a table, in English and in Finnish', async ({ page, browser }, info) => {
  test.setTimeout(240_000);
  const { start } = monthFor(info.project.name);
  const seeded = await seedMonth(start);

  // From the rules, by keyboard: the link to the report.
  await page.goto('/rules');
  const link = page.getByRole('link', { name: 'transparency report', exact: true });
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/transparency$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Transparency report' })).toBeVisible();
  await expect(page).toHaveTitle(/Transparency report/);

  const en = monthLabel(start, 'en-GB');
  await openReport(page, en, seeded.reports);
  await expect(page.getByRole('img', { name: /Chart of reports, decisions and appeals per month/ })).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(`^${en}`) });
  const cells = row.getByRole('cell');
  await expect(cells.nth(1)).toHaveText(String(seeded.decisions));
  await expect(cells.nth(2)).toHaveText(String(seeded.automated));
  await expect(cells.nth(5)).toHaveText('5');
  await expect(page.getByRole('table', { name: 'Reports, decisions and appeals per month' }).getByRole('row')).toHaveCount(13);
  await expect(page.getByRole('heading', { name: 'Reports by reason' })).toBeVisible();
  await expect(page.getByText('Fundraising scam')).toBeVisible();
  // The table scrolls sideways on a phone: its region takes the keyboard focus.
  const region = page.getByRole('region', { name: 'Figures per month' });
  await region.focus();
  await expect(region).toBeFocused();
  await expect(page.getByRole('navigation', { name: 'Legal' }).getByRole('link', { name: 'Transparency report' })).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: info.outputPath(`transparency-en-${info.project.name}.png`), fullPage: true });

  // A Finnish visitor reads the same figures in Finnish.
  const context = await browser.newContext({ locale: 'fi-FI' });
  const fi = await context.newPage();
  const fiLabel = monthLabel(start, 'fi-FI');
  await openReport(fi, fiLabel, seeded.reports);
  await expect(fi.locator('html')).toHaveAttribute('lang', 'fi');
  await expect(fi.getByRole('heading', { level: 1, name: 'Läpinäkyvyysraportti' })).toBeVisible();
  await expect(fi.getByRole('img', { name: /Kaavio ilmoituksista/ })).toBeVisible();
  await expect(fi.getByRole('table', { name: 'Ilmoitukset, päätökset ja valitukset kuukausittain' })).toBeVisible();
  await expect(fi.getByRole('row', { name: new RegExp(`^${fiLabel}`) }).getByRole('cell').nth(1)).toHaveText(String(seeded.decisions));
  await expect(fi.getByText('Rahankeruuhuijaus').first()).toBeVisible();
  await expectAccessible(fi);
  await fi.screenshot({ path: info.outputPath(`transparency-fi-${info.project.name}.png`), fullPage: true });
  await context.close();
});

async function pageFor(browser: Browser, member: Member): Promise<{ page: Page; token: string; close: () => Promise<void> }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const session = await signIn(page, member);
  return { page, token: session.accessToken, close: () => context.close() };
}

test('a comment held by a watched word is marked "Waiting for review" for its author; others see it once approved', async ({ browser }, info) => {
  test.setTimeout(180_000);
  const tag = Date.now().toString(36);
  const paka = await createMember({ userName: `Lois Admin ${tag}`, role: 'paka' });
  const author = await createMember({ userName: `Eunice ${tag}` });
  const reader = await createMember({ userName: `Timothy ${tag}` });
  const p = await pageFor(browser, paka);
  await turnOnTwoFactor(p.page.request, p.token);
  const auth = { authorization: `Bearer ${p.token}` };
  const phrase = `free raffle ${tag}`;
  expect((await p.page.request.post('/api/mod/watched-words', { headers: auth, data: { phrase, action: 'require_approval' } })).status()).toBe(201);

  const r = await pageFor(browser, reader);
  const created = await r.page.request.post('/api/posts/create-post', { headers: { authorization: `Bearer ${r.token}` }, data: { content: `Pray for our fair ${tag}` } });
  const postId = ((await created.json()) as { postId: number }).postId;

  // The author comments with the phrase: the comment stays, marked for them.
  const a = await pageFor(browser, author);
  await a.page.goto(`/post/${postId}`);
  const text = `Come to the ${phrase}`;
  await a.page.getByLabel('Write a comment').fill(text);
  await a.page.getByRole('button', { name: 'Send comment' }).click();
  const mine = a.page.locator('li.pen-comment').filter({ hasText: text });
  await expect(mine).toContainText('Waiting for review');
  await expect(mine).toContainText('Only you see it now.');
  await a.page.reload();
  await expect(a.page.locator('li.pen-comment').filter({ hasText: text })).toContainText('Waiting for review');
  await expectAccessible(a.page, 'li.pen-comment');
  await a.page.screenshot({ path: info.outputPath(`held-comment-${info.project.name}.png`) });

  // The post's author reads the thread without it.
  await r.page.goto(`/post/${postId}`);
  await expect(r.page.getByText(`Pray for our fair ${tag}`).first()).toBeVisible();
  await expect(r.page.locator('li.pen-comment').filter({ hasText: text })).toHaveCount(0);

  // Approved, it is everyone's, and the mark is gone.
  const cases = (await (await p.page.request.get('/api/mod/reports', { headers: auth })).json()) as { reports: Array<{ report_id: number; target_type: string; held: boolean; target: { content: string | null } }> };
  const held = cases.reports.find((c) => c.target_type === 'comment' && c.held && c.target.content === text)!;
  expect((await p.page.request.post('/api/mod/resolve-report', { headers: auth, data: { reportId: held.report_id, action: 'approve_content' } })).status()).toBe(200);
  await r.page.reload();
  await expect(r.page.locator('li.pen-comment').filter({ hasText: text })).toBeVisible();
  await a.page.reload();
  await expect(a.page.locator('li.pen-comment').filter({ hasText: text })).toBeVisible();
  await expect(a.page.locator('li.pen-comment').filter({ hasText: text }).getByText('Waiting for review')).toHaveCount(0);
  await Promise.all([a.close(), r.close(), p.close()]);
});
