import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { queriesFiles, renderSnapshots, SERVER_ROOT, SNAPSHOT_DIR, splitStatements } from '../../src/scripts/sql-snapshots';

/**
 * server/queries/*.sql hold every statement of the server's *.queries.ts files (issue 40), so
 * that a change to a query, even one made in a shared fragment far away, shows in review. They
 * are regenerated here from the code and compared; the HOT ones are those the benchmark runs.
 */
const FIX = 'run `npm run sql:sync` and commit server/queries';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { files, errors } = renderSnapshots((path) => require(path) as Record<string, unknown>);

describe('SQL snapshots (server/queries)', () => {
  it('every queries file exports only SQL text and functions with examples', () => {
    expect(errors).toEqual([]);
  });

  it('no snapshot file is left over from a module without queries', () => {
    const stale = readdirSync(SNAPSHOT_DIR).filter((name) => name.endsWith('.sql') && !files.has(name));
    expect(stale.map((name) => `server/queries/${name}: no queries file writes it; ${FIX}`)).toEqual([]);
  });

  it.each([...files.keys()])('server/queries/%s is current', (name) => {
    const path = join(SNAPSHOT_DIR, name);
    const committed = existsSync(path) ? readFileSync(path, 'utf8') : '';
    const expected = files.get(name) ?? '';
    if (committed === expected) return;
    const was = splitStatements(committed);
    const now = splitStatements(expected);
    const changes: string[] = [];
    for (const [header, sql] of now) {
      if (!was.has(header)) changes.push(`new statement ${header}`);
      else if (was.get(header) !== sql) changes.push(`changed statement ${header}`);
    }
    for (const header of was.keys()) if (!now.has(header)) changes.push(`removed statement ${header}`);
    if (changes.length === 0) changes.push('the file differs outside the statements (header or order)');
    throw new Error(`server/queries/${name} differs from the code: ${FIX}.\n  ${changes.join('\n  ')}`);
  });

  it('every statement the benchmark runs is in a queries file (marked HOT)', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const load = (path: string) => require(path) as Record<string, unknown>;
    const exported = new Set<unknown>();
    for (const file of queriesFiles()) for (const value of Object.values(load(join(SERVER_ROOT, 'src', file)))) exported.add(value);
    const bench = load(join(SERVER_ROOT, 'src', 'bench-surface.ts'));
    // Where each name comes from (`export { A, B } from './x/y';`), to spare files not yet converted.
    const source = new Map<string, string>();
    for (const m of readFileSync(join(SERVER_ROOT, 'src', 'bench-surface.ts'), 'utf8').matchAll(/export \{([^}]*)\} from '\.\/([^']+)'/g)) {
      for (const name of m[1].split(',')) source.set(name.trim(), `server/src/${m[2]}.ts`);
    }
    const pending = new Set((JSON.parse(readFileSync(join(SERVER_ROOT, '..', 'eslint', 'sql-known-violations.json'), 'utf8')) as { files: string[] }).files);
    const missing = Object.keys(bench)
      .filter((name) => /(_SQL|Sql|Query)$/.test(name) && !exported.has(bench[name]) && !pending.has(source.get(name) ?? ''))
      .map((name) => `${name} (from ${source.get(name)}): move it to a queries file`);
    expect(missing).toEqual([]);
  });
});
