// @ts-check
// Client figures of `npm run bench`, against the production app serving the built client:
// - the JavaScript the first page (/login) loads, gzip-compressed, as Chromium fetches it;
// - Lighthouse scores (performance, accessibility, best practices) of /login and of /dashboard
//   for a signed-in member, run on Debian's Chromium.
// Needs the built server and client (`npm run build`). Alone: `node bench/client.mjs`.
// BENCH_LIGHTHOUSE_PRESET=desktop switches from Lighthouse's default mobile preset;
// BENCH_LIGHTHOUSE_RUNS=n audits each page n times (default 5) and reports the median run;
// BENCH_LIGHTHOUSE_REPORT_DIR=dir keeps that run's full report and trace; BENCH_LIGHTHOUSE_PAGES=
// dashboard audits that page alone.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { startApp } from './lib/app-server.mjs';
import { createBenchMember, createBenchSession } from './lib/bench-member.mjs';
import { dropRedisPrefix, freshRedisPrefix } from './lib/redis-cleanup.mjs';
import { scratchDatabase } from './lib/scratch-db.mjs';

const root = join(import.meta.dirname, '..');
const clientDist = join(root, 'client', 'dist');
const require = createRequire(join(root, 'client', 'package.json'));

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const PORT = Number(process.env.BENCH_CLIENT_PORT ?? 3902);
const PRESET = process.env.BENCH_LIGHTHOUSE_PRESET ?? 'mobile';
// Audits of each page: Lighthouse's scores of one load vary by tens of points on this machine,
// and its documentation advises the median of five runs.
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
// BENCH_LIGHTHOUSE_PAGES=dashboard audits only the pages named (comma-separated; default all).
const PAGES = process.env.BENCH_LIGHTHOUSE_PAGES?.split(',');
// Where the median audit's full Lighthouse report (JSON) and trace are written, when set.
const REPORT_DIR = process.env.BENCH_LIGHTHOUSE_REPORT_DIR;
const FIRST_PAGE = '/login';
const AUDITED = { login: { path: '/login', signedIn: false }, dashboard: { path: '/dashboard', signedIn: true } };

const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;
const loadAverage = () => loadavg()[0].toFixed(1);

// ---------------------------------------------------------------- first-page JavaScript

