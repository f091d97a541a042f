import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { AppModule } from './app.module';
import { JsonLogger } from './common/logging/json-logger';
import { loadSettings, Settings, SettingsError } from './config/settings';
import { createHttpApp } from './create-app';
import { runMigrations } from './database/migrate';

function readSettings(): Settings {
  try {
    return loadSettings();
  } catch (err) {
    if (err instanceof SettingsError) {
      process.stderr.write(`${err.message}\n`);
      process.exit(2);
    }
    throw err;
  }
}

async function main(): Promise<void> {
  const settings = readSettings();
  const logger = new JsonLogger(settings.logLevel);
  if (!settings.databaseUrl) {
    process.stderr.write('Invalid setting DATABASE_URL: not set. Use `npm start`, which starts an embedded PostgreSQL, or set DATABASE_URL.\n');
    process.exit(2);
  }
  const applied = await runMigrations(settings.databaseUrl);
  if (applied.length) logger.log({ msg: 'migrations applied', migrations: applied }, 'Database');

  if (settings.appRole === 'worker') {
    const ctx = await NestFactory.createApplicationContext(AppModule.forRoot(settings), { logger });
    ctx.enableShutdownHooks();
    logger.log({ msg: 'worker started' }, 'Bootstrap');
    return;
  }
  const app = await createHttpApp(settings);
  await app.listen({ port: settings.port, host: settings.host });
  logger.log({ msg: 'listening', url: settings.publicUrl, role: settings.appRole }, 'Bootstrap');
}

main().catch((err: unknown) => {
  const e = err instanceof Error ? err : new Error(String(err));
  process.stderr.write(`${JSON.stringify({ level: 'error', time: new Date().toISOString(), msg: `start failed: ${e.message}` })}\n`);
  process.exit(1);
});
