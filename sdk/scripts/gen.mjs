// Generates the SDK from ../openapi.json with @hey-api/openapi-ts: types (types.gen.ts), one class
// of static methods per tag (sdk.gen.ts: `PostsService.createPost({ body })`) and the bundled fetch
// client (client/, core/). Which operations need credentials comes with each generated call (its
// `security`), so no list is kept beside it. createPenClient (src/client.ts) binds the classes to
// one client instance, so no call relies on the generated default client.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createClient } from '@hey-api/openapi-ts';
import { syncVersion } from './version.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// `--out DIR` writes elsewhere (the freshness check compares such a copy with src/generated).
const outArg = process.argv.indexOf('--out');
const out = outArg > 0 ? process.argv[outArg + 1] : join(root, 'src', 'generated');
const specArg = process.argv.indexOf('--spec');
const spec = specArg > 0 ? process.argv[specArg + 1] : join(root, '..', 'openapi.json');
rmSync(out, { recursive: true, force: true });
const doc = JSON.parse(readFileSync(spec, 'utf8'));

await createClient({
  input: doc,
  output: { path: out, postProcess: [], importFileExtension: '.js' },
  logs: { level: 'silent' },
  plugins: [
    // Errors are thrown (as PenApiError, by the error interceptor of src/client.ts), so a call
    // resolves to its data alone, as the call sites expect.
    { name: '@hey-api/client-fetch', throwOnError: true, baseUrl: false },
    '@hey-api/typescript',
    {
      name: '@hey-api/sdk',
      responseStyle: 'data',
      operations: { strategy: 'byTags', containerName: '{{name}}Service', methods: 'static' },
    },
  ],
});

// Optional query parameters also take `undefined` (the client leaves such a parameter out), so a
// call such as `getFeed({ query: { cursor, limit } })` with `cursor: string | undefined` (what the
// paging helpers pass) compiles under `exactOptionalPropertyTypes` (issue 45).
const typesFile = join(out, 'types.gen.ts');
writeFileSync(typesFile, optionalQueryTakesUndefined(readFileSync(typesFile, 'utf8')));

/** In each `query` block of the request types, `name?: T;` becomes `name?: T | undefined;`. */
function optionalQueryTakesUndefined(source) {
  let inQuery = false;
  return source
    .split('\n')
    .map((line) => {
      if (line === '    query?: {' || line === '    query: {') inQuery = true;
      else if (inQuery && line === '    };') inQuery = false;
      else if (inQuery && line.startsWith('        ') && !line.startsWith('         ') && line.includes('?: ') && line.endsWith(';') && !line.endsWith(' | undefined;')) {
        return `${line.slice(0, -1)} | undefined;`;
      }
      return line;
    })
    .join('\n');
}

// Only the real document sets the version (the freshness check generates from a copy elsewhere).
if (outArg < 0) syncVersion(spec);
console.log(`sdk: generated ${Object.keys(doc.paths).length} paths`);
