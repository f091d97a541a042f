import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/**
 * The SQL snapshots (issue 40): every statement and fragment the server's `*.queries.ts` files
 * export, written to `server/queries/<module>.sql` so that a change to any query, even one made
 * far away in a shared fragment, shows in review. `npm run sql:sync` writes them
 * (scripts/sync-sql.cjs); test/database/sql-snapshots.test.ts fails when they differ from the code.
 *
 * A queries file exports strings (statements and fragments, written as they are) and functions
 * building SQL (each called with every argument list of the file's `SQL_EXAMPLES` entry for it,
 * and written once per list); a function may answer the text or `{ sql }` (a statement with its
 * parameters). Anything else, or a function without examples, is an error naming it.
 */

export const SERVER_ROOT = join(__dirname, '..', '..');
const SRC = join(SERVER_ROOT, 'src');
export const SNAPSHOT_DIR = join(SERVER_ROOT, 'queries');

/**
 * Queries files still being converted to the convention, listed (with the files the SQL lint
 * rules spare) in eslint/sql-known-violations.json, which must shrink to empty: their functions
 * without examples and exports that are not SQL are left out instead of failing the run.
 */
function knownViolations(): Set<string> {
  const file = join(SERVER_ROOT, '..', 'eslint', 'sql-known-violations.json');
  const list = JSON.parse(readFileSync(file, 'utf8')) as { files: string[] };
  return new Set(list.files);
}

/** Module-relative paths (`posts/posts.queries.ts`) of every queries file, sorted. */
export function queriesFiles(dir = SRC): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...queriesFiles(path));
    else if (entry.name.endsWith('.queries.ts')) found.push(relative(SRC, path).split(sep).join('/'));
  }
  return found.sort();
}

/** Statements run by the benchmark (bench-surface.ts): marked HOT, their plans depend on the text. */
export interface HotSql {
  strings: Set<string>;
  functions: Set<unknown>;
}

export interface Statement {
  file: string;
  header: string;
  sql: string;
}

function formatArgs(args: unknown[]): string {
  return args.map((a) => (a === undefined ? 'undefined' : JSON.stringify(a))).join(', ');
}

function textOf(result: unknown): string | undefined {
  if (typeof result === 'string') return result;
  if (result && typeof result === 'object' && typeof (result as { sql?: unknown }).sql === 'string') return (result as { sql: string }).sql;
  return undefined;
}

/** Every statement of one queries file, in export-name order; `errors` collects what is wrong. */
export function statementsOf(file: string, exports: Record<string, unknown>, hot: HotSql, errors: string[], lenient = false): Statement[] {
  const out: Statement[] = [];
  const examples = (exports.SQL_EXAMPLES ?? {}) as Record<string, unknown[][]>;
  const names = Object.keys(exports).filter((n) => n !== 'SQL_EXAMPLES' && n !== '__esModule').sort();
  const fail = (message: string) => {
    if (!lenient) errors.push(`${file}: ${message}`);
  };
  for (const name of names) {
    const value = exports[name];
    if (typeof value === 'string') {
      const mark = hot.strings.has(value) ? '  HOT' : '';
      out.push({ file, header: `-- ${file}: ${name}${mark}`, sql: value });
    } else if (typeof value === 'function') {
      const lists = examples[name];
      if (!Array.isArray(lists) || lists.length === 0) {
        fail(`${name} is an exported function without SQL_EXAMPLES.${name} (add its example argument lists)`);
        continue;
      }
      const mark = hot.functions.has(value) ? '  HOT' : '';
      for (const args of lists) {
        // A copy: a builder may append to an argument (olderThan appends its parameters).
        const sql = textOf((value as (...a: unknown[]) => unknown)(...structuredClone(args)));
        if (sql === undefined) {
          errors.push(`${file}: ${name}(${formatArgs(args)}) answered neither SQL text nor { sql }`);
          continue;
        }
        out.push({ file, header: `-- ${file}: ${name}(${formatArgs(args)})${mark}`, sql });
      }
    } else if (typeof value === 'number') {
      // A limit or page size the statements use: its value changes what they answer, so it shows too.
      out.push({ file, header: `-- ${file}: ${name} = ${value}`, sql: '' });
    } else {
      fail(`${name} is neither SQL text, a number the statements use, nor a function building SQL (move it out of the queries file)`);
    }
  }
  for (const name of Object.keys(examples)) {
    if (typeof exports[name] !== 'function') errors.push(`${file}: SQL_EXAMPLES.${name} names no exported function`);
  }
  return out;
}

/** `posts/feed/feed.queries.ts` -> `posts`: the module is the top-level folder under server/src. */
export function moduleOf(file: string): string {
  return file.split('/')[0];
}

/** The text of one module's snapshot file. */
export function renderModule(module: string, statements: Statement[]): string {
  const body = statements.map((s) => (s.sql ? `${s.header}\n${s.sql.trimEnd()};\n` : `${s.header}\n`)).join('\n');
  return `-- Generated by \`npm run sql:sync\` from server/src/${module}/**/*.queries.ts: do not edit.\n-- HOT: run by the benchmark (bench-surface.ts); its plan and figures depend on the exact text.\n\n${body}`;
}

/**
 * The snapshot files' texts by file name (`posts.sql`), from the code as it is now. `load`
 * requires a module by absolute path (Jest's require in the test, a TypeScript hook in the script).
 */
export function renderSnapshots(load: (path: string) => Record<string, unknown>): { files: Map<string, string>; errors: string[] } {
  const errors: string[] = [];
  const lenient = knownViolations();
  const bench = load(join(SRC, 'bench-surface.ts'));
  const hot: HotSql = { strings: new Set(), functions: new Set() };
  for (const value of Object.values(bench)) {
    if (typeof value === 'string') hot.strings.add(value);
    if (typeof value === 'function') hot.functions.add(value);
  }
  const byModule = new Map<string, Statement[]>();
  for (const file of queriesFiles()) {
    const statements = statementsOf(file, load(join(SRC, file)), hot, errors, lenient.has(`server/src/${file}`));
    const module = moduleOf(file);
    byModule.set(module, [...(byModule.get(module) ?? []), ...statements]);
  }
  const files = new Map<string, string>();
  for (const module of [...byModule.keys()].sort()) files.set(`${module}.sql`, renderModule(module, byModule.get(module) ?? []));
  return { files, errors };
}

/** Splits a snapshot file into its statements by header, for naming the one that differs. */
export function splitStatements(text: string): Map<string, string> {
  const out = new Map<string, string>();
  let header = '';
  for (const line of text.split('\n')) {
    if (line.startsWith('-- ') && line.includes('.queries.ts: ')) {
      header = line.slice(3);
      out.set(header, '');
    } else if (header) out.set(header, `${out.get(header)}${line}\n`);
  }
  return out;
}
