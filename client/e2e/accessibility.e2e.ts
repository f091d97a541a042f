import { Browser, BrowserContextOptions, Page, TestInfo } from '@playwright/test';
import { axeViolations } from './support/axe';
import { sql } from './support/db';
import { expect, test } from './support/fixtures';
import { createMember, Member, signIn } from './support/members';
import { turnOnTwoFactor } from './support/two-factor';

/**
 * axe-core on every route (issue 41): WCAG 2.2 A/AA, signed out, as a member and as a moderator,
 * at both sizes (the projects), in every language the app speaks. One signed-in page per kind of
 * user visits its routes in a loop; what axe finds on all of them is reported at once.
 *
 * English, the source language, visits every route at both sizes. Every other language visits
 * each route once, at one size: half the routes at each (`shareOf`), so a language costs about one
 * size's sweep, not two, while every kind of user is checked in it at both sizes. A language is
 * one entry here (a member's language is their setting, PUT /api/auth/update-language; a
 * visitor's is the browser's Accept-Language).
 */
interface Language {
  code: string;
  locale: string;
  /** Every route at both sizes (the source language), else each route at one of them. */
  everyRouteAtBothSizes: boolean;
}
const LANGUAGES: ReadonlyArray<Language> = [
  { code: 'en', locale: 'en-US', everyRouteAtBothSizes: true },
  { code: 'fi', locale: 'fi-FI', everyRouteAtBothSizes: false },
];

/** The routes `language` visits at this size: all, or every other one (desktop the even places, phone the odd). */
function shareOf<T>(routes: readonly T[], language: Language, info: TestInfo): T[] {
  if (language.everyRouteAtBothSizes) return [...routes];
  const first = info.project.name === 'desktop' ? 0 : 1;
  return routes.filter((_, i) => i % 2 === first);
}

// axe is injected into the page, which the app's CSP would refuse. Colours are measured as the
// pages end up: with reduced motion nothing fades in (the cookie page, alerts), so a loaded
// machine cannot catch text half-way through a fade and report it as too light.
const SWEEP_OPTIONS = { bypassCSP: true, reducedMotion: 'reduce' } as const;
test.use(SWEEP_OPTIONS);
// Dozens of pages in one test, on a machine shared with other runs.
test.slow();

const VISITOR_ROUTES = ['/login', '/register', '/forgot-password', '/reset-password?token=not-a-token', '/verifmail?token=not-a-token', '/cancel-email-change?token=not-a-token', '/privacy-policy', '/terms-of-service', '/rules', '/transparency', '/crisis', '/cookie-consent', '/contact-pen'];

/** Every member route but /post/:id and /group/:id (made per run) and /userpen (opened with navigation state). */
const MEMBER_ROUTES = [
  '/dashboard',
  '/feed',
  '/one-feed',
  '/notifications',
  '/mypen',
  '/my-connections?tab=requests',
  '/my-connections?tab=friends',
  '/my-connections?tab=search',
  '/groups',
  '/create-group',
  '/create-post',
  '/create-pray-request',
  '/prayer-list',
  '/today',
  '/profile',
  '/settings',
  '/set-new-password',
  '/search',
  '/messages',
  '/supportus',
  '/moderation',
  '/standing',
  '/appeal/1',
  '/oauth/consent/not-an-interaction',
  '/privacy-policy',
  '/terms-of-service',
  '/rules',
  '/transparency',
  '/crisis',
  '/cookie-consent',
  '/contact-pen',
];

const MODERATOR_ROUTES = ['/moderation?tab=queue', '/moderation?tab=appeals', '/moderation?tab=members', '/moderation?tab=registrations', '/moderation?tab=audit', '/moderation?tab=watched', '/moderation?tab=domains'];

interface Sweep {
  /** The language the pages must be in (`<html lang>`). */
  lang: string;
  /** "path: rule (help): targets" for every violation; expected empty. */
  violations: string[];
  /** Route structure problems (h1 count, main count). */
  structure: string[];
  /** Document title per path, to check they differ. */
  titles: Map<string, string>;
}

const newSweep = (lang: string): Sweep => ({ lang, violations: [], structure: [], titles: new Map() });

