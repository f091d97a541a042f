// Server rules (server/src): type-checked promise rules, import cycles and module boundaries
// (issue #32). The module map is in docs/architecture.md.
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import tseslint from 'typescript-eslint';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

const root = dirname(dirname(fileURLToPath(import.meta.url)));

/** Shared infrastructure: used by features, imports none of them. */
const INFRA = ['bootstrap', 'common', 'config', 'database', 'jobs', 'mail', 'redis', 'storage'];

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
];
