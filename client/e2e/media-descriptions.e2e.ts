import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { sql } from './support/db';
import { expect, test } from './support/fixtures';
import { createMember, signIn } from './support/members';

/** The card of the post whose text is `text`. */
const card = (page: Page, text: string): Locator => page.locator('article.pen-post').filter({ hasText: text });

test('a photo gets a description in the composer (with the reminder on), shown as its alt text, and its author changes it later', async ({ browser }, testInfo) => {
  test.setTimeout(120_000);
  const tag = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const author = await createMember({ userName: `Lydia ${tag}` });
  const reader = await createMember({ userName: `Phoebe ${tag}` });
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, author);

  // Settings: "Remind me to add descriptions" (kept in this browser), off until turned on.
  await page.goto('/settings');
  const reminder = page.getByRole('switch', { name: 'Remind me to add descriptions' });
  await expect(reminder).not.toBeChecked();
  await reminder.check();
  await expect(reminder).toBeChecked();

  await page.goto('/create-post');
  const text = `Morning at the lake camp ${tag}`;
  await page.getByPlaceholder('Share something...').fill(text);
  const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#3a6ea5' } }).jpeg().toBuffer();
  await page.getByLabel('Choose photos, a video or an audio file').setInputFiles({ name: 'lake.jpg', mimeType: 'image/jpeg', buffer: photo });
  const description = page.getByLabel('Describe the image (optional)');
  await expect(description).toBeVisible();

  // Sharing without a description first reminds; the composer stays with the field in focus.
  await page.getByRole('button', { name: 'Share' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Add a description' })).toContainText('Add a description so members who cannot see or hear your media can follow too.');
  await expect(page).toHaveURL(/\/create-post$/);
  await expect(description).toBeFocused();
  await description.fill('Sunrise over the lake, tents on the shore');
  await expect(page.getByRole('alert').filter({ hasText: 'Add a description' })).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath(`composer-description-${testInfo.project.name}.png`) });
  await page.getByRole('button', { name: 'Share' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // The photo's accessible name is what the author wrote, not "image 1 of 1".
  const own = card(page, text);
  await expect(own.getByRole('img', { name: 'Sunrise over the lake, tents on the shore' })).toBeVisible({ timeout: 30_000 });
  await expect(own.getByRole('img', { name: /image 1 of 1/ })).toHaveCount(0);

  // Changed afterwards from the post's menu.
  await own.getByRole('button', { name: 'Post actions' }).click();
  await page.getByRole('menuitem', { name: 'Describe media' }).click();
  const dialog = page.getByRole('dialog', { name: 'Describe media' });
  const field = dialog.getByLabel('Description of image 1');
  await expect(field).toHaveValue('Sunrise over the lake, tents on the shore');
  await field.fill('Sunrise over the lake at the youth camp, tents on the shore');
  await page.screenshot({ path: testInfo.outputPath(`describe-dialog-${testInfo.project.name}.png`) });
  await dialog.getByRole('button', { name: 'Save descriptions' }).click();
  await expect(page.getByText('Descriptions saved')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(own.getByRole('img', { name: 'Sunrise over the lake at the youth camp, tents on the shore' })).toBeVisible();
  const [row] = await sql<{ description: string }>(`SELECT m.description FROM media m JOIN posts p ON p.posts_id = m.posts_id WHERE p.content = $1`, [text]);
  expect(row.description).toBe('Sunrise over the lake at the youth camp, tents on the shore');

  // Another member reads the same alt text and is offered no way to change it.
  const other = await browser.newContext();
  const readerPage = await other.newPage();
  await signIn(readerPage, reader);
  await readerPage.goto('/feed');
  const seen = card(readerPage, text);
  await expect(seen.getByRole('img', { name: 'Sunrise over the lake at the youth camp, tents on the shore' })).toBeVisible();
  await seen.getByRole('button', { name: 'Post actions' }).click();
  await expect(readerPage.getByRole('menuitem', { name: 'Report' })).toBeVisible();
  await expect(readerPage.getByRole('menuitem', { name: 'Describe media' })).toHaveCount(0);
  await Promise.all([context.close(), other.close()]);
});
