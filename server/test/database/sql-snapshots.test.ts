import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderSnapshots, SNAPSHOT_DIR, splitStatements } from '../../src/scripts/sql-snapshots';

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
});
