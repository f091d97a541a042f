// Server rules (server/src): type-checked promise rules, import cycles and module boundaries
// (issue #32). The module map is in docs/architecture.md.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import tseslint from 'typescript-eslint';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

const root = dirname(dirname(fileURLToPath(import.meta.url)));

/** Shared infrastructure: used by features, imports none of them. */
const INFRA = ['bootstrap', 'common', 'config', 'database', 'i18n', 'jobs', 'mail', 'redis', 'storage'];

/** Entry points and tooling around the app (the API document, command-line tools): they may import
 * any module, through its index like everyone else. */
const TOOLING = ['openapi', 'scripts'];

/** Every other folder of server/src is a feature module, imported by others only through its public
 * `index.ts`: a new module is covered without editing this file (a hand-typed list once left out
 * mod and oauth). */
const FEATURES = readdirSync(join(root, 'server/src'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !INFRA.includes(entry.name) && !TOOLING.includes(entry.name))
  .map((entry) => entry.name);
const feature = `(${FEATURES.join('|')})`;

/**
 * The data-access convention (issue 40, docs/CONVENTIONS.md): SQL text only in `*.queries.ts`,
 * run only from `*.repository.ts`. A SQL literal is a string or template starting with a
 * statement's keyword and shape (`SELECT x`, `INSERT INTO`, `UPDATE t SET`, `DELETE FROM`,
 * `WITH x AS (`), any case, or holding one of a statement's clauses in capitals.
 */
const SQL_START = String.raw`^\s*(select\s+(distinct\s+)?[\w*(]|insert\s+into\s|update\s+\w+(\s+\w+)?\s+set\s|delete\s+from\s|with\s+(recursive\s+)?\w+(\s*\([^)]*\))?\s+as\s+(not\s+)?(materialized\s+)?\()`;
const SQL_CLAUSE = String.raw`\b(SELECT\s[\s\S]*\sFROM\s|INSERT INTO\s|DELETE FROM\s|UPDATE\s+\w+\s+SET\s|(LEFT |INNER )?JOIN\s+\w+\s+\w+\s+ON\s|(NOT )?EXISTS\s*\(\s*SELECT\s|ON CONFLICT\b)`;
const SQL_MESSAGE = 'SQL text belongs in a *.queries.ts file of the module (docs/CONVENTIONS.md, "Data access").';
const sqlLiterals = [
  { selector: `Literal[value=/${SQL_START}/i]`, message: SQL_MESSAGE },
  { selector: `Literal[value=/${SQL_CLAUSE}/]`, message: SQL_MESSAGE },
  { selector: `TemplateLiteral > TemplateElement:first-child[value.raw=/${SQL_START}/i]`, message: SQL_MESSAGE },
  { selector: `TemplateLiteral > TemplateElement[value.raw=/${SQL_CLAUSE}/]`, message: SQL_MESSAGE },
];
const queryCalls = [{
  selector: 'CallExpression[callee.property.name=/^(query|createQueryBuilder)$/]',
  message: 'SQL runs only in a *.repository.ts file: call a repository function that takes the EntityManager (docs/CONVENTIONS.md, "Data access").',
}];

/**
 * Files not yet converted to the convention, spared by the two rules below (and by sql:sync's
 * checks, see server/src/scripts/sql-snapshots.ts). This list must shrink to empty; it is a JSON
 * file only so that the snapshot script reads the same list.
 */
const SQL_KNOWN_VIOLATIONS = JSON.parse(readFileSync(join(root, 'eslint/sql-known-violations.json'), 'utf8')).files;
/**
 * Infrastructure that runs SQL for repositories without being one: `queryPrepared` runs a
 * repository's hot statement as a named prepared statement on the pool (pg's own `pool.query`),
 * and holds no SQL text of its own.
 */
const SQL_RUNNERS = ['server/src/database/prepared.ts'];
const DATA_ACCESS_EXEMPT = ['server/src/database/migrations/**', 'server/src/**/*.test.ts', ...SQL_KNOWN_VIOLATIONS];

export default [
  {
    files: ['server/src/**/*.ts'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: root },
    },
    plugins: { '@typescript-eslint': tseslint.plugin, 'import-x': importX },
    settings: {
      // Without these, import-x reads only .js files and no-cycle sees no edge in server code.
      'import-x/extensions': ['.ts', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.js', '.json'] })],
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'no-restricted-imports': ['error', {
        patterns: [{
          // `../posts` (the index) is public, and so is `../users/users.queries` (the fragments other
          // modules may embed in one statement); any other file in another module is private.
          regex: `^(\\.\\./)+${feature}/(?!\\2\\.queries$)`,
          message: "Import another module through its public file ('../<module>', or '../<module>/<module>.queries' for SQL fragments).",
        }],
      }],
    },
  },
  {
    files: [`server/src/{${INFRA.join(',')}}/**/*.ts`],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{
          regex: `^(\\.\\./)+${feature}(/|$)`,
          message: 'Shared infrastructure imports no feature module: move the shared piece here, or let the feature hand it in.',
        }],
      }],
    },
  },
  {
    // The validation pipe is tested against the real DTOs it guards.
    files: ['server/src/common/validation.test.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // The bench's one typed entry into the server: it exports the statements the baselines run,
    // which are private to their modules on purpose.
    files: ['server/src/bench-surface.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // Outside the data-access files neither SQL text nor running it; migrations and tests hold their own.
    files: ['server/src/**/*.ts'],
    ignores: [...DATA_ACCESS_EXEMPT, ...SQL_RUNNERS, 'server/src/**/*.queries.ts', 'server/src/**/*.repository.ts'],
    rules: { 'no-restricted-syntax': ['error', ...sqlLiterals, ...queryCalls] },
  },
  {
    // A repository runs the statements its module's queries files hold.
    files: ['server/src/**/*.repository.ts', ...SQL_RUNNERS],
    ignores: DATA_ACCESS_EXEMPT,
    rules: { 'no-restricted-syntax': ['error', ...sqlLiterals] },
  },
  {
    // A queries file holds SQL text and runs none.
    files: ['server/src/**/*.queries.ts'],
    ignores: DATA_ACCESS_EXEMPT,
    rules: { 'no-restricted-syntax': ['error', ...queryCalls] },
  },
];
