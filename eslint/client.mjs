// Client rules (client/src): type-checked promise rules, import cycles and feature boundaries
// (issue #32). Direction: components/, lib/, pwa/ (shared) <- features/* <- app/.
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import tseslint from 'typescript-eslint';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

const root = dirname(dirname(fileURLToPath(import.meta.url)));

/** Every folder of client/src/features is a feature; a new one is covered without editing this file. */
const FEATURES = readdirSync(join(root, 'client/src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Shared code: used by features and app/, imports neither. */
const SHARED = ['components', 'lib', 'pwa'];

/** A relative path that climbs into a feature's private files: `../posts/api/x`, `../../auth/hooks`. */
const privateFileOf = (features) => `^(\\.\\./)+(features/)?(${features.join('|')})/`;

export default [
  {
    files: ['client/src/**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: root },
    },
    plugins: { '@typescript-eslint': tseslint.plugin, 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
    },
    rules: {
      // React Router's navigate() returns a promise only in data routers, which Pen does not use.
      '@typescript-eslint/no-floating-promises': ['error', {
        allowForKnownSafeCalls: [{ from: 'package', package: 'react-router', name: 'NavigateFunction' }],
      }],
      // An async onClick is what React handlers are for: React ignores the promise, and the
      // handlers catch their own errors (they show an alert). Elsewhere a promise where a void
      // callback is expected (an effect, a listener, a timer) is a bug.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/await-thenable': 'error',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  // A feature imports another only through its index.ts ('../posts'), and never app/.
  ...FEATURES.map((name) => ({
    files: [`client/src/features/${name}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          {
            regex: privateFileOf(FEATURES.filter((other) => other !== name)),
            message: "Import another feature through its index.ts ('../<feature>'), or move the shared piece to components/ or lib/.",
          },
          { regex: '^(\\.\\./)+app(/|$)', message: 'Only app/ wires features together: a feature does not import app/.' },
        ],
      }],
    },
  })),
  {
    files: [`client/src/{${SHARED.join(',')}}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{
          regex: '^(\\.\\./)+(features|app)(/|$)',
          message: 'components/, lib/ and pwa/ are shared: they import no feature and not app/ (a feature may hand in what they need).',
        }],
      }],
    },
  },
];
