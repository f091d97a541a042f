import { Browser, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { createMember, Member, signIn } from './support/members';

async function pageFor(browser: Browser, member: Member): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, member);
  return { page, close: () => context.close() };
}

/** Confirms the in-page dialog that precedes declining and removing. */
async function confirmDialog(page: Page, text: string | RegExp, button: string): Promise<void> {
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(text);
  await dialog.getByRole('button', { name: button }).click();
}

test('find a member, send a request, accept it from the other account, see You Are Friends, remove', async ({ browser }, testInfo) => {
  const tag = `${testInfo.project.name}${Date.now().toString(36)}`;
  const sender = await createMember({ userName: `Priscilla ${tag}` });
  const receiver = await createMember({ userName: `Aquila Tentmaker ${tag}`, bio: 'Jesus called us to build his church, one tent at a time', mode: 'married' });

  // The sender finds the receiver by part of the name, in another case, and sends a request.
  const a = await pageFor(browser, sender);
  await a.page.goto('/my-connections');
  await expect(a.page.getByRole('tab', { name: /My friends/ })).toHaveAttribute('aria-selected', 'true');
  await expect(a.page.getByText('No friends yet')).toBeVisible();
  await a.page.getByRole('tab', { name: 'Search users' }).click();
  await a.page.getByRole('searchbox', { name: 'Search users' }).fill(`tentmaker ${tag}`.toUpperCase());
  await a.page.getByRole('button', { name: 'Search' }).click();
  const results = a.page.getByRole('list', { name: 'Search results' });
  await expect(results.getByText(receiver.userName)).toBeVisible();
  await expect(results.getByText('Jesus called us to build his church, one…')).toBeVisible();
  await results.getByRole('button', { name: 'Send Friend Request' }).click();
  await expect(a.page.getByText('Request Sent!')).toBeVisible();
  await expect(results.getByRole('button', { name: 'Request Sent' })).toBeVisible();
  await a.page.screenshot({ path: testInfo.outputPath('search-results.png') });

  // The receiver sees the request first (the tab is chosen for them) and accepts it.
  const b = await pageFor(browser, receiver);
  await b.page.goto('/my-connections');
  await expect(b.page.getByRole('tab', { name: /New requests/ })).toHaveAttribute('aria-selected', 'true');
  const requests = b.page.getByRole('list', { name: 'New requests' });
  await expect(requests.getByText(sender.userName)).toBeVisible();
  await b.page.screenshot({ path: testInfo.outputPath('new-requests.png') });
  // Accepting is harmless and can be undone (remove the friend), so it happens at once.
  await requests.getByRole('button', { name: 'Accept' }).click();
  await expect(b.page.getByText('Friend request accepted')).toBeVisible();
  await expect(b.page.getByRole('alertdialog')).toHaveCount(0);
  await expect(b.page.getByText('No new friend requests')).toBeVisible();
  await b.page.getByRole('tab', { name: /My friends/ }).click();
  await expect(b.page.getByRole('list', { name: 'My friends' }).getByText(sender.userName)).toBeVisible();
  await b.close();

  // The sender now sees them as a friend, both in search and in the friends list.
  await a.page.getByRole('button', { name: 'Search' }).click();
  await expect(results.getByRole('button', { name: 'You Are Friends' })).toBeVisible();
  await a.page.getByRole('tab', { name: /My friends/ }).click();
  const friends = a.page.getByRole('list', { name: 'My friends' });
  await expect(friends.getByText(receiver.userName)).toBeVisible();
  await a.page.screenshot({ path: testInfo.outputPath('my-friends.png') });

  // Removing asks first, then the friendship ends for both.
  await friends.getByRole('button', { name: `Remove ${receiver.userName} from friends` }).click();
  await confirmDialog(a.page, 'Are you sure you want to remove this friend?', 'Remove');
  await expect(a.page.getByText('Friend removed.')).toBeVisible();
  await expect(a.page.getByText('No friends yet')).toBeVisible();
  await a.page.getByRole('tab', { name: 'Search users' }).click();
  await a.page.getByRole('button', { name: 'Search' }).click();
  await expect(results.getByRole('button', { name: 'declined' })).toBeVisible();
  await a.close();
});

