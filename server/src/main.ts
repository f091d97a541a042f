import 'reflect-metadata';
import type { INestApplicationContext } from '@nestjs/common';
import { handleShutdownSignals } from './bootstrap/shutdown';
import { describeStartFailure, StartFailure, startStep } from './bootstrap/start-failure';
import { JsonLogger } from './common/logging/json-logger';
import { loadSettings, Settings, SettingsError } from './config/settings';

/** Start failures print one plain line on stderr (no stack): 2 for a bad setting, 1 otherwise. */
function fail(message: string, code: number): never {
  process.stderr.write(`${message}\n`);
  process.exit(code);
}

function readSettings(): Settings {
  try {
    const settings = loadSettings();
    if (!settings.databaseUrl) {
      throw new SettingsError('DATABASE_URL', 'not set. Use `npm start`, which starts an embedded PostgreSQL, or set DATABASE_URL');
    }
    if (settings.appRole !== 'api' && !settings.smtpUrl) {
      throw new SettingsError('SMTP_URL', `not set; APP_ROLE=${settings.appRole} runs the mail worker, which sends through it. Use \`npm start\`, which runs a development mail sink, or set SMTP_URL`);
    }
    return settings;
  } catch (err) {
    if (err instanceof SettingsError) fail(err.message, 2);
    throw err;
  }
}

let app: INestApplicationContext | undefined;

async function main(): Promise<void> {
  const settings = readSettings();
  const logger = new JsonLogger(settings.logLevel);
  handleShutdownSignals(() => app, logger);

  // Loaded only now: a bad setting is reported at once, without loading the whole app first.
  const [{ NestFactory }, { AppModule }, { createHttpApp }, { runMigrations }, { checkRedis }, { describeRedisTarget }] = await Promise.all([
    import('@nestjs/core'),
    import('./app.module'),
    import('./create-app'),
    import('./database/migrate'),
    import('./bootstrap/preflight'),
    import('./redis/redis-target'),
  ]);

  const databaseUrl = settings.databaseUrl!;
  const applied = await startStep('database', databaseUrl, () => runMigrations(databaseUrl));
  if (applied.length) logger.log({ msg: 'migrations applied', migrations: applied }, 'Database');
  await startStep('redis', describeRedisTarget(settings), () => checkRedis(settings));

  if (settings.appRole === 'worker') {
    // abortOnError false: an init error reaches the catch below instead of Nest's process.exit.
    app = await NestFactory.createApplicationContext(AppModule.forRoot(settings), { logger, abortOnError: false });
    await app.init();
    logger.log({ msg: 'worker started' }, 'Bootstrap');
    return;
  }
  const http = await createHttpApp(settings);
  app = http;
  await startStep('listen', settings.host === '0.0.0.0' ? String(settings.port) : `${settings.host}:${settings.port}`, () =>
    http.listen({ port: settings.port, host: settings.host }),
  );
  logger.log({ msg: 'listening', url: settings.publicUrl, role: settings.appRole }, 'Bootstrap');
}

main().catch((err: unknown) => {
  const message = err instanceof StartFailure ? err.message : describeStartFailure('app', err);
  // Clients cut off mid-start (BullMQ's ioredis connections) may reject commands still in flight
  // while they close ("Connection is closed"). The start has already failed for the reason above,
  // so those echoes must not crash the process before it prints that reason.
  const ignore = (): void => undefined;
  process.on('uncaughtException', ignore);
  process.on('unhandledRejection', ignore);
  // Close what was opened (pools, Redis) without waiting long; the process exits either way.
  void Promise.race([app?.close(), new Promise((resolve) => setTimeout(resolve, 2000))]).finally(() => fail(message, 1));
});
