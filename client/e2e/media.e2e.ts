import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Browser, Locator, Page } from '@playwright/test';
import { Client } from 'pg';
import sharp from 'sharp';
import { sql } from './support/db';
import { e2eEnv } from './support/env';
import { expect, test } from './support/fixtures';
import { createMember, Member, signIn } from './support/members';

const run = promisify(execFile);
const PROCESSING = 'Your media is being processed…';

/** A real photo-sized JPEG (2000x1500, a colour gradient), made fresh for each run. */
async function gradientJpeg(width = 2000, height = 1500): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      pixels[i] = Math.round((255 * x) / width);
      pixels[i + 1] = Math.round((255 * y) / height);
      pixels[i + 2] = 160;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 90 }).toBuffer();
}

/** A short real MP4 (test pattern and a tone), made with the ffmpeg the server ships with. */
async function shortClip(): Promise<Buffer> {
  const { default: ffmpeg } = (await import('@ffmpeg-installer/ffmpeg')) as { default: { path: string } };
  const dir = await mkdtemp(join(tmpdir(), 'pen-e2e-clip-'));
  try {
    const file = join(dir, 'clip.mp4');
    await run(ffmpeg.path, [
      '-loglevel', 'error', '-f', 'lavfi', '-i', 'testsrc=size=640x360:rate=25', '-f', 'lavfi', '-i', 'sine=frequency=440',
      '-t', '4', '-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-movflags', '+faststart', file,
    ]);
    return await readFile(file);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function pageFor(browser: Browser, member: Member): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, member);
  return { page, close: () => context.close() };
}

async function befriend(a: Member, b: Member): Promise<void> {
  await sql(`INSERT INTO connections (sender_id, receiver_id, status) VALUES ($1, $2, 'accepted')`, [a.userId, b.userId]);
  await sql(`INSERT INTO friendships (user_id, friend_id) VALUES ($1, $2), ($2, $1)`, [a.userId, b.userId]);
}

/** The card of the post whose text is `text`. */
const card = (page: Page, text: string): Locator => page.locator('article.pen-post').filter({ hasText: text });
const naturalWidth = (image: Locator): Promise<number> => image.evaluate((img) => (img as HTMLImageElement).naturalWidth);
const mediaInput = (page: Page): Locator => page.getByLabel('Choose photos, a video or an audio file');

