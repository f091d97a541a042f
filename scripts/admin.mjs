// `npm run admin -- <command>`: the operators' command-line tool (server/src/scripts/admin.ts),
// run from the compiled server. Builds the server first when it has not been built yet (nx
// caches; after pulling changes, `npm run build` brings an existing build up to date).
// Only Node built-ins: the tool itself reports everything else (usage, database, exit codes).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const tool = join(root, 'server', 'dist', 'scripts', 'admin.js');

if (!existsSync(tool)) {
  process.stderr.write('[admin] building the server first (once)…\n');
  const nx = join(root, 'node_modules', '.bin', 'nx');
  const build = spawnSync(nx, ['run', '@pen/server:build', '--outputStyle=static'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' },
  });
  if (build.status !== 0 || !existsSync(tool)) {
    process.stderr.write('[admin] the server build failed; run `npm run build` to see why.\n');
    process.exit(1);
  }
}

const child = spawn(process.execPath, [tool, ...process.argv.slice(2)], { cwd: root, stdio: 'inherit' });
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
