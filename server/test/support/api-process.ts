import { join } from 'node:path';
import { baseEnv, freePort, Proc, run, snapshotBuild, waitForHttp } from '../ops/support';
import { TestApp } from './test-app';

export interface ApiProcess {
  proc: Proc;
  url: string;
  stop: () => Promise<void>;
}

/**
 * One more API process (APP_ROLE api, from a copy of server/dist) on the test app's database,
 * Redis prefix, JWT secret and data directory, as when the API is scaled out. Needed where a
 * second Nest app in the jest process would not do: passport's strategy registry is global, and
 * a jest worker's memory is not a server's.
 */
export async function startApiProcess(t: TestApp, env: Record<string, string> = {}): Promise<ApiProcess> {
  const build = await snapshotBuild(['server']);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const proc = run(process.execPath, [join(build.root, 'server', 'dist', 'main.js')], baseEnv({
    APP_ROLE: 'api',
    PORT: String(port),
    DATABASE_URL: t.settings.databaseUrl,
    REDIS_URL: t.settings.redisUrl,
    REDIS_PREFIX: t.settings.redisPrefix,
    JWT_SECRET: t.settings.jwtSecret,
    DATA_DIR: t.settings.dataDir,
    LOG_LEVEL: 'warn',
    ...env,
  }));
  const stop = async () => {
    proc.child.kill('SIGTERM');
    await proc.exit(15_000);
    build.remove();
  };
  if (!(await waitForHttp(`${url}/api/ping`, 200, 60_000))) {
    await stop();
    throw new Error(`the API process did not answer on ${url}:\n${proc.stdout()}\n${proc.stderr()}`);
  }
  return { proc, url, stop };
}
