// `npm test`: builds, checks that openapi.json and the SDK are current, then runs every suite
// (lint, the API document's linters and breaking-change check, server unit + integration with jest, SDK and client with vitest, browser tests with
// Playwright on Debian's Chromium, the Compose stack on a container engine) and prints one closing
// line: "Total: N passed, N failed" (", N skipped" when a suite could not run here).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';

const root = join(import.meta.dirname, '..');
const tmp = mkdtempSync(join(tmpdir(), 'pen-test-all-'));
const env = { ...process.env, NX_DAEMON: 'false', FORCE_COLOR: '0' };
const results = [];
let failedSteps = 0;

function run(name, cmd, args, cwd = root, extraEnv = {}) {
  process.stdout.write(`\n=== ${name}: ${cmd} ${args.join(' ')}\n`);
  const r = spawnSync(cmd, args, { cwd, stdio: 'inherit', env: { ...env, ...extraEnv } });
  if (r.status !== 0) failedSteps += 1;
  return r.status === 0;
}

function filesUnder(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true })
    .map((f) => join(dir, f))
    .filter((f) => statSync(f).isFile())
    .map((f) => relative(dir, f))
    .sort();
}

function sameTree(a, b) {
  const fa = filesUnder(a);
  const fb = filesUnder(b);
  if (fa.join('\n') !== fb.join('\n')) return false;
  return fa.every((f) => readFileSync(join(a, f)).equals(readFileSync(join(b, f))));
}

function count(name, passed, failed, skipped = 0) {
  results.push({ name, passed, failed, skipped });
}

// The failing tests by name, repeated under the summary: a CI log often keeps only its tail.
const failures = [];
function jestFailures(report) {
  for (const file of report.testResults ?? []) {
    const where = relative(root, file.name);
    if (file.status === 'failed' && !(file.assertionResults ?? []).some((a) => a.status === 'failed')) failures.push(`${where}: ${String(file.message).split('\n').find((l) => l.trim()) ?? 'failed to run'}`);
    for (const a of file.assertionResults ?? []) if (a.status === 'failed') failures.push(`${where}: ${a.fullName}`);
  }
}
function playwrightFailures(suite, path = []) {
  const here = suite.title ? [...path, suite.title] : path;
  for (const spec of suite.specs ?? []) {
    for (const t of spec.tests ?? []) if (t.status === 'unexpected') failures.push(`${[...here, spec.title].join(' › ')} [${t.projectName}]`);
  }
  for (const child of suite.suites ?? []) playwrightFailures(child, here);
}

// 1. Build everything (cached by nx).
if (!run('build', 'npx', ['nx', 'run-many', '-t', 'build', '--outputStyle=static'])) {
  console.log('\nBuild failed.\nTotal: 0 passed, 1 failed');
  process.exit(1);
}

// 2. The committed API document and SDK must match the code.
const specCopy = join(tmp, 'openapi.json');
run('openapi', 'node', ['server/dist/scripts/gen-openapi.js', specCopy]);
run('sdk-gen', 'node', ['sdk/scripts/gen.mjs', '--spec', specCopy, '--out', join(tmp, 'sdk')]);
const specFresh = existsSync(specCopy) && readFileSync(specCopy).equals(readFileSync(join(root, 'openapi.json')));
// The generated code (@hey-api/openapi-ts, sdk/scripts/gen.mjs) and the package version, which is info.version.
const sdkFresh =
  sameTree(join(tmp, 'sdk'), join(root, 'sdk', 'src', 'generated')) &&
  JSON.parse(readFileSync(join(root, 'sdk', 'package.json'), 'utf8')).version === JSON.parse(readFileSync(join(root, 'openapi.json'), 'utf8')).info.version;
if (!specFresh || !sdkFresh) {
  console.log(`\nSTALE: ${!specFresh ? 'openapi.json ' : ''}${!sdkFresh ? 'sdk/src/generated or sdk/package.json version ' : ''}differ from the code. Run \`npm run gen\` and commit the result.`);
}
count('api-freshness', Number(specFresh) + Number(sdkFresh), Number(!specFresh) + Number(!sdkFresh));

// 3. Lint: eslint (eslint.config.mjs: no super-linear regular expressions, …) and each workspace's type check.
const linted = run('lint', 'npm', ['run', 'lint']);
count('lint', Number(linted), Number(!linted));

// 3b. The API document as integrators' tools read it (scripts/api-check.mjs): Redocly (recommended)
// and Spectral (spectral:oas) at no error and no warning, no breaking change against the last release,
// every example valid and without placeholder text, field names snake_case (or kept), and the SDK
// ready for a registry (`npm publish --dry-run`).
const apiOut = join(tmp, 'api-check.json');
run('api-document', 'node', ['scripts/api-check.mjs', '--json', apiOut]);
if (existsSync(apiOut)) {
  const a = JSON.parse(readFileSync(apiOut, 'utf8'));
  count('api-document', a.passed, a.failed);
} else count('api-document', 0, 1);

