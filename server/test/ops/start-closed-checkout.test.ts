import { chmodSync, cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { baseEnv, descendants, freePort, isAlive, REPO_ROOT, run, snapshotBuild } from './support';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * A checkout in a `mktemp -d` folder (mode 700), as a clone under /root is: run as root, the
 * embedded PostgreSQL runs as the postgres user, which cannot enter it. The builds are copied
 * there and node_modules linked, as a real clone would have them.
 */
function closedCheckout(build: { root: string }): string {
  const root = mkdtempSync(join(tmpdir(), 'pen-closed-checkout-'));
  chmodSync(root, 0o700);
  for (const part of ['server/dist', 'client/dist', 'scripts']) cpSync(join(build.root, part), join(root, part), { recursive: true });
  symlinkSync(join(REPO_ROOT, 'node_modules'), join(root, 'node_modules'));
  if (existsSync(join(REPO_ROOT, 'server', 'node_modules'))) symlinkSync(join(REPO_ROOT, 'server', 'node_modules'), join(root, 'server', 'node_modules'));
  return root;
}

describe('npm start from a checkout only its owner can enter (a clone under /root, a mktemp -d folder)', () => {
  let build: Awaited<ReturnType<typeof snapshotBuild>>;
  let checkout: string;

  beforeAll(async () => {
    build = await snapshotBuild(['server', 'client', 'scripts']);
    checkout = closedCheckout(build);
  }, 120000);

  afterAll(() => {
    const location = join(checkout, '.data', 'pg-location');
    if (existsSync(location)) rmSync(readFileSync(location, 'utf8').trim(), { recursive: true, force: true });
    rmSync(checkout, { recursive: true, force: true });
    build?.remove();
  });

  it('starts with the embedded PostgreSQL (its cluster where the postgres user can reach it), answers healthy, and stops cleanly', async () => {
    const [port, smtpPort, mailPort] = [await freePort(), await freePort(), await freePort()];
    const start = run(
      process.execPath,
      [join(checkout, 'scripts', 'start.mjs'), '--no-build'],
      baseEnv({ PORT: String(port), REDIS_URL, REDIS_PREFIX: `pen-closed-${port}`, MAIL_SINK_SMTP_PORT: String(smtpPort), MAIL_SINK_HTTP_PORT: String(mailPort) }),
      checkout,
    );
    let children: number[] = [];
    try {
      await start.waitFor(/Press Ctrl-C to stop/, 120000);
      const database = /Database {3}(.*)\n/.exec(start.stdout())![1];
      expect(database).toMatch(/^embedded PostgreSQL on 127\.0\.0\.1:\d+, data in /);
      const clusterDir = database.slice(database.indexOf('data in ') + 'data in '.length);
      expect(existsSync(join(clusterDir, 'PG_VERSION'))).toBe(true);
      if (process.getuid?.() === 0) {
        // Root's checkout is closed to postgres: the cluster lives outside it, and the checkout says where.
        expect(clusterDir.startsWith(checkout)).toBe(false);
        expect(readFileSync(join(checkout, '.data', 'pg-location'), 'utf8').trim()).toBe(clusterDir);
      } else {
        expect(clusterDir).toBe(join('.data', 'pg'));
      }
      const base = `http://127.0.0.1:${port}`;
      expect(await (await fetch(`${base}/api/health`)).json()).toEqual({ status: 'ok', database: 'up', redis: 'up' });
      children = descendants(start.child.pid!);
    } finally {
      start.child.kill('SIGINT');
      expect(await start.exit(60000)).toBe(0);
    }
    expect(children.filter(isAlive)).toEqual([]);
  }, 240000);
});
