import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expectAccessible } from './support/axe';
import { expect, test } from './support/fixtures';
import { signIn } from './support/members';

// The e2e server runs with WEBHOOK_ALLOW_PRIVATE_TARGETS=true (support/e2e-server.ts), so a receiver in this process may be on 127.0.0.1.
test.use({ bypassCSP: true });

interface Received {
  headers: IncomingMessage['headers'];
  body: string;
}

/** Standard Webhooks' signature: HMAC-SHA256 of `id.timestamp.body` under the secret's bytes, base64. */
function signatureOf(secret: string, r: Received): string {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  return `v1,${createHmac('sha256', key).update(`${String(r.headers['webhook-id'])}.${String(r.headers['webhook-timestamp'])}.${r.body}`).digest('base64')}`;
}

test('Webhooks in /settings: create one, see the secret once, receive a signed message, turn it off and delete it', async ({ page, member }, testInfo) => {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const hookUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/pen`;
  try {
    const { accessToken } = await signIn(page, member);
    await page.goto('/settings');
    const card = page.locator('section', { has: page.getByRole('heading', { name: 'Webhooks' }) });
    await expect(card.getByText('You have no webhooks.')).toBeVisible();

    await card.getByRole('button', { name: 'Create webhook' }).click();
    await expect(card.getByRole('alert')).toHaveText('Enter the address of your server');
    await card.getByLabel('Address of your server').fill(hookUrl);
    await card.getByRole('checkbox', { name: 'You publish a post' }).check();
    await card.getByRole('button', { name: 'Create webhook' }).click();
    const secretBox = card.getByRole('region', { name: "Your new webhook's signing secret" });
    await expect(secretBox).toContainText('You will not be able to see it again');
    const secret = (await secretBox.getByTestId('webhook-secret').textContent())!.trim();
    expect(secret).toMatch(/^whsec_/);
    const item = card.getByRole('listitem').filter({ hasText: hookUrl });
    await expect(item).toContainText('You publish a post');
    await expect(item).toContainText('On');
    await expectAccessible(page, '.webhooks-card');
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath('webhooks-created.png'), fullPage: false });

    const posted = await page.request.post('/api/posts/create-post', { headers: { authorization: `Bearer ${accessToken}` }, data: { content: 'Told to my server' } });
    expect(posted.status()).toBe(201);
    await expect.poll(() => received.length, { timeout: 20_000 }).toBe(1);
    expect(received[0].headers['webhook-signature']).toBe(signatureOf(secret, received[0]));
    expect(JSON.parse(received[0].body)).toMatchObject({ type: 'post.created', data: { content: 'Told to my server', user_id: member.userId } });

    await secretBox.getByRole('button', { name: 'Done' }).click();
    await expect(card.getByTestId('webhook-secret')).toHaveCount(0);
    await item.getByRole('button', { name: `Turn off the webhook to ${hookUrl}` }).click();
    await expect(item).toContainText('Off: Pen stopped sending after repeated failures, or you turned it off.');

    await item.getByRole('button', { name: `Delete the webhook to ${hookUrl}` }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('Nothing more is sent there');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(card.getByText('You have no webhooks.')).toBeVisible();
  } finally {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
});
