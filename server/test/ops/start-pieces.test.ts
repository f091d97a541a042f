import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Redis from 'ioredis';
import { createTransport } from 'nodemailer';
import { Client } from 'pg';
import { REPO_ROOT, baseEnv, freePort, isAlive, run } from './support';

const DRIVER = join(__dirname, 'fixtures', 'lib-driver.mjs');
const SCRIPTS = join(REPO_ROOT, 'scripts');

/** Starts one piece of scripts/lib in its own process; resolves with what it printed when ready. */
async function startPiece<T>(what: string, options: Record<string, unknown>, ms = 60000) {
  const proc = run(process.execPath, [DRIVER, SCRIPTS, what, JSON.stringify(options)], baseEnv({}));
  await proc.waitFor(/READY /, ms);
  const info = JSON.parse(/READY (.*)\n/.exec(proc.stdout())![1]) as T;
  return {
    info,
    proc,
    stop: async () => {
      proc.child.kill('SIGTERM');
      return proc.exit(30000);
    },
  };
}

interface SinkMail {
  id: string;
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
  receivedAt: string;
}

describe('npm start pieces (scripts/lib)', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'pen-ops-pieces-'));
    // Run as root, PostgreSQL runs as the postgres user, which must be able to enter DATA_DIR.
    chmodSync(dir, 0o755);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('mail sink: lists received mail as JSON and on a page, filters by recipient, keeps mail across restarts and deletes on request', async () => {
    const mailDir = join(dir, 'mail');
    const first = await startPiece<{ smtpUrl: string; httpUrl: string }>('mail-sink', { dir: mailDir });
    const transport = createTransport(first.info.smtpUrl);
    await transport.sendMail({
      from: 'Pen <no-reply@localhost>',
      to: 'Ann@Example.com',
      bcc: 'hidden@example.org',
      subject: 'Verify your e-mail',
      text: 'Open http://localhost:3000/verify?token=abc&x=1 to verify.',
      html: '<p>Open <a href="http://localhost:3000/verify?token=abc&amp;x=1">this link</a> to verify.</p>',
    });
    await transport.sendMail({ from: 'a@localhost', to: 'bob@example.com', subject: 'Other', text: 'no links' });

    const all = (await (await fetch(`${first.info.httpUrl}/mails`)).json()) as { mails: SinkMail[] };
    expect(all.mails.map((m) => m.subject)).toEqual(['Verify your e-mail', 'Other']);
    const [mail] = all.mails;
    expect(mail).toMatchObject({
      to: ['ann@example.com', 'hidden@example.org'],
      from: '"Pen" <no-reply@localhost>',
      links: ['http://localhost:3000/verify?token=abc&x=1'],
    });
    expect(new Date(mail.receivedAt).getTime()).toBeGreaterThan(Date.now() - 60000);

    const forBcc = (await (await fetch(`${first.info.httpUrl}/mails?to=HIDDEN@example.org`)).json()) as { mails: SinkMail[] };
    expect(forBcc.mails.map((m) => m.subject)).toEqual(['Verify your e-mail']);
    expect(await (await fetch(`${first.info.httpUrl}/mails/${mail.id}`)).json()).toEqual({ mail });
    expect((await fetch(`${first.info.httpUrl}/mails/nope`)).status).toBe(404);

    // The page lists newest first and shows one mail with clickable links and the HTML sandboxed.
    const list = await (await fetch(`${first.info.httpUrl}/`)).text();
    expect(list.indexOf('Other')).toBeLessThan(list.indexOf('Verify your e-mail'));
    expect(list).toContain('To ann@example.com, hidden@example.org');
    const detail = await (await fetch(`${first.info.httpUrl}/mail/${mail.id}`)).text();
    expect(detail).toContain('<a href="http://localhost:3000/verify?token=abc&amp;x=1" target="_blank" rel="noopener">');
    expect(detail).toMatch(/<iframe title="HTML body" sandbox="allow-popups allow-popups-to-escape-sandbox" srcdoc="[^"]*this link/);
    expect(await first.stop()).toBe(0);

    const second = await startPiece<{ httpUrl: string; count: number }>('mail-sink', { dir: mailDir });
    try {
      expect(second.info.count).toBe(2);
      expect((await fetch(`${second.info.httpUrl}/mails`, { method: 'DELETE' })).status).toBe(204);
      expect(await (await fetch(`${second.info.httpUrl}/mails`)).json()).toEqual({ mails: [] });
      expect(await (await fetch(`${second.info.httpUrl}/`)).text()).toContain('No mail yet');
    } finally {
      expect(await second.stop()).toBe(0);
    }
  }, 60000);

  it('redis: starts redis-server with data in DATA_DIR/redis when nothing answers, and stops it', async () => {
    const port = await freePort();
    const url = `redis://127.0.0.1:${port}`;
    const piece = await startPiece<{ url: string; started: boolean; pid: number }>('redis', { url, mayStart: true, dataDir: dir });
    expect(piece.info).toMatchObject({ url, started: true });
    const client = new Redis(url);
    expect(await client.ping()).toBe('PONG');
    expect(await client.config('GET', 'dir')).toEqual(['dir', join(dir, 'redis')]);
    client.disconnect();
    expect(await piece.stop()).toBe(0);
    expect(isAlive(piece.info.pid)).toBe(false);
  }, 30000);

  it('redis: without redis-server on PATH, stops with how to install Redis', async () => {
    const url = `redis://127.0.0.1:${await freePort()}`;
    const proc = run(process.execPath, [DRIVER, SCRIPTS, 'redis', JSON.stringify({ url, mayStart: true, dataDir: dir })], baseEnv({ PATH: '/nonexistent' }));
    expect(await proc.exit()).toBe(1);
    expect(proc.stderr()).toContain(
      `Pen needs Redis and nothing answers at ${url}. Install Redis (Debian/Ubuntu: sudo apt-get install redis-server; macOS: brew install redis; or docker run -p 6379:6379 redis:7) and run npm start again, or set REDIS_URL to a running Redis.`,
    );
  });

  it('redis: uses a Redis that already answers and starts nothing', async () => {
    const url = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
    const piece = await startPiece<{ started: boolean }>('redis', { url, mayStart: true, dataDir: dir });
    expect(piece.info.started).toBe(false);
    expect(await piece.stop()).toBe(0);
  });

  it('embedded PostgreSQL: creates the cluster once with pg_trgm available, keeps data across restarts, stops cleanly', async () => {
    const port = await freePort();
    const dataDir = join(dir, 'data');
    const first = await startPiece<{ url: string; firstStart: boolean; pid: number }>('postgres', { dataDir, port });
    expect(first.info.firstStart).toBe(true);
    const db = new Client({ connectionString: first.info.url });
    await db.connect();
    await db.query('CREATE EXTENSION pg_trgm');
    expect((await db.query<{ s: number }>(`SELECT similarity('prayer', 'prayers') AS s`)).rows[0].s).toBeGreaterThan(0.5);
    await db.query('CREATE TABLE kept (note text)');
    await db.query(`INSERT INTO kept VALUES ('still here')`);
    await db.end();
    expect(await first.stop()).toBe(0);
    expect(isAlive(first.info.pid)).toBe(false);

    const second = await startPiece<{ url: string; firstStart: boolean }>('postgres', { dataDir, port });
    try {
      expect(second.info.firstStart).toBe(false);
      expect(second.info.url).toBe(first.info.url);
      const again = new Client({ connectionString: second.info.url });
      await again.connect();
      expect((await again.query('SELECT note FROM kept')).rows).toEqual([{ note: 'still here' }]);
      await again.end();
    } finally {
      expect(await second.stop()).toBe(0);
    }
    expect(existsSync(join(dataDir, 'pg', 'postmaster.pid'))).toBe(false);
  }, 90000);
});
