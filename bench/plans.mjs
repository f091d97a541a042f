// @ts-check
// `node bench/plans.mjs [--scale M]` (also part of `npm run bench`): the plans of the statements
// the API prepares (database/prepared.ts), on the seeded data. For each: the mean time of an
// execution planned for its values and of the generic plan PostgreSQL may switch to, and the
// generic plan itself, so anyone can check that reads stay index-driven however large the tables
// and that no generic plan is worse than planning each time. Writes bench/results/plans-<scale>.txt.
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { PREPARED_READS } from './endpoints.mjs';
import { dbUrl } from './seed.mjs';

const root = join(import.meta.dirname, '..');
const require = createRequire(join(root, 'server', 'package.json'));
const { Client } = require('pg');
/** @type {typeof import('../server/src/bench-surface.js')} */
const { poolOptions } = require(join(root, 'server', 'dist', 'bench-surface.js'));

const RUNS = 40;

async function timeRuns(c, name, sql, argsList) {
  const started = process.hrtime.bigint();
  for (const args of argsList) await c.query({ name, text: sql, values: args });
  return Number(process.hrtime.bigint() - started) / 1e6 / argsList.length;
}

/** Mean ms per execution under each plan_cache_mode, and the generic plan. */
export async function benchPlans({ databaseUrl, ctx, log = console.log, out }) {
  const lines = [];
  const rows = [];
  const clients = {};
  for (const mode of ['force_custom_plan', 'force_generic_plan']) {
    clients[mode] = new Client({ connectionString: databaseUrl, options: `${poolOptions().options} -c plan_cache_mode=${mode}` });
    await clients[mode].connect();
  }
  try {
    for (const [i, st] of PREPARED_READS.entries()) {
      const argsList = Array.from({ length: RUNS }, () => st.args(ctx));
      const custom = await timeRuns(clients.force_custom_plan, `c${i}`, st.sql, argsList);
      const generic = await timeRuns(clients.force_generic_plan, `g${i}`, st.sql, argsList);
      const g = clients.force_generic_plan;
      await g.query(`PREPARE p${i} AS ${st.sql}`);
      const literal = (v) =>
        typeof v === 'number' ? String(v) : Array.isArray(v) ? `'{${v.join(',')}}'` : `'${String(v).replace(/'/g, "''")}'`;
      const plan = await g.query(`EXPLAIN (ANALYZE, COSTS OFF, SUMMARY ON) EXECUTE p${i}(${argsList[0].map(literal).join(', ')})`);
      const text = plan.rows.map((r) => r['QUERY PLAN']);
      rows.push({ name: st.name, custom, generic });
      lines.push(`== ${st.name}: planned per execution ${custom.toFixed(2)} ms, generic plan ${generic.toFixed(2)} ms (mean of ${RUNS})`, ...text, '');
    }
  } finally {
    await Promise.all(Object.values(clients).map((c) => c.end()));
  }
  writeFileSync(out, lines.join('\n'));
  log('\nprepared statements (ms per execution, one connection): planned per execution vs generic plan');
  for (const r of rows) log(`  ${r.name.padEnd(24)} ${r.custom.toFixed(2).padStart(7)} ${r.generic.toFixed(2).padStart(7)}${r.generic > 2 * r.custom + 0.2 ? '   <- generic plan worse' : ''}`);
  log(`  plans: ${out}`);
  return Object.fromEntries(rows.map((r) => [r.name, { custom_ms: Number(r.custom.toFixed(3)), generic_ms: Number(r.generic.toFixed(3)) }]));
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({ options: { scale: { type: 'string', default: 'M' } } });
  const { prepareContext } = await import('./endpoints.mjs');
  const databaseUrl = dbUrl(`pen_bench_${values.scale.toLowerCase()}`);
  const ctx = await prepareContext({ databaseUrl, jwtSecret: 'plans-only-'.padEnd(40, 'x') });
  try {
    await benchPlans({ databaseUrl, ctx, out: join(root, 'bench', 'results', `plans-${values.scale.toUpperCase()}.txt`) });
  } finally {
    await ctx.close();
  }
}