/** What index.html alone names: the entry module and its modulepreload links (static analysis). */
function declaredScripts() {
  const html = readFileSync(join(clientDist, 'index.html'), 'utf8');
  const srcs = [...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)].map((m) => m[1]);
  const preloads = [...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]);
  return [...new Set([...srcs, ...preloads])].map((p) => ({ path: p, gzip: gzipSync(readFileSync(join(clientDist, p.replace(/^\//, '')))).length }));
}

/**
 * What the browser really loads: every script response of /login until the network is idle
 * (the lazy page chunk and its imports included), each gzip-compressed at the default level
 * (what a compressing server or CDN would send).
 */
async function loadedScripts(origin) {
  const { chromium } = require('playwright-core');
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS.filter((f) => !f.startsWith('--headless')) });
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const scripts = new Map();
    let documentLoads = 0;
    page.on('response', (res) => {
      const url = new URL(res.url());
      if (res.request().isNavigationRequest() && res.request().frame() === page.mainFrame()) documentLoads++;
      // Each script once: a second document load (see below) fetches the same files again.
      if ((res.request().resourceType() !== 'script' && !/\.m?js$/.test(url.pathname)) || scripts.has(url.href)) return;
      // The bytes as served; the file in client/dist when the page moved on before they were read.
      const fromDist = join(clientDist, url.pathname.replace(/^\/+/, ''));
      scripts.set(
        url.href,
        res
          .body()
          .catch((err) => (url.origin === origin && existsSync(fromDist) ? readFileSync(fromDist) : Promise.reject(err)))
          .then((body) => ({ path: url.pathname, bytes: body.length, gzip: gzipSync(body).length, encoding: res.headers()['content-encoding'] ?? 'none' })),
      );
    });
    await page.goto(`${origin}${FIRST_PAGE}`);
    // "Network idle" alone can come before the app has even asked for its page chunk on a busy
    // machine: wait for the sign-in form, then for the network to rest (a reload after the
    // service worker's first activation included).
    await page.waitForSelector('input[type="password"]', { timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
    await page.waitForSelector('input[type="password"]', { timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    const landed = new URL(page.url()).pathname;
    if (landed !== FIRST_PAGE) throw new Error(`${FIRST_PAGE} led to ${landed}`);
    return { scripts: await Promise.all(scripts.values()), documentLoads };
  } finally {
    await browser.close();
  }
}

// ---------------------------------------------------------------- Lighthouse

/** A few posts, so the dashboard shows what a member sees rather than an empty state. */
async function somePosts(pool, userIds) {
  await pool.query(
    `INSERT INTO posts (user_id, content, visibility, post_type)
     SELECT ($1::int[])[1 + (g % array_length($1::int[], 1))],
            'Grateful today for ' || g || ' answered prayers. The Lord is faithful in small things and in great ones.',
            'public', CASE WHEN g % 4 = 0 THEN 'pray_request' ELSE 'normal' END
     FROM generate_series(1, 12) g`,
    [userIds],
  );
}

/** The median run's full report and the trace of its load (for Chromium's performance panel). */
function saveReport(run, name, dir) {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `${name}.json`), JSON.stringify(run.lhr));
  if (run.trace) writeFileSync(join(dir, `${name}.trace.json`), JSON.stringify(run.trace));
}

async function audit({ origin, path, session, lighthouse, desktopConfig, chromeLauncher, puppeteer }) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  let browser;
  try {
    browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
    const page = await browser.newPage();
    // Same set-up for every page: one request on the origin (where a session, if any, is put
    // the way the app keeps it after a member signed in: the token in the tab, the device id and
    // the notes of a signed-in, verified member, see client/src/lib/session.ts), then an empty
    // HTTP cache, so every audit is a cold load.
    await page.goto(`${origin}/api/ping`);
    if (session) {
      await page.evaluate(
        ({ accessToken, deviceId }) => {
          sessionStorage.setItem('accessToken', accessToken);
          localStorage.setItem('deviceId', deviceId);
          localStorage.setItem('pen.signedIn', '1');
          localStorage.setItem('pen.verified', '1');
        },
        { accessToken: session.token, deviceId: session.deviceId },
      );
      const host = new URL(origin).hostname;
      await browser.setCookie({ name: 'refreshToken', value: session.refreshToken, domain: host, path: '/api/auth', httpOnly: true, sameSite: 'Strict', secure: false });
    }
    const cdp = await page.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    await cdp.detach();
    const flags = {
      logLevel: 'error',
      output: 'json',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      // Lighthouse would otherwise clear the origin's storage, and with it the session.
      disableStorageReset: true,
    };
    const result = await lighthouse(`${origin}${path}`, flags, PRESET === 'desktop' ? desktopConfig : undefined, page);
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse gave no result for ${path}`);
    if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${path}: ${lhr.runtimeError.message}`);
    const landed = new URL(lhr.finalDisplayedUrl).pathname;
    if (landed !== path) throw new Error(`Lighthouse audited ${landed} instead of ${path} (was the session refused?)`);
    const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const failing = Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'notApplicable' && a.scoreDisplayMode !== 'manual')
      .map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue})` : ''}`);
    const metrics = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift'].map((id) => `${id.replace(/-/g, ' ')} ${lhr.audits[id]?.displayValue ?? '?'}`);
    // Lighthouse's own measure of the machine's CPU: its mobile preset slows the CPU 4x on top.
    const benchmarkIndex = Math.round(lhr.environment?.benchmarkIndex ?? 0);
    const trace = REPORT_DIR ? (result.artifacts?.Trace ?? result.artifacts?.traces?.defaultPass) : undefined;
    return { scores: { performance: score('performance'), accessibility: score('accessibility'), best_practices: score('best-practices') }, failing, metrics, benchmarkIndex, lhr, trace };
  } finally {
    await browser?.disconnect().catch(() => undefined);
    await chrome.kill();
  }
}

// ---------------------------------------------------------------- entry

