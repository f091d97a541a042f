// Lint for the whole repository (`npm run lint`). For now it guards the regular expressions:
// every pattern that meets user input must match in linear time (issue #27, ReDoS), so
// super-linear backtracking fails the build. Type-checking stays with each workspace's tsc.
import tseslint from 'typescript-eslint';
import regexp from 'eslint-plugin-regexp';

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', 'sdk/src/generated/**', '**/coverage/**'],
  },
  {
    files: ['server/src/**/*.ts', 'client/src/**/*.{ts,tsx}', 'sdk/src/**/*.ts'],
    languageOptions: {
      parser: tseslint.parser,
      ecmaVersion: 'latest',
      sourceType: 'module',
      parserOptions: { ecmaFeatures: { jsx: true } },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { regexp },
    rules: {
      ...regexp.configs['flat/recommended'].rules,
      'regexp/no-super-linear-backtracking': 'error',
      'regexp/no-super-linear-move': 'error',
      // Style only: tokens and cursors spell out the base64url alphabet ([A-Za-z0-9_-]), which
      // reads as what it is better than [\w-] or an `i` flag.
      'regexp/prefer-w': 'off',
      'regexp/use-ignore-case': 'off',
    },
  },
);
