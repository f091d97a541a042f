// Builds the publishable package: ES modules and declarations in dist/, CommonJS in dist/cjs/
// (a package.json there tells Node those .js files are CommonJS). The version is checked first:
// it must be the API document's info.version (scripts/version.mjs keeps them in sync).
import { execFileSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkVersion } from './version.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
checkVersion();
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
rmSync(join(root, 'dist'), { recursive: true, force: true });
for (const project of ['tsconfig.build.json', 'tsconfig.cjs.json']) {
  execFileSync(process.execPath, [tsc, '-p', join(root, project)], { stdio: 'inherit' });
}
writeFileSync(join(root, 'dist', 'cjs', 'package.json'), `${JSON.stringify({ type: 'commonjs' }, null, 2)}\n`);
console.log('sdk: built dist/ (ESM + .d.ts) and dist/cjs/ (CommonJS)');