export async function benchClient({ log = console.log } = {}) {
  if (!existsSync(join(clientDist, 'index.html'))) throw new Error('client/dist is missing: build the client first (`npx nx run @pen/client:build` or `npm run build`)');
  if (!existsSync(join(root, 'server', 'dist', 'main.js'))) throw new Error('server/dist is missing: build the server first (`npm run build`)');
  process.env.CHROME_PATH = CHROME_PATH;
  const { default: lighthouse, desktopConfig } = await import('lighthouse');
  const { computeMedianRun } = await import('lighthouse/core/lib/median-run.js');
  const chromeLauncher = await import('chrome-launcher');
  const { default: puppeteer } = await import('puppeteer-core');

  const db = await scratchDatabase('client');
  const jwtSecret = randomBytes(32).toString('base64url');
  const redisPrefix = freshRedisPrefix('client');
  let app;
  try {
    log(`client: starting the production app on port ${PORT} (load average ${loadAverage()})`);
    app = await startApp({ databaseUrl: db.url, port: PORT, jwtSecret, env: { CLIENT_DIR: clientDist, REDIS_PREFIX: redisPrefix } });
    const origin = app.url;

    const declared = declaredScripts();
    log(`client: index.html names ${declared.length} script(s): ${declared.map((s) => `${s.path} ${kb(s.gzip)} KB`).join(', ')} gzip`);
    const { scripts: loaded, documentLoads } = await loadedScripts(origin);
    if (documentLoads > 1) log(`client: note: a first visit to ${FIRST_PAGE} loaded the document ${documentLoads} times (a reload after the service worker's first activation?)`);
    const total = loaded.reduce((sum, s) => sum + s.gzip, 0);
    log(`client: ${FIRST_PAGE} loads ${loaded.length} script(s), ${kb(loaded.reduce((sum, s) => sum + s.bytes, 0))} KB raw, ${kb(total)} KB gzip (served with content-encoding: ${[...new Set(loaded.map((s) => s.encoding))].join(', ')})`);
    for (const s of loaded.sort((a, b) => b.gzip - a.gzip)) log(`    ${s.path.padEnd(48)} ${String(kb(s.gzip)).padStart(7)} KB gzip`);

    const member = await createBenchMember(db.pool, jwtSecret, { userName: 'Grace Bench' });
    const friend = await createBenchMember(db.pool, jwtSecret, { userName: 'Faith Bench' });
    await somePosts(db.pool, [member.userId, friend.userId]);
    const lighthouseScores = {};
    const lighthouseRuns = {};
    const benchmarkIndex = {};
    for (const [name, page] of Object.entries(AUDITED).filter(([n]) => !PAGES || PAGES.includes(n))) {
      const t = Date.now();
      // Each signed-in audit starts the app in a new browser, so it brings a session of its own.
      const run = async () =>
        audit({ origin, path: page.path, session: page.signedIn ? await createBenchSession(db.pool, jwtSecret, member.userId) : undefined, lighthouse, desktopConfig, chromeLauncher, puppeteer });
      const runs = [];
      for (let i = 0; i < RUNS; i++) {
        // Lighthouse sometimes loses the trace of a load on a busy machine (NO_NAVSTART, "Please run
        // Lighthouse again"): one more try, so a 15-minute run does not end without its figures.
        const r = await run().catch(async (err) => {
          log(`client: Lighthouse ${page.path} failed once (${err.message}); again`);
          return run();
        });
        runs.push(r);
        log(`client: Lighthouse ${PRESET} ${page.path} run ${i + 1}/${RUNS}: ${JSON.stringify(r.scores)} (load average ${loadAverage()}, CPU benchmark index ${r.benchmarkIndex})`);
        log(`    ${r.metrics.join(', ')}`);
      }
      // Lighthouse's own choice of the representative run: the one nearest the medians of first
      // contentful paint and time to interactive.
      const medianLhr = computeMedianRun(runs.map((r) => r.lhr));
      const median = runs.find((r) => r.lhr === medianLhr) ?? runs[0];
      lighthouseScores[name] = median.scores;
      lighthouseRuns[name] = runs.map((r) => r.scores.performance);
      benchmarkIndex[name] = median.benchmarkIndex;
      log(`client: Lighthouse ${PRESET} ${page.path}, median of ${RUNS} runs: ${JSON.stringify(median.scores)} (performance in each run: ${lighthouseRuns[name].join(', ')}) in ${((Date.now() - t) / 1000).toFixed(0)} s`);
      if (median.failing.length) log(`    below 90 in the median run: ${median.failing.join(', ')}`);
      if (REPORT_DIR) saveReport(median, name, REPORT_DIR);
    }
    return { initial_js_gzip_kb: kb(total), lighthouse_preset: PRESET, lighthouse: lighthouseScores, lighthouse_runs: lighthouseRuns, lighthouse_benchmark_index: benchmarkIndex };
  } finally {
    if (app) {
      await app.stop();
      rmSync(app.dataDir, { recursive: true, force: true });
    }
    await db.drop();
    await dropRedisPrefix(redisPrefix);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  // A closed pipe (`| head`) must not kill this process before it has stopped the app.
  for (const s of [process.stdout, process.stderr]) s.on('error', () => undefined);
  benchClient({ log: (m) => process.stderr.write(`${m}\n`) }).then(
    (r) => process.stdout.write(`${JSON.stringify(r, null, 2)}\n`),
    (err) => {
      process.stderr.write(`${err.stack ?? err}\n`);
      process.exit(1);
    },
  );
}
