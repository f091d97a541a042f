import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { createMember, signIn } from './support/members';

/** The card of the post whose text is `text`. */
const card = (page: Page, text: string): Locator => page.locator('article.pen-post').filter({ hasText: text });

// The in-page voice recorder with a fake microphone (a tone), so permission, not a missing
// device, decides what happens. Worker-scoped:
// these tests get their own browser; the arguments repeat the config's plus the fake device.
test.use({
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--use-fake-device-for-media-stream'],
  },
});

test('says so in words when microphone access is denied', async ({ memberPage: page }, testInfo) => {
  await page.goto('/create-post');
  await page.getByRole('button', { name: 'Record' }).click();
  const recorder = page.getByRole('group', { name: 'Audio recorder' });
  await expect(recorder.getByText('Ready to record')).toBeVisible();
  await recorder.getByRole('button', { name: /Start/ }).click();
  await expect(recorder.getByRole('alert')).toHaveText('Microphone access was denied. Allow it in your browser settings to record.');
  await expect(recorder.getByText('Ready to record')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('recorder-denied.png') });
  await recorder.getByRole('button', { name: 'Close recorder' }).click();
  await expect(recorder).toHaveCount(0);
});

test('records, previews and shares a voice recording once access is allowed', async ({ browser }, testInfo) => {
  const tag = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const member = await createMember({ userName: `Priscilla ${tag}` });
  const context = await browser.newContext();
  await context.grantPermissions(['microphone']);
  const page = await context.newPage();
  await signIn(page, member);

  await page.goto('/create-post');
  const text = `A word for this week ${tag}`;
  await page.getByPlaceholder('Share something...').fill(text);
  await page.getByRole('button', { name: 'Record' }).click();
  const recorder = page.getByRole('group', { name: 'Audio recorder' });
  await recorder.getByRole('button', { name: /Start/ }).click();
  await expect(recorder.getByText('Recording…')).toBeVisible();
  await expect(recorder.getByLabel('Recording time')).toContainText('0:02', { timeout: 10_000 });
  await page.screenshot({ path: testInfo.outputPath('recorder-recording.png') });
  await recorder.getByRole('button', { name: /Stop/ }).click();

  await expect(page.getByRole('list', { name: 'Attached media' }).getByLabel('Recording preview')).toBeAttached();
  await page.getByRole('button', { name: 'Share' }).click();
  await expect(page.getByText('Post created')).toBeVisible();

  const audio = card(page, text).locator('audio');
  await expect(audio).toBeAttached({ timeout: 60_000 });
  await audio.scrollIntoViewIfNeeded();
  // Loaded once a fifth of it is visible (spec), from the processed file.
  await expect.poll(() => audio.evaluate((a: HTMLAudioElement) => a.currentSrc), { timeout: 10_000 }).toMatch(/\/api\/uploads\//);
  await expect.poll(() => audio.evaluate((a: HTMLAudioElement) => a.duration), { message: 'the recording loads', timeout: 15_000 }).toBeGreaterThan(1);
  await page.screenshot({ path: testInfo.outputPath('feed-recording.png') });
  await context.close();
});
