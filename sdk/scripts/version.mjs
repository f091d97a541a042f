// The SDK's version is the API document's info.version: `node scripts/version.mjs` writes it
// into package.json (gen.mjs does so after each generation); checkVersion() fails when they differ.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const pkgPath = join(root, 'package.json');

export function apiVersion(spec = join(root, '..', 'openapi.json')) {
  return JSON.parse(readFileSync(spec, 'utf8')).info.version;
}

export function syncVersion(spec) {
  const pkg = JSON.parse(readFileSync(pkgPath, 'utf8'));
  const version = apiVersion(spec);
  if (pkg.version === version) return false;
  pkg.version = version;
  writeFileSync(pkgPath, `${JSON.stringify(pkg, null, 2)}\n`);
  console.log(`sdk: version ${version} (from openapi.json info.version)`);
  return true;
}

export function checkVersion() {
  const pkg = JSON.parse(readFileSync(pkgPath, 'utf8'));
  const version = apiVersion();
  if (pkg.version !== version) {
    throw new Error(`sdk/package.json version ${pkg.version} differs from openapi.json info.version ${version}: run \`node sdk/scripts/version.mjs\``);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) syncVersion();
