// Lint for the whole repository (`npm run lint`). Each part lives in eslint/: the regular
// expressions rule for all code, then the server's and the client's own rules, then the client's
// strings (every user-visible one through Lingui).
import tseslint from 'typescript-eslint';
import regexpRules from './eslint/regexp.mjs';
import serverRules from './eslint/server.mjs';
import serverMessageRules from './eslint/server-messages.mjs';
import clientRules from './eslint/client.mjs';
import i18nRules from './eslint/i18n.mjs';

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
  },
  ...regexpRules,
  ...serverRules,
  ...serverMessageRules,
  ...clientRules,
  ...i18nRules,
);
