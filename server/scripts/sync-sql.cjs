// `npm run sql:sync`: writes server/queries/<module>.sql from every server/src/**/*.queries.ts
// (the generator is src/scripts/sql-snapshots.ts; test/database/sql-snapshots.test.ts checks the
// files are current). Runs the TypeScript sources directly, compiled file by file on require, so
// it needs no build.
const { readFileSync, writeFileSync, mkdirSync, readdirSync, rmSync } = require('node:fs');
const { join } = require('node:path');
const ts = require('typescript');

require.extensions['.ts'] = (module, filename) => {
  const { outputText } = ts.transpileModule(readFileSync(filename, 'utf8'), {
    fileName: filename,
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, experimentalDecorators: true, esModuleInterop: true },
  });
  module._compile(outputText, filename);
};
require('reflect-metadata');

const { renderSnapshots, SNAPSHOT_DIR } = require('../src/scripts/sql-snapshots.ts');
const { files, errors } = renderSnapshots((path) => require(path));
if (errors.length > 0) {
  process.stderr.write(`sql:sync: the queries files break the convention:\n  ${errors.join('\n  ')}\n`);
  process.exit(1);
}
mkdirSync(SNAPSHOT_DIR, { recursive: true });
for (const name of readdirSync(SNAPSHOT_DIR)) {
  if (name.endsWith('.sql') && !files.has(name)) rmSync(join(SNAPSHOT_DIR, name));
}
for (const [name, text] of files) writeFileSync(join(SNAPSHOT_DIR, name), text);
process.stdout.write(`sql:sync: wrote ${files.size} files in server/queries\n`);
