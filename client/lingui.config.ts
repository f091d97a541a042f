import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * Message catalogs (docs/CONVENTIONS.md, "Strings and languages"): one PO file per locale and
 * client feature (src/locales/fi/posts.po holds src/features/posts/), so work on two features
 * never touches the same catalog, and one more for the shared code and the app shell. English is
 * the source language; `npm run lint` fails when a catalog is out of date, has an obsolete
 * message or lacks a Finnish translation.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'fi'],
  catalogs: [
    { path: '<rootDir>/src/locales/{locale}/{name}', include: ['<rootDir>/src/features/{name}/'] },
    {
      path: '<rootDir>/src/locales/{locale}/shared',
      include: ['<rootDir>/src/app/', '<rootDir>/src/components/', '<rootDir>/src/lib/', '<rootDir>/src/pwa/'],
    },
  ],
  // Without line numbers a change elsewhere in a file does not rewrite its messages' references.
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
});