/** Waits for the page to settle: one h1 there and no spinner, then runs axe on it. */
async function check(page: Page, where: string, sweep: Sweep): Promise<void> {
  await expect(page.locator('h1'), `${where}: exactly one h1`).toHaveCount(1, { timeout: 15_000 });
  await expect(page.locator('.spinner:visible, [aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  // In the DOM, not by role: an open modal hides the page, its main included, from the tree.
  // Waited for like the h1: a page may render nothing on its first pass (/reset-password reads its token first).
  const mains = await expect(page.locator('main'))
    .toHaveCount(1, { timeout: 5_000 })
    .then(() => 1, () => page.locator('main').count());
  if (mains !== 1) sweep.structure.push(`${where}: ${mains} main landmarks`);
  await page.evaluate(() =>
    Promise.all(document.getAnimations().filter((a) => a.effect?.getTiming().iterations !== Infinity).map((a) => a.finished.catch(() => undefined))),
  );
  const lang = await page.locator('html').getAttribute('lang');
  if (lang !== sweep.lang) sweep.structure.push(`${where}: <html lang="${lang}">, not "${sweep.lang}"`);
  for (const v of await axeViolations(page)) sweep.violations.push(`${where}: ${v.id} (${v.help}): ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 120)} ${n.failureSummary?.split('\n')[1]?.trim() ?? ''}`).join(', ')}`);
}

/**
 * Opens `path` in the app as a link would (the router's navigation, no reload: a reload starts
 * the app again each time, several seconds per route on a shared machine), or by address first.
 */
async function open(page: Page, path: string, state: unknown = null): Promise<void> {
  if (!page.url().startsWith('http')) return void (await page.goto(path));
  const before = { pathname: new URL(page.url()).pathname, title: await page.title() };
  await page.evaluate(
    ([to, usr]) => {
      window.history.pushState({ usr, key: Math.random().toString(36).slice(2, 10), idx: ((window.history.state as { idx?: number } | null)?.idx ?? 0) + 1 }, '', to);
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    },
    [path, state] as const,
  );
  const pathname = path.replace(/\?.*$/, '');
  await expect(page).toHaveURL((url) => url.pathname === pathname);
  // The address changes first; until the new route renders (its chunk may still be loading), the
  // old page and its h1 are what the checks would read. A new route names the document anew
  // (/profile and /settings share their title, hence a wait that may time out, not a check).
  if (pathname !== before.pathname) await expect(page).not.toHaveTitle(before.title, { timeout: 3_000 }).catch(() => undefined);
}

async function visit(page: Page, path: string, sweep: Sweep): Promise<void> {
  await open(page, path);
  await check(page, path, sweep);
  sweep.titles.set(path.replace(/\?.*$/, ''), await page.title());
}

/** Asserts the sweep: no violation, one main, and a title of its own on every route ("… · Pen"). */
function expectClean(sweep: Sweep): void {
  expect(sweep.violations).toEqual([]);
  expect(sweep.structure).toEqual([]);
  for (const [path, title] of sweep.titles) expect(title, path).toMatch(/^.+ · Pen$/);
  const byTitle = new Map<string, string[]>();
  for (const [path, title] of sweep.titles) byTitle.set(title, [...(byTitle.get(title) ?? []), path]);
  // The legal pages are the same page for visitors and members; every other route has its own title.
  expect([...byTitle.values()].filter((paths) => paths.length > 1)).toEqual([]);
}

function contextOptions(info: TestInfo, locale: string): BrowserContextOptions {
  const { viewport, isMobile, hasTouch, deviceScaleFactor, storageState } = info.project.use;
  return { viewport, isMobile, hasTouch, deviceScaleFactor, storageState, locale, ...SWEEP_OPTIONS };
}

async function signedInPage(browser: Browser, member: Member, info: TestInfo, language: Language) {
  const context = await browser.newContext(contextOptions(info, language.locale));
  const page = await context.newPage();
  const { accessToken } = await signIn(page, member);
  const api = async (method: 'post' | 'put', path: string, data: unknown) => {
    const res = await page.request[method](path, { headers: { authorization: `Bearer ${accessToken}` }, data });
    expect(res.status(), `${path}: ${await res.text()}`).toBeLessThan(300);
    return res.json() as Promise<Record<string, unknown>>;
  };
  if (language.code !== 'en') await api('put', '/api/auth/update-language', { language: language.code });
  return { page, accessToken, api, close: () => context.close() };
}

async function befriend(a: Member, b: Member) {
  await sql(`INSERT INTO connections (sender_id, receiver_id, status) VALUES ($1, $2, 'accepted')`, [a.userId, b.userId]);
  await sql(`INSERT INTO friendships (user_id, friend_id) VALUES ($1, $2), ($2, $1)`, [a.userId, b.userId]);
}

/**
 * What a member's pages show when they are in use: a friend's post and prayer request in the
 * feed, the member praying for it, a friend request waiting, a group in a theme colour.
 */
async function memberWorld(browser: Browser, info: TestInfo, language: Language, role?: 'moderator') {
  const tag = `${info.project.name}-${language.code}-${Date.now().toString(36)}`;
  const me = await createMember({ userName: `Lydia ${tag}`, role });
  const friend = await createMember({ userName: `Priscilla ${tag}` });
  const asker = await createMember({ userName: `Aquila ${tag}` });
  await befriend(me, friend);
  await sql(`INSERT INTO connections (sender_id, receiver_id, status) VALUES ($1, $2, 'pending')`, [asker.userId, me.userId]);
  const f = await signedInPage(browser, friend, info, language);
  const { postId } = (await f.api('post', '/api/posts/create-post', { content: `Grace and peace to you ${tag}`, visibility: 'friends' })) as { postId: number };
  const request = (await f.api('post', '/api/posts/create-post', { content: `Please pray for my exams ${tag}`, postType: 'pray_request', visibility: 'friends' })) as { postId: number };
  await f.close();
  const m = await signedInPage(browser, me, info, language);
  await m.api('post', '/api/posts/commit-to-pray', { postId: request.postId, days: 7 });
  const { groupId } = (await m.api('post', '/api/groups/create-group', { groupTitle: `Teal prayer circle ${tag}`, description: 'We pray together on Tuesdays', themeColor: '#2a9d8f' })) as { groupId: number };
  return { me, friend, m, postId, groupId };
}

for (const language of LANGUAGES) {
  test.describe(`[${language.code}]`, () => {
    test.use({ locale: language.locale });

    test('axe finds nothing on the visitor routes; each has one h1, one main and a title of its own', async ({ page }, info) => {
      const sweep = newSweep(language.code);
      for (const path of shareOf(VISITOR_ROUTES, language, info)) await visit(page, path, sweep);
      expectClean(sweep);
    });

    test('axe finds nothing on the member routes, a post, a group, a profile, an open menu and dialog', async ({ browser }, info) => {
      const { friend, m, postId, groupId } = await memberWorld(browser, info, language);
      const sweep = newSweep(language.code);
      for (const path of shareOf([...MEMBER_ROUTES, `/post/${postId}`, `/group/${groupId}`], language, info)) await visit(m.page, path, sweep);
      await m.page.goto('/dashboard');
      await check(m.page, '/dashboard', sweep);
      // /userpen takes the member as navigation state (it has no address of its own yet).
      await open(m.page, '/userpen', { user: { user_id: friend.userId, user_name: friend.userName } });
      await expect(m.page).toHaveURL(/\/userpen$/);
      await visitCurrent(m.page, '/userpen', sweep);

      // A menu and a dialog open: the post's ⋯ menu, then its last item's confirmation; Escape
      // closes it and focus is back on the menu button.
      await m.page.goto(`/post/${postId}`);
      const menuButton = m.page.getByRole('article').first().locator('button[aria-haspopup="menu"]').first();
      await menuButton.focus();
      await m.page.keyboard.press('Enter');
      await expect(m.page.getByRole('menu')).toBeVisible();
      await check(m.page, `/post/${postId} (menu open)`, sweep);
      await m.page.screenshot({ path: info.outputPath('menu-open.png') });
      await m.page.keyboard.press('End');
      await m.page.keyboard.press('Enter');
      const dialog = m.page.locator('[role="dialog"], [role="alertdialog"]');
      await expect(dialog).toBeVisible();
      await check(m.page, `/post/${postId} (dialog open)`, sweep);
      await m.page.screenshot({ path: info.outputPath('dialog-open.png') });
      await m.page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      await expect(menuButton).toBeFocused();
      await m.close();
      expectClean(sweep);
    });

    // The member pass covers the routes that look the same to a moderator: only the pages that
    // show moderators more are visited here (the console, the dashboard's menu, a group's menu).
    test('axe finds nothing as a moderator: the console’s tabs, the dashboard and a group', async ({ browser }, info) => {
      const { m, groupId } = await memberWorld(browser, info, language, 'moderator');
      await turnOnTwoFactor(m.page.request, m.accessToken);
      const sweep = newSweep(language.code);
      for (const path of shareOf([...MODERATOR_ROUTES, '/dashboard', `/group/${groupId}`], language, info)) {
        await open(m.page, path);
        await check(m.page, path, sweep);
      }
      await m.close();
      expectClean(sweep);
    });
  });
}

async function visitCurrent(page: Page, path: string, sweep: Sweep): Promise<void> {
  await check(page, path, sweep);
  sweep.titles.set(path, await page.title());
}
