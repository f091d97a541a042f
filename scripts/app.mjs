// Runs one app process (server/dist/main.js) with the Node flags and malloc settings of
// lib/node-flags.mjs, the one place they are set; PEN_NODE_TUNING=off runs it with Node's and
// glibc's defaults. For images and process managers: `node scripts/app.mjs` (npm start and the
// bench start the app the same way themselves).
//
// Node cannot exec() itself, so this stays as the parent: it passes SIGTERM/SIGINT/SIGHUP on
// (the app drains, then exits) and exits with the app's code.
import { spawn } from 'node:child_process';
import { constants } from 'node:os';
import { join, resolve } from 'node:path';
import { appNodeFlags, withAppEnv } from './lib/node-flags.mjs';

const root = resolve(import.meta.dirname, '..');
const main = process.argv[2] ?? join(root, 'server', 'dist', 'main.js');
const child = spawn(process.execPath, [...appNodeFlags(process.env), main], { stdio: 'inherit', env: withAppEnv(process.env) });
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) process.on(signal, () => child.kill(signal));
// Killed by a signal: the shell's convention, 128 + its number.
child.once('exit', (code, signal) => process.exit(code ?? 128 + (constants.signals[signal] ?? 0)));
