// Checks openapi.json the way third-party tools see it (issue #30), as one step of `npm test`:
// 1. Redocly CLI, recommended rules (redocly.yaml; single accepted findings with their reasons in
//    .redocly.lint-ignore.yaml): no error and no warning;
// 2. Spectral, spectral:oas (.spectral.yaml): no error and no warning;
// 3. no breaking change against the last release's document (api/releases/openapi-<version>.json)
//    other than those listed, with reasons, in api/accepted-breaks.json (scripts/lib/api-breaking.mjs);
// 4. every example valid against its schema, and none placeholder text (scripts/lib/api-examples.mjs);
// 5. field names snake_case, but for those kept for compatibility in api/field-names.json
//    (scripts/lib/api-naming.mjs);
// 6. the SDK ready for a registry: `npm publish --dry-run` in sdk/ (packs it, sends nothing).
// Usage: node scripts/api-check.mjs [--json out.json]   (writes {passed, failed} for test-all)
import { spawnSync } from 'node:child_process';
import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { breakingChanges, readJson } from './lib/api-breaking.mjs';
import { checkExamples } from './lib/api-examples.mjs';
import { checkFieldNames } from './lib/api-naming.mjs';

const root = join(import.meta.dirname, '..');
const spec = 'openapi.json';
const bin = (name) => join(root, 'node_modules', '.bin', name);
const results = [];

function report(name, problems) {
  results.push({ name, ok: problems.length === 0 });
  console.log(`${problems.length === 0 ? 'ok  ' : 'FAIL'} ${name}: ${problems.length} problem${problems.length === 1 ? '' : 's'}`);
  for (const p of problems.slice(0, 50)) console.log(`     ${p}`);
  if (problems.length > 50) console.log(`     … and ${problems.length - 50} more`);
}

function runJson(cmd, args) {
  const r = spawnSync(cmd, args, { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  try {
    return JSON.parse(r.stdout);
  } catch {
    throw new Error(`${cmd} ${args.join(' ')} gave no JSON (exit ${r.status}):\n${r.stdout}\n${r.stderr}`);
  }
}

// 1. Redocly: errors and warnings that the ignore file does not list.
const redocly = runJson(bin('redocly'), ['lint', spec, '--format=json']);
report(
  'redocly (recommended)',
  redocly.problems.filter((p) => !p.ignored).map((p) => `${p.severity} ${p.ruleId} ${p.location?.[0]?.pointer ?? ''}: ${p.message}`),
);

// 2. Spectral: every finding counts (it has no ignore file here).
const spectral = runJson(bin('spectral'), ['lint', spec, '--ruleset', '.spectral.yaml', '--format', 'json', '--quiet']);
const SEVERITY = ['error', 'warning', 'info', 'hint'];
report(
  'spectral (spectral:oas)',
  spectral.map((p) => `${SEVERITY[p.severity]} ${p.code} ${p.path.join('.')}: ${p.message}`),
);

// 3. Breaking changes against the newest release.
const releases = readdirSync(join(root, 'api', 'releases'))
  .map((f) => /^openapi-(\d+)\.(\d+)\.(\d+)\.json$/.exec(f))
  .filter(Boolean)
  .sort((a, b) => a[1] - b[1] || a[2] - b[2] || a[3] - b[3]);
const release = releases.at(-1);
const accepted = readJson(join(root, 'api', 'accepted-breaks.json')).accepted;
const changes = await breakingChanges(readJson(join(root, 'api', 'releases', release[0])), readJson(join(root, spec)), accepted);
const acceptedCount = changes.filter((c) => c.accepted).length;
console.log(`     (against ${release[0]}; ${acceptedCount} accepted break${acceptedCount === 1 ? '' : 's'} listed in api/accepted-breaks.json)`);
report(
  `breaking changes since ${release[1]}.${release[2]}.${release[3]}`,
  changes.filter((c) => !c.accepted).map((c) => `${c.code} ${c.location}${c.from ? ` (${c.from} → ${c.to})` : ''}`),
);

// 4. Examples: valid, and real-looking.
const doc = readJson(join(root, spec));
const examples = checkExamples(doc);
console.log(`     (${examples.checked} examples)`);
report('examples valid against their schemas', examples.invalid);
report('examples without placeholder text', examples.placeholders);

// 5. Field names.
const naming = checkFieldNames(doc, readJson(join(root, 'api', 'field-names.json')).camelCaseKeptForCompatibility);
report('field names snake_case (or kept for compatibility)', naming.problems);

// 6. The SDK as a registry would take it. --dry-run packs (prepack builds dist/) and checks the
// manifest without sending anything or needing a login; --tag because a dry run of a version
// below a published one would otherwise ask for one. The tarball's contents are checked too.
const publish = spawnSync('npm', ['publish', '--dry-run', '--json', '--tag', 'dry-run'], { cwd: join(root, 'sdk'), encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
const packed = (() => {
  try {
    const out = JSON.parse(publish.stdout.slice(publish.stdout.indexOf('{')));
    return out['@pen/sdk'] ?? out;
  } catch {
    return undefined;
  }
})();
const packedFiles = new Set((packed?.files ?? []).map((f) => f.path));
const publishProblems = publish.status !== 0 || !packed ? [`npm publish --dry-run failed (exit ${publish.status}): ${publish.stderr.trim().split('\n').slice(-5).join(' | ')}`] : ['dist/index.js', 'dist/index.d.ts', 'dist/cjs/index.js', 'README.md', 'LICENSE', 'package.json'].filter((f) => !packedFiles.has(f)).map((f) => `the package lacks ${f}`);
report('sdk: npm publish --dry-run', publishProblems);

const jsonOut = process.argv.indexOf('--json');
const passed = results.filter((r) => r.ok).length;
if (jsonOut > 0) writeFileSync(process.argv[jsonOut + 1], JSON.stringify({ passed, failed: results.length - passed }));
process.exit(passed === results.length ? 0 : 1);