test('a member who sent a request sees it waiting, and the other one is led to answer it', async ({ browser }) => {
  const asker = await createMember({ userName: `Lydia Purple ${Date.now().toString(36)}` });
  const asked = await createMember();
  const a = await pageFor(browser, asked);
  const other = await pageFor(browser, asker);
  await other.page.goto('/my-connections');
  await other.page.getByRole('tab', { name: 'Search users' }).click();
  await other.page.getByRole('searchbox', { name: 'Search users' }).fill(asked.userName);
  await other.page.getByRole('searchbox', { name: 'Search users' }).press('Enter');
  await other.page.getByRole('list', { name: 'Search results' }).getByRole('button', { name: 'Send Friend Request' }).click();
  await expect(other.page.getByText('Request Sent!')).toBeVisible();
  await other.close();

  await a.page.goto('/my-connections');
  await a.page.getByRole('tab', { name: 'Search users' }).click();
  await a.page.getByRole('searchbox', { name: 'Search users' }).fill(asker.userName);
  await a.page.getByRole('button', { name: 'Search' }).click();
  await a.page.getByRole('button', { name: 'Waiting your accept' }).click();
  await expect(a.page).toHaveURL(/\/my-connections$/);
  await a.page.getByRole('tab', { name: /New requests/ }).click();
  await a.page.getByRole('list', { name: 'New requests' }).getByRole('button', { name: 'Decline' }).click();
  await confirmDialog(a.page, `Decline the friend request from ${asker.userName}?`, 'Decline');
  await expect(a.page.getByText('Friend request declined')).toBeVisible();
  await a.close();
});

test('searching for nobody says so', async ({ memberPage: page }) => {
  await page.goto('/my-connections');
  await page.getByRole('tab', { name: 'Search users' }).click();
  await page.getByRole('searchbox', { name: 'Search users' }).fill('no member is called this qqzx');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'No users found matching your search.' })).toBeVisible();
});

test('Invite friends copies the link where the browser has no share sheet, and says so', async ({ browser }) => {
  const member = await createMember();
  const context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
  const page = await context.newPage();
  await page.addInitScript(() => {
    // Desktop Chromium may offer navigator.share; the journey under test is a browser without it.
    Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
  });
  await signIn(page, member);
  await page.goto('/my-connections');
  await page.getByRole('button', { name: 'Invite friends' }).click();
  const link = new URL('/register', page.url()).toString();
  await expect(page.getByRole('status').filter({ hasText: `Invite link copied: ${link}` })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  await context.close();
});

test('on /userpen the friend button follows the status and the friend menu removes a friend', async ({ browser }) => {
  const tag = Date.now().toString(36);
  const visitor = await createMember({ userName: `Timothy ${tag}` });
  const host = await createMember({ userName: `Eunice Faithful ${tag}` });
  const a = await pageFor(browser, visitor);
  await a.page.goto('/my-connections');
  await a.page.getByRole('tab', { name: 'Search users' }).click();
  await a.page.getByRole('searchbox', { name: 'Search users' }).fill(`faithful ${tag}`);
  await a.page.getByRole('button', { name: 'Search' }).click();
  await a.page.getByRole('button', { name: host.userName }).click();

  await expect(a.page).toHaveURL(/\/userpen$/);
  await expect(a.page.getByRole('button', { name: 'Friend menu' })).toHaveCount(0); // only friends have a menu
  await a.page.getByRole('button', { name: 'Send Friend Request' }).click();
  await expect(a.page.getByText('Request Sent!')).toBeVisible();
  await expect(a.page.getByRole('button', { name: 'Request Sent' })).toBeVisible();

  const b = await pageFor(browser, host);
  await b.page.goto('/my-connections');
  await b.page.getByRole('list', { name: 'New requests' }).getByRole('button', { name: 'Accept' }).click();
  await expect(b.page.getByText('Friend request accepted')).toBeVisible();
  await b.close();

  await a.page.reload(); // navigation state survives a reload
  await expect(a.page.getByRole('button', { name: 'You Are Friends' })).toBeVisible();
  await a.page.screenshot({ path: test.info().outputPath('userpen-friends.png') });
  await a.page.getByRole('button', { name: 'Friend menu' }).click();
  await a.page.getByRole('menuitem', { name: 'Remove from friends' }).click();
  await confirmDialog(a.page, 'Are you sure you want to remove this friend?', 'Remove');
  await expect(a.page.getByText('Friend removed.')).toBeVisible();
  await expect(a.page.getByRole('button', { name: 'declined' })).toBeVisible();
  await expect(a.page.getByRole('button', { name: 'Friend menu' })).toHaveCount(0);
  await a.close();
});
