import { relative, sep } from 'node:path';
import type { Plugin } from 'vite';

const PREFIX = 'virtual:pen-catalog/';
const RESOLVED = `\0${PREFIX}`;

/**
 * The catalog a source file's messages are in (client/lingui.config.ts): src/features/<name>/…
 * → <name>, everything else under src/ (app, components, lib, pwa) → shared.
 */
function catalogOf(srcDir: string, file: string): string | null {
  const path = relative(srcDir, file).split(sep);
  if (path[0] === '..' || path[0] === 'locales') return null;
  return path[0] === 'features' && path.length > 2 ? path[1] : 'shared';
}

/**
 * Loads a feature's messages with the feature's code, not all at start (issue 41: /login's
 * JavaScript may grow by at most 15 KB gzip). Every source module that uses Lingui gets an import
 * of its catalog's loader, a module whose top-level await loads that catalog in the active
 * language (src/lib/i18n/activate.ts); a page's chunk therefore finishes loading only once its
 * messages are there, and no text ever shows as a message id.
 */
export function featureCatalogs(srcDir: string): Plugin {
  return {
    name: 'pen-feature-catalogs',
    enforce: 'pre',
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return undefined;
      const name = id.slice(RESOLVED.length);
      return `import { loadCatalog } from '${srcDir}/lib/i18n/activate.ts';\nawait loadCatalog(${JSON.stringify(name)});\n`;
    },
    // Each module awaits its catalog, and a bundled chunk runs its modules' top-level awaits one
    // after another: a chunk of four features' code asked for their four catalogs one at a time
    // (issue 46: four round trips before the dashboard could render). The chunk's first await now
    // asks for all of them at once; the later ones find theirs loaded or on the way.
    renderChunk(code) {
      const calls = [...code.matchAll(/await\s+(loadCatalog[\w$]*)\(\s*(["'`])([\w-]+)\2\s*\)/g)];
      if (calls.length < 2) return null;
      const [first] = calls;
      const load = first[1];
      const names = [...new Set(calls.map((c) => c[3]))];
      const all = `await Promise.all([${names.map((n) => `${load}(${JSON.stringify(n)})`).join(', ')}])`;
      return { code: code.slice(0, first.index) + all + code.slice(first.index + first[0].length), map: null };
    },
    transform(code, id) {
      if (!/\.tsx?$/.test(id) || !/from ['"]@lingui\//.test(code)) return undefined;
      const catalog = catalogOf(srcDir, id);
      // activate.ts itself is where catalogs load from: it must not wait for one.
      if (!catalog || id.endsWith(`${sep}lib${sep}i18n${sep}activate.ts`)) return undefined;
      return { code: `import '${PREFIX}${catalog}';\n${code}`, map: null };
    },
  };
}
