import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { copyFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPenClient, memoryTokenStore } from '../src';
// The browser tests' helpers start the built app exactly as they do (a fresh database, a mail
// sink, server/dist and client/dist from private copies).
import { clearRedisPrefix, createDatabase, dropDatabase, startE2eServer, type E2eServer } from '../../client/e2e/support/e2e-server';
import { freePortSync } from '../../client/e2e/support/free-port';
import { MailSink } from '../../client/e2e/support/mail-sink';

const sdkDir = join(import.meta.dirname, '..');
const repoRoot = join(sdkDir, '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/**
 * The published shape of the SDK: `npm pack` (which builds dist/), the tarball installed into a
 * project outside the repository without a registry (the package has no runtime dependencies),
 * and a plain Node program using it against a real Pen server.
 */
describe('the packed SDK in a project outside the repository', () => {
  let project = '';
  let tarball = '';
  let server: E2eServer | undefined;
  let sink: MailSink | undefined;
  let db: { name: string; url: string } | undefined;
  const redisPrefix = `sdk_${randomBytes(5).toString('hex')}`;
  let member = { email: '', password: '' };

  beforeAll(async () => {
    project = mkdtempSync(join(tmpdir(), 'pen-sdk-consumer-'));
    execFileSync(npm, ['pack', '--pack-destination', project, '--silent'], { cwd: sdkDir, stdio: ['ignore', 'ignore', 'inherit'] });
    tarball = readdirSync(project).find((f) => f.endsWith('.tgz'))!;
    writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }));
    execFileSync(npm, ['install', join(project, tarball), '--offline', '--no-audit', '--no-fund', '--silent'], { cwd: project, stdio: ['ignore', 'ignore', 'inherit'] });
    copyFileSync(join(sdkDir, 'test', 'consumer', 'consumer.mjs'), join(project, 'consumer.mjs'));

    const port = Number(process.env.SDK_TEST_PORT ?? freePortSync(3950, 3999));
    db = await createDatabase();
    sink = new MailSink();
    const mail = await sink.start();
    const jwtSecret = randomBytes(32).toString('hex');
    server = await startE2eServer({ port, databaseUrl: db.url, redisPrefix, smtpUrl: mail.smtpUrl, jwtSecret });
    process.env.E2E_DATABASE_URL = db.url;
    process.env.E2E_JWT_SECRET = jwtSecret;
    process.env.E2E_BASE_URL = server.baseUrl;
    const { createMember } = await import('../../client/e2e/support/members');
    member = await createMember();
  }, 240_000);

  afterAll(async () => {
    const { closeSql } = await import('../../client/e2e/support/db');
    await closeSql();
    await server?.stop();
    await sink?.stop();
    if (db) await dropDatabase(db.name);
    await clearRedisPrefix(redisPrefix).catch(() => undefined);
    if (project) rmSync(project, { recursive: true, force: true });
  }, 60_000);

  it('packs only the built package, with its licence and README, at the API version', () => {
    const listing = execFileSync('tar', ['-tzf', join(project, tarball)], { encoding: 'utf8' }).split('\n').filter(Boolean);
    expect(listing).toContain('package/LICENSE');
    expect(listing).toContain('package/README.md');
    expect(listing).toContain('package/dist/index.js');
    expect(listing).toContain('package/dist/index.d.ts');
    expect(listing).toContain('package/dist/cjs/index.js');
    expect(listing.filter((f) => f.startsWith('package/src/') || f.startsWith('package/test/'))).toEqual([]);
    const installed = JSON.parse(readFileSync(join(project, 'node_modules', '@pen', 'sdk', 'package.json'), 'utf8')) as Record<string, unknown>;
    const api = JSON.parse(readFileSync(join(repoRoot, 'openapi.json'), 'utf8')) as { info: { version: string } };
    expect(installed.version).toBe(api.info.version);
    expect(installed.private).toBeUndefined();
    expect(installed.license).toBe('MIT');
    expect(installed.dependencies ?? {}).toEqual({});
    expect(existsSync(join(project, 'node_modules', '@pen', 'sdk', 'src'))).toBe(false);
  });

  it('runs under plain Node against a real server: session, API key, OAuth + PKCE, paging, errors, stream, password sign-in', () => {
    const output = execFileSync(process.execPath, ['consumer.mjs'], {
      cwd: project,
      encoding: 'utf8',
      env: { ...process.env, PEN_URL: server!.baseUrl, PEN_EMAIL: member.email, PEN_PASSWORD: member.password },
      timeout: 60_000,
    });
    const seen = JSON.parse(output.trim().split('\n').pop()!) as Record<string, unknown>;
    expect(seen).toMatchObject({
      cjs: true,
      me: member.email,
      afterRefresh: 'Posted from plain Node through the packed SDK',
      refreshed: true,
      pagedTo: 1,
      error: { isPenApiError: true, status: 400, statusCode: 400 },
      streamEvent: 'ready',
      streamUnread: 'number',
      streamThroughFetch: true,
      anonymousStatus: 401,
      publicWorks: true,
      pkce: { verifierLength: 43, method: 'S256', path: '/oauth/auth' },
      apiKey: { me: member.email, post: 'number', readerReads: 'ok', readerWrites: 403, accountCall: 403 },
      oauth: { state: true, me: member.email, renewed: true, rotated: true, afterRefresh: member.email },
      afterSignOut: { status: 401, signedOut: 1, token: null },
      passwordSignIn: { me: member.email, renewed: true, afterSignOut: false },
    });
    expect((seen.error as { message: string }).message).not.toBe('');
  }, 90_000);

  it('runs the verse bot example with an API key: verse to the group, an answer to a prayer request it is mentioned in', async () => {
    const { createMember } = await import('../../client/e2e/support/members');
    const botMember = await createMember({ userName: `Verse Bot ${randomBytes(3).toString('hex')}` });
    const asMember = async (m: { email: string; password: string }) => {
      const store = memoryTokenStore();
      const pen = createPenClient({ baseUrl: server!.baseUrl, auth: { tokenStore: store } });
      store.set((await pen.auth.login({ body: { email: m.email, password: m.password, deviceId: `sdk-${randomBytes(4).toString('hex')}` } })).accessToken);
      return pen;
    };
    const owner = await asMember(botMember);
    const { groupId } = await owner.groups.createGroup({ body: { groupTitle: 'Morning verses', description: 'A verse a day' } });
    const { secret } = await owner.auth.createApiKey({ body: { name: 'verse bot', scopes: ['read', 'write'] } });
    copyFileSync(join(repoRoot, 'examples', 'verse-bot', 'bot.mjs'), join(project, 'bot.mjs'));

    const bot = spawn(process.execPath, ['bot.mjs'], {
      cwd: project,
      env: { ...process.env, PEN_URL: server!.baseUrl, PEN_API_KEY: secret, PEN_GROUP_ID: String(groupId), BOT_ANSWER_LIMIT: '1' },
    });
    let log = '';
    bot.stdout.on('data', (c: Buffer) => (log += c.toString()));
    bot.stderr.on('data', (c: Buffer) => (log += c.toString()));
    const exited = new Promise<number | null>((resolve) => bot.once('exit', resolve));
    try {
      const until = async (what: () => boolean, ms: number) => {
        for (const end = Date.now() + ms; !what(); ) {
          if (Date.now() > end || bot.exitCode !== null) throw new Error(`bot: ${log}`);
          await new Promise((r) => setTimeout(r, 100));
        }
      };
      await until(() => log.includes('listening for mentions'), 20_000);

      const friend = await asMember(await createMember());
      const handle = botMember.userName.replace(/ /g, '');
      const { postId } = await friend.posts.createPost({ body: { content: `Please pray for my mother's surgery @${handle}`, postType: 'pray_request' } });
      await until(() => bot.exitCode !== null, 30_000).catch(() => undefined);
      expect(await exited).toBe(0);
      expect(log).toContain('done: 1 answered');
      // Live, through the notification stream the key may open (not the polling fallback).
      expect(log).not.toContain('polling');

      const { comments } = await friend.posts.getComments({ path: { id: postId } });
      expect(comments.map((c) => [c.user_name, c.content.startsWith('Praying for you')])).toEqual([[botMember.userName, true]]);
      const { group } = await owner.groups.getGroup({ path: { id: groupId } });
      expect(JSON.stringify(group)).toContain('Verse of the day: “');
    } finally {
      if (bot.exitCode === null) bot.kill('SIGKILL');
    }
  }, 90_000);
});
