// Every user-visible string of the client goes through Lingui (issue 41; docs/CONVENTIONS.md,
// "Strings and languages"): a hard-coded text in JSX, in a user-visible attribute or prop, or in a
// string a user reads (an alert, an error) fails the lint. Technical strings pass: a string without
// a space that does not start with a capital ('success', 'image/png'), a string of a literal
// union type (useTsTypes), class names, ids, paths, and the name Pen.
import lingui from 'eslint-plugin-lingui';

/** SVG path data ("M3 10.5 12 3l9 7.5…"): a move-to and its numbers first, then commands and numbers only. */
const SVG_PATH = '^[Mm] ?-?[0-9.]+[MmLlHhVvCcSsQqTtAaZz0-9.,\\s-]*$';

export default [
  {
    files: ['client/src/**/*.{ts,tsx}'],
    plugins: { lingui },
    rules: {
      ...lingui.configs['flat/recommended'].rules,
      'lingui/no-single-variables-to-translate': 'error',
      'lingui/no-trans-inside-trans': 'error',
      'lingui/no-expression-in-message': 'error',
    },
  },
  {
    files: ['client/src/**/*.{ts,tsx}'],
    plugins: { lingui },
    rules: {
      'lingui/no-unlocalized-strings': ['error', {
        ignore: ['^(?![A-Z])\\S+$', '^[A-Z0-9_-]+$', '^Pen$', SVG_PATH],
        ignoreNames: [
          { regex: { pattern: '(className|Class)$', flags: 'i' } },
          { regex: { pattern: '^[A-Z0-9_]+$' } },
          'id', 'htmlFor', 'key', 'type', 'role', 'name', 'src', 'href', 'to', 'rel', 'target', 'method', 'autoComplete', 'inputMode', 'lang',
        ],
        ignoreFunctions: ['Error', 'console.*', '*.headers.set', '*.querySelector', '*.querySelectorAll', '*.closest', '*.matchMedia', 'URL', 'URLSearchParams'],
        useTsTypes: true,
        ignoreMethodsOnTypes: ['Map.get', 'Map.has', 'Set.has', 'URLSearchParams.get', 'Storage.getItem', 'Storage.setItem', 'Storage.removeItem', 'Headers.get'],
      }],
    },
  },
];
