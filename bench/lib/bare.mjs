// @ts-check
// Starts the baseline server (bare-server.mjs) as a child process for the chosen endpoints.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { appNodeFlags, withAppEnv } from '../../scripts/lib/node-flags.mjs';
import { waitForHttp } from './app-server.mjs';

/** What the bare server runs for each endpoint that has SQL: the endpoint's statements, in its order. */
export function bareDefinitions(endpoints, ctx) {
  return Object.fromEntries(
    endpoints
      .filter((e) => e.sql)
      .map((e) => [
        e.name,
        e.sql.feed
          ? { feed: e.sql.feed(ctx) }
          : { steps: e.sql.steps?.(ctx) ?? [{ sql: e.sql.text(ctx), params: e.sql.params(ctx), prepared: e.sql.prepared?.(ctx) ?? true }] },
      ]),
  );
}

/** The request for `endpoint` on the bare server: the same SQL arguments the API request would bring. */
export const bareRequest = (endpoint, ctx) => ({ path: `/${endpoint.name}?${new URLSearchParams(endpoint.sql.args(ctx))}` });

/** @param {{ port: number, databaseUrl: string, definitions: object, nodeArgs?: string[] }} options */
export function startBare({ port, databaseUrl, definitions, nodeArgs = [] }) {
  const dir = mkdtempSync(join(tmpdir(), 'pen-bare-'));
  const file = join(dir, 'endpoints.json');
  writeFileSync(file, JSON.stringify(definitions));
  // The app's Node flags too: the baseline differs from the API by the framework, not the runtime.
  const child = spawn(process.execPath, [...appNodeFlags(process.env), ...nodeArgs, join(import.meta.dirname, 'bare-server.mjs'), String(port), databaseUrl, file], {
    env: withAppEnv(process.env),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid,
    ready: waitForHttp(`http://127.0.0.1:${port}/ping`),
    stop: () =>
      /** @type {Promise<void>} */ (new Promise((resolve) => {
        child.once('exit', () => (rmSync(dir, { recursive: true, force: true }), resolve()));
        child.kill('SIGTERM');
      })),
  };
}
