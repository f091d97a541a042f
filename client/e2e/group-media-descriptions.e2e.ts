import sharp from 'sharp';
import { sql } from './support/db';
import { expect, test } from './support/fixtures';
import { createMember, signIn } from './support/members';

/** Issue 41: a group comment's photo gets a description as a post's does: asked for in the composer, shown as alt, changed later by its author. */
test('a group comment photo gets a description in the composer, shown as its alt text, and its author changes it later', async ({ browser }, testInfo) => {
  test.setTimeout(120_000);
  const tag = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const author = await createMember({ userName: `Priscilla ${tag}` });
  const reader = await createMember({ userName: `Aquila ${tag}` });
  const [group] = await sql<{ group_id: number }>(
    `INSERT INTO groups (title, description, host_user_id, member_count) VALUES ($1, 'Photos of our retreat', $2, 2) RETURNING group_id`,
    [`Retreat ${tag}`, author.userId],
  );
  await sql(
    `INSERT INTO group_members (group_id, user_id, status, role, inviter_id, invitee_id) VALUES ($1, $2, 'accepted', 'admin', $2, $2), ($1, $3, 'accepted', 'member', $2, $3)`,
    [group.group_id, author.userId, reader.userId],
  );

  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, author);
  // "Remind me to add descriptions" holds for group comments too.
  await page.goto('/settings');
  await page.getByRole('switch', { name: 'Remind me to add descriptions' }).check();

  await page.goto(`/group/${group.group_id}`);
  const text = `Day one at the retreat ${tag}`;
  await page.getByLabel('Your comment').fill(text);
  const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#5a8f3a' } }).jpeg().toBuffer();
  await page.getByLabel('Choose photos, a video or an audio file').setInputFiles({ name: 'tents.jpg', mimeType: 'image/jpeg', buffer: photo });
  const description = page.getByLabel('Describe the image (optional)');
  await expect(description).toBeVisible();

  // Sending without a description first reminds, with the field in focus; the next send would go as it is.
  await page.getByRole('button', { name: 'Send comment' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Add a description' })).toContainText('To send without one, press Send again.');
  await expect(description).toBeFocused();
  await description.fill('Tents among the pines by the lake');
  await page.screenshot({ path: testInfo.outputPath(`group-composer-description-${testInfo.project.name}.png`) });
  await page.getByRole('button', { name: 'Send comment' }).click();
  await expect(page.getByText('Comment added')).toBeVisible();

  const own = page.getByRole('listitem').filter({ hasText: text });
  await expect(own.getByRole('img', { name: 'Tents among the pines by the lake' })).toBeVisible({ timeout: 30_000 });
  await expect(own.getByRole('img', { name: /image 1 of 1/ })).toHaveCount(0);

  // Changed afterwards by its author.
  await own.getByRole('button', { name: 'Describe media' }).click();
  const dialog = page.getByRole('dialog', { name: 'Describe media' });
  const field = dialog.getByLabel('Description of image 1');
  await expect(field).toHaveValue('Tents among the pines by the lake');
  await field.fill('Tents among the pines, the lake behind them');
  await dialog.getByRole('button', { name: 'Save descriptions' }).click();
  await expect(page.getByText('Descriptions saved')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(own.getByRole('img', { name: 'Tents among the pines, the lake behind them' })).toBeVisible();
  const [row] = await sql<{ description: string }>(
    `SELECT m.description FROM media m JOIN group_comments c ON c.comment_id = m.group_comment_id WHERE c.content = $1`,
    [text],
  );
  expect(row.description).toBe('Tents among the pines, the lake behind them');

  // Another member of the group reads the same alt text and may not change it.
  const other = await browser.newContext();
  const readerPage = await other.newPage();
  await signIn(readerPage, reader);
  await readerPage.goto(`/group/${group.group_id}`);
  const seen = readerPage.getByRole('listitem').filter({ hasText: text });
  await expect(seen.getByRole('img', { name: 'Tents among the pines, the lake behind them' })).toBeVisible();
  await expect(seen.getByRole('button', { name: 'Describe media' })).toHaveCount(0);
  await Promise.all([context.close(), other.close()]);
});
