import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import { createServer, type AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Client } from 'pg';
import { loadSettings, Settings } from '../../src/config/settings';
import { createHttpApp } from '../../src/create-app';
import { createTestDatabase } from './databases';
import { Mailbox } from './mailbox';

export interface TestApp {
  app: NestFastifyApplication;
  settings: Settings;
  /** Base URL of the running server, e.g. http://127.0.0.1:41234 */
  url: string;
  /** A direct connection to this file's database, for arranging data and checking effects. */
  db: Client;
  mailbox: Mailbox;
  close: () => Promise<void>;
}

/**
 * Boots the real app (API and workers) on a random port (or `options.port`, for a test whose
 * PUBLIC_URL must be the server's own address, see freePort) against its own database cloned from
 * the migrated template, its own Redis key prefix and an SMTP server inside the test.
 */
export async function startTestApp(env: Record<string, string> = {}, options: { port?: number } = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const mailbox = new Mailbox();
  const smtpUrl = await mailbox.start();
  const dataDir = mkdtempSync(join(tmpdir(), 'pen-test-'));
  const settings = loadSettings({
    DATABASE_URL: database.url,
    REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
    REDIS_PREFIX: `pen-test-${randomBytes(4).toString('hex')}`,
    SMTP_URL: smtpUrl,
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(32).toString('hex'),
    APP_ROLE: 'all',
    LOG_LEVEL: 'error',
    CLIENT_DIR: join(dataDir, 'no-client'),
    PUBLIC_URL: 'http://localhost:3000',
    // A test file's requests all come from 127.0.0.1, as if every member it makes shared one
    // network: the per-network limit on registrations would stop files that register many
    // accounts. The groups files make all their groups with one host, far past a day's 10 new
    // groups. test/security/rate-limits.test.ts tests every limit with its own RATE_LIMITS.
    RATE_LIMITS: 'register=1000/1h,groups=1000/1d',
    ...env,
  });
  const app = await createHttpApp(settings);
  await app.listen({ port: options.port ?? 0, host: '127.0.0.1' });
  const url = (await app.getUrl()).replace('[::1]', '127.0.0.1');
  const db = new Client({ connectionString: database.url });
  await db.connect();
  return {
    app,
    settings,
    url,
    db,
    mailbox,
    close: async () => {
      await db.end();
      await app.close();
      await mailbox.stop();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface JsonResponse<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Headers;
}

/** A small HTTP client for the tests: JSON in, JSON out, optional bearer token. */
export function http(base: string) {
  return async function call<T = Record<string, unknown>>(
    method: string,
    path: string,
    opts: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
  ): Promise<JsonResponse<T>> {
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    if (opts.body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(`${base}${path}`, { method, headers, body: opts.body === undefined ? undefined : JSON.stringify(opts.body) });
    const text = await res.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      /* not JSON: keep the text */
    }
    return { status: res.status, body: body as T, headers: res.headers };
  };
}

/** A free TCP port on 127.0.0.1, for a test that must know the server's address before it starts (its PUBLIC_URL). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
