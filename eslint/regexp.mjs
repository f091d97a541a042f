// Every pattern that meets user input must match in linear time (issue #27, ReDoS), so
// super-linear backtracking fails the build.
import regexp from 'eslint-plugin-regexp';

export default [
  {
    files: ['server/src/**/*.ts', 'client/src/**/*.{ts,tsx}', 'sdk/src/**/*.ts'],
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
];