/** The processed image of a post: served under /api/uploads/, loaded, at most 1280 px wide. */
async function expectProcessedImage(image: Locator): Promise<void> {
  await expect(image).toHaveAttribute('src', /^\/api\/uploads\//);
  await image.scrollIntoViewIfNeeded();
  await expect.poll(() => naturalWidth(image), { message: 'the image loads' }).toBeGreaterThan(0);
  expect(await naturalWidth(image)).toBeLessThanOrEqual(1280);
}

test('a photo shared from the composer is processed and shown to the author and a friend', async ({ browser }, testInfo) => {
  const tag = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const author = await createMember({ userName: `Lois ${tag}` });
  const friend = await createMember({ userName: `Eunice ${tag}` });
  const stranger = await createMember({ userName: `Alexander ${tag}` });
  await befriend(author, friend);

  const a = await pageFor(browser, author);
  await a.page.goto('/create-post');
  const text = `Sunrise over the lake ${tag}`;
  await a.page.getByPlaceholder('Share something...').fill(text);
  await mediaInput(a.page).setInputFiles({ name: 'sunrise.jpg', mimeType: 'image/jpeg', buffer: await gradientJpeg() });

  // The preview shows the photo, already downscaled in the browser to 1280 px, with a remove button.
  const preview = a.page.getByRole('list', { name: 'Attached media' }).getByRole('img', { name: 'Image 1 of 1' });
  await expect(preview).toBeVisible();
  await expect.poll(() => naturalWidth(preview)).toBe(1280);
  await expect(a.page.getByRole('button', { name: 'Remove image 1' })).toBeVisible();
  await a.page.getByRole('button', { name: 'Friends', exact: true }).click();
  await a.page.screenshot({ path: testInfo.outputPath('composer-with-photo.png') });

  await a.page.getByRole('button', { name: 'Share' }).click();
  await expect(a.page.getByText('Post created')).toBeVisible();
  await expect(a.page).toHaveURL(/\/dashboard$/);

  // The author sees the post at once: processing for a moment, then the photo, without a reload.
  const own = card(a.page, text);
  const image = own.getByRole('img', { name: 'Post: image 1 of 1' });
  await expect(own.getByText(PROCESSING).or(image)).toBeVisible();
  await expect(image).toBeVisible({ timeout: 30_000 });
  await expect(own.getByText(PROCESSING)).toHaveCount(0);
  await expectProcessedImage(image);
  await a.page.screenshot({ path: testInfo.outputPath('feed-author.png') });

  // The friend sees the processed photo in the feed.
  const f = await pageFor(browser, friend);
  await f.page.goto('/feed');
  const seen = card(f.page, text).getByRole('img', { name: 'Post: image 1 of 1' });
  await expect(seen).toBeVisible();
  await expectProcessedImage(seen);
  expect(await seen.getAttribute('src')).toBe(await image.getAttribute('src'));
  await f.page.screenshot({ path: testInfo.outputPath('feed-friend.png') });

  // Friends only: a stranger does not.
  const s = await pageFor(browser, stranger);
  await s.page.goto('/feed');
  await expect(s.page.locator('.pen-feed-bar')).toBeVisible();
  await expect(card(s.page, text)).toHaveCount(0);
  await Promise.all([a.close(), f.close(), s.close()]);
});

test('a video is checked in the browser, shown as processing, then plays muted for its author and others', async ({ browser }, testInfo) => {
  test.setTimeout(120_000);
  const tag = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const author = await createMember({ userName: `Timothy ${tag}` });
  const reader = await createMember({ userName: `Silas ${tag}` });

  const a = await pageFor(browser, author);
  await a.page.goto('/create-post');
  const text = `Worship night highlights ${tag}`;
  await a.page.getByPlaceholder('Share something...').fill(text);
  await mediaInput(a.page).setInputFiles({ name: 'worship.mp4', mimeType: 'video/mp4', buffer: await shortClip() });
  await expect(a.page.getByRole('list', { name: 'Attached media' }).getByLabel('Video preview')).toBeVisible();
  const share = a.page.getByRole('button', { name: 'Share' });
  await expect(share).toBeEnabled({ timeout: 15_000 });
  await a.page.screenshot({ path: testInfo.outputPath('composer-with-video.png') });

  // A clip this short is processed before the feed can show it waiting, so the worker is held
  // where it finishes: once the upload has answered, its media row is share-locked, which the
  // worker's update to ready waits for, until the author has seen the processing state.
  const hold = new Client({ connectionString: e2eEnv.databaseUrl() });
  await hold.connect();
  await a.page.route('**/api/media/upload-video', async (route) => {
    const response = await route.fetch();
    await hold.query('BEGIN');
    const held = await hold.query(`SELECT m.media_id FROM media m JOIN posts p ON p.posts_id = m.posts_id WHERE p.content = $1 FOR SHARE OF m`, [text]);
    expect(held.rowCount).toBe(1);
    await route.fulfill({ response });
  });
  await share.click();
  await expect(a.page.getByText('Post created')).toBeVisible();

  // The author sees the processing state, then the player.
  const own = card(a.page, text);
  await expect(own.getByText(PROCESSING)).toBeVisible();
  await a.page.screenshot({ path: testInfo.outputPath('feed-processing.png') });
  await hold.query('COMMIT');
  await hold.end();
  const video = own.locator('video');
  await expect(video).toBeVisible({ timeout: 60_000 });
  await expect(video).toHaveAttribute('src', /^\/api\/uploads\/.+\.mp4$/);
  await expect(video).toHaveAttribute('poster', /^\/api\/uploads\//);
  expect(await video.evaluate((v: HTMLVideoElement) => v.muted)).toBe(true);
  await a.page.screenshot({ path: testInfo.outputPath('feed-video.png') });

  // Public: another member's feed has it, and it plays (muted) while in view.
  const r = await pageFor(browser, reader);
  await r.page.goto('/feed');
  const theirs = card(r.page, text).locator('video');
  await theirs.scrollIntoViewIfNeeded();
  await expect.poll(() => theirs.evaluate((v: HTMLVideoElement) => v.currentTime), { message: 'the video plays', timeout: 15_000 }).toBeGreaterThan(0);
  expect(await theirs.evaluate((v: HTMLVideoElement) => v.muted)).toBe(true);

  // Opened in a tab of its own, the browser's player for the file alone loads it: the policy of
  // API answers lets the file itself in.
  const tab = await r.page.context().newPage();
  await tab.goto((await theirs.getAttribute('src'))!);
  await expect.poll(() => tab.evaluate(() => document.querySelector('video')?.readyState ?? 0), { message: 'the video loads in a tab of its own' }).toBeGreaterThan(0);
  await Promise.all([a.close(), r.close()]);
});

// The voice recorder needs a fake microphone, hence its own browser: media-recorder.e2e.ts.

test('a post whose photo could not be processed offers its author Retry, and the photo chosen again is processed and shown', async ({ browser }, testInfo) => {
  const tag = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const author = await createMember({ userName: `Priscilla ${tag}` });
  const text = `Harvest supper ${tag}`;
  // The state a failed processing leaves (a worker gave up on the file): the post is hidden from
  // others, its author sees the failed state.
  const [post] = await sql<{ posts_id: number }>(
    `INSERT INTO posts (user_id, content, is_ready, media_state) VALUES ($1, $2, false, 'failed') RETURNING posts_id`,
    [author.userId, text],
  );
  await sql(`INSERT INTO media (posts_id, user_id, media_type, status, position) VALUES ($1, $2, 'image', 'failed', 0)`, [post.posts_id, author.userId]);

  const a = await pageFor(browser, author);
  await a.page.goto('/dashboard');
  const own = card(a.page, text);
  await expect(own.getByRole('status')).toHaveText('This media could not be processed. Choose the file again to retry.');
  await expect(own.getByText(/delete this post/i)).toHaveCount(0);
  await own.scrollIntoViewIfNeeded();
  await a.page.screenshot({ path: testInfo.outputPath('failed-media-retry.png') });

  // Retry opens the file chooser; the chosen photo goes to the same post, which is processed.
  const chooser = a.page.waitForEvent('filechooser');
  await own.getByRole('button', { name: 'Retry' }).click();
  await (await chooser).setFiles({ name: 'supper.jpg', mimeType: 'image/jpeg', buffer: await gradientJpeg() });
  const image = own.getByRole('img', { name: 'Post: image 1 of 1' });
  await expect(own.getByText(PROCESSING).or(image)).toBeVisible();
  await expect(image).toBeVisible({ timeout: 30_000 });
  await expectProcessedImage(image);
  await expect(own.getByText('could not be processed')).toHaveCount(0);
  const media = await sql<{ status: string }>('SELECT status FROM media WHERE posts_id = $1', [post.posts_id]);
  expect(media).toEqual([{ status: 'ready' }]);
  await a.close();
});

test('a group comment whose photo could not be processed offers its author Retry in the thread, and the photo chosen again is shown', async ({ browser }, testInfo) => {
  const tag = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const author = await createMember({ userName: `Lois ${tag}` });
  const text = `Our retreat ${tag}`;
  // The state a failed processing leaves: the comment waits (listed to its author only) with a failed file.
  const [group] = await sql<{ group_id: number }>(
    `INSERT INTO groups (title, description, host_user_id, member_count) VALUES ($1, 'Photos of our retreat', $2, 1) RETURNING group_id`,
    [`Retreat ${tag}`, author.userId],
  );
  await sql(`INSERT INTO group_members (group_id, user_id, status, role, inviter_id, invitee_id) VALUES ($1, $2, 'accepted', 'admin', $2, $2)`, [group.group_id, author.userId]);
  const [comment] = await sql<{ comment_id: number }>(`INSERT INTO group_comments (group_id, user_id, content, is_ready) VALUES ($1, $2, $3, false) RETURNING comment_id`, [
    group.group_id,
    author.userId,
    text,
  ]);
  await sql(`INSERT INTO media (group_comment_id, user_id, media_type, status, position) VALUES ($1, $2, 'image', 'failed', 0)`, [comment.comment_id, author.userId]);

  const a = await pageFor(browser, author);
  await a.page.goto(`/group/${group.group_id}`);
  const own = a.page.getByRole('listitem').filter({ hasText: text });
  await expect(own.getByRole('status')).toHaveText('This media could not be processed. Choose the file again to retry.');
  await expect(own.getByText(PROCESSING)).toHaveCount(0);
  await own.scrollIntoViewIfNeeded();
  await a.page.screenshot({ path: testInfo.outputPath('failed-group-media-retry.png') });

  const chooser = a.page.waitForEvent('filechooser');
  await own.getByRole('button', { name: 'Retry' }).click();
  await (await chooser).setFiles({ name: 'retreat.jpg', mimeType: 'image/jpeg', buffer: await gradientJpeg() });
  const image = own.getByRole('img', { name: /image 1 of 1/ });
  await expect(own.getByText(PROCESSING).or(image)).toBeVisible();
  await expect(image).toBeVisible({ timeout: 30_000 });
  await expectProcessedImage(image);
  await expect(own.getByText('could not be processed')).toHaveCount(0);
  const media = await sql<{ status: string }>('SELECT status FROM media WHERE group_comment_id = $1', [comment.comment_id]);
  expect(media).toEqual([{ status: 'ready' }]);
  await a.close();
});
