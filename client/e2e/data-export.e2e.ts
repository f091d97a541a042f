import { readFile } from 'node:fs/promises';
import { fromBuffer, ZipFile } from 'yauzl';
import { expect, test } from './support/fixtures';
import { linksIn, waitForMail } from './support/mailbox';

/** The file names and contents of a ZIP. */
async function unzip(bytes: Buffer): Promise<Map<string, string>> {
  const zip = await new Promise<ZipFile>((resolve, reject) => fromBuffer(bytes, { lazyEntries: true }, (err, z) => (err ? reject(err) : resolve(z))));
  const out = new Map<string, string>();
  await new Promise<void>((resolve, reject) => {
    zip.on('error', reject);
    zip.on('end', () => resolve());
    zip.on('entry', (entry: { fileName: string }) => {
      zip.openReadStream(entry as never, (err, stream) => {
        if (err) return reject(err);
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          out.set(entry.fileName, Buffer.concat(chunks).toString('utf8'));
          zip.readEntry();
        });
      });
    });
    zip.readEntry();
  });
  return out;
}

test('Download my data in /settings: requested, the mailed link downloads a ZIP of the member’s data, a second request says how long to wait', async ({ memberPage: page, member }) => {
  await page.goto('/settings');
  const card = page.locator('section', { has: page.getByRole('heading', { name: 'Your data' }) });
  await card.getByRole('button', { name: 'Download my data' }).click();
  await expect(card.getByRole('status')).toHaveText(/Your data export has been requested\. We will e-mail you a download link when it is ready\./);
  await expect(card.getByRole('button', { name: 'Requested' })).toBeDisabled();

  // The e2e server runs the workers: the export job writes the ZIP and mails the link.
  const mail = await waitForMail(member.email, { match: (m) => m.subject === 'Your Pen data is ready to download', timeoutMs: 30_000 });
  const link = linksIn(mail).find((l) => l.includes('/api/data/export/'));
  expect(link).toBeDefined();

  // Opening the link downloads the file.
  const downloading = page.waitForEvent('download');
  await page.evaluate((url) => {
    window.location.href = url;
  }, link!);
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('pen-data.zip');
  const files = await unzip(await readFile((await download.path())!));
  expect([...files.keys()]).toEqual(
    expect.arrayContaining(['profile.json', 'posts.json', 'comments.json', 'likes.json', 'connections.json', 'groups.json', 'notifications.json', 'sessions.json', 'consents.json']),
  );
  expect(JSON.parse(files.get('profile.json')!)).toMatchObject({ user_id: member.userId, user_name: member.userName });

  // Within 24 hours a new request is refused with the time to wait.
  await page.goto('/settings');
  await card.getByRole('button', { name: 'Download my data' }).click();
  await expect(card.getByRole('status')).toHaveText(/You can request a copy of your data once every 24 hours\. Try again in 2[34] hours\./);
});