// 3c. The production images (scripts/compose-test.mjs --prebuild), built in the background while the
// suites below run: a cold build took 3.5-4.7 min at the end, much of it downloads from the npm
// registry and Debian's mirror. The Compose test reports it (or builds again if it failed); its log is
// printed here only if the build ended without saying how.
const imagesFile = join(tmp, 'images.json');
const imagesLog = join(tmp, 'images.log');
const imagesLogFd = openSync(imagesLog, 'w');
const imagesBuild = spawn(process.execPath, ['scripts/compose-test.mjs', '--prebuild', imagesFile], { cwd: root, env, stdio: ['ignore', imagesLogFd, imagesLogFd] });
const imagesBuilt = new Promise((resolve) => imagesBuild.once('exit', resolve));

// 4. Server: unit and integration tests (real PostgreSQL, Redis, SMTP), then the fault tests
// (test/faults: their own PostgreSQL, Redis, API and worker processes, killed and restarted) one
// at a time on their own, so the load they make does not slow the timed checks of the others.
function jestStep(name, args) {
  const out = join(tmp, `${name}.json`);
  run(name, 'npx', ['jest', ...args, '--json', `--outputFile=${out}`], join(root, 'server'));
  if (existsSync(out)) {
    const j = JSON.parse(readFileSync(out, 'utf8'));
    count(name, j.numPassedTests, j.numFailedTests + j.numRuntimeErrorTestSuites);
    jestFailures(j);
  } else count(name, 0, 1);
}
jestStep('server', ['--testPathIgnorePatterns=/node_modules/', '--testPathIgnorePatterns=/test/faults/']);
jestStep('faults', ['--runInBand', 'test/faults']);

// 5. SDK and client component tests.
for (const ws of ['sdk', 'client']) {
  const out = join(tmp, `${ws}-vitest.json`);
  run(ws, 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`], join(root, ws));
  if (existsSync(out)) {
    const v = JSON.parse(readFileSync(out, 'utf8'));
    count(ws, v.numPassedTests, v.numFailedTests + (v.numFailedTestSuites ?? 0));
    jestFailures(v);
  } else count(ws, 0, 1);
}

// 6. Browser tests against the built app.
if (existsSync(join(root, 'client', 'playwright.config.ts'))) {
  const out = join(tmp, 'playwright.json');
  run('browser', 'npx', ['playwright', 'test'], join(root, 'client'), { PLAYWRIGHT_JSON_OUTPUT_NAME: out });
  if (existsSync(out)) {
    const p = JSON.parse(readFileSync(out, 'utf8'));
    count('browser', p.stats.expected + (p.stats.flaky ?? 0), p.stats.unexpected);
    for (const suite of p.suites ?? []) playwrightFailures(suite);
  } else count('browser', 0, 1);
}

// 7. The production image and docker/compose.yaml on a container engine (scripts/compose-test.mjs);
// without one its steps are skipped, with the reason printed (skipped is not passed).
const composeOut = join(tmp, 'compose.json');
// A build that failed is reported by the Compose test's first step; one that ended without saying how is shown here.
if ((await imagesBuilt) !== 0 || !existsSync(imagesFile)) process.stdout.write(`\n=== the image build beside the suites:\n${readFileSync(imagesLog, 'utf8').slice(-3000)}\n`);
run('compose', 'node', ['scripts/compose-test.mjs', '--json', composeOut, '--prebuilt', imagesFile]);
if (existsSync(composeOut)) {
  const c = JSON.parse(readFileSync(composeOut, 'utf8'));
  count('compose', c.passed, c.failed, c.skipped);
} else count('compose', 0, 1);

rmSync(tmp, { recursive: true, force: true });
console.log('\nSummary');
const skippedText = (n) => (n ? `, ${n} skipped` : '');
for (const r of results) console.log(`  ${r.name.padEnd(14)} ${r.passed} passed, ${r.failed} failed${skippedText(r.skipped)}`);
if (failures.length) console.log(`\nFailed:\n${failures.map((f) => `  ${f}`).join('\n')}`);
const passed = results.reduce((s, r) => s + r.passed, 0);
const failed = results.reduce((s, r) => s + r.failed, 0);
const skipped = results.reduce((s, r) => s + r.skipped, 0);
const ok = failed === 0 && failedSteps === 0;
console.log(`Total: ${passed} passed, ${ok ? failed : Math.max(failed, 1)} failed${skippedText(skipped)}`);
process.exit(ok ? 0 : 1);
