import 'reflect-metadata';
import type { INestApplicationContext } from '@nestjs/common';
import { describeStartFailure, redactUrl } from '../bootstrap/start-failure';
import { loadSettings, Settings, SettingsError } from '../config/settings';
import { probe } from '../database/database.repository';
import type { AdminCliService, OpenCaseLine } from '../mod';
import { AdminCommand, parseAdminArgs, UsageError, USAGE } from './admin/admin-args';
import { AdminDatabase, findDatabase, NoDatabaseError } from './admin/admin-database';

/**
 * `npm run admin -- …` (server/dist/scripts/admin.js): the operators' command-line tool, for the
 * first administrator and for scripts. It boots the app's services without HTTP and without job
 * workers (APP_ROLE api) on the server's settings and database, so every action follows the
 * API's rules and is audited with the actor `cli`. Exit codes: 0 done, 1 failed, 2 usage.
 */

function out(line: string): void {
  process.stdout.write(`${line}\n`);
}
function err(line: string): void {
  process.stderr.write(`${line}\n`);
}

function summary(c: OpenCaseLine): string {
  const reasons = Object.entries(c.reasons)
    .map(([reason, n]) => `${reason} ${n}`)
    .join(', ');
  const what = c.content === null ? '(gone)' : JSON.stringify(c.content.length > 80 ? `${c.content.slice(0, 79)}…` : c.content);
  const by = c.author ? ` by ${c.author}` : '';
  const hidden = c.visible ? '' : ' [hidden]';
  return `#${c.case_id}  ${c.target_type} ${c.target_id}${by}  ${c.reporter_count} reporter(s): ${reasons || 'no reasons'}  last ${c.last_reported_at.toISOString().slice(0, 16).replace('T', ' ')} UTC${hidden}\n      ${what}`;
}

async function execute(cli: AdminCliService, command: Exclude<AdminCommand, { name: 'help' }>): Promise<void> {
  switch (command.name) {
    case 'set-role':
      return out(await cli.setRole(command.email, command.role));
    case 'suspend':
      return out(await cli.suspend(command.email, command.days, command.reason));
    case 'unsuspend':
      return out(await cli.unsuspend(command.email));
    case 'approve':
      return out(await cli.approve(command.email));
    case 'reports': {
      const { total, cases } = await cli.openReports(command.limit);
      if (total === 0) return out('No open report cases.');
      out(total > cases.length ? `${total} open report cases; the newest ${cases.length}:` : `${total} open report case(s), newest first:`);
      for (const c of cases) out(summary(c));
      return;
    }
  }
}

async function checkDatabase(db: AdminDatabase): Promise<void> {
  const { Client } = await import('pg');
  const client = new Client({ connectionString: db.url, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
    await probe(client);
  } catch (e) {
    const where = db.label === 'DATABASE_URL' ? `DATABASE_URL=${redactUrl(db.url)}` : db.label;
    throw new NoDatabaseError(`${describeStartFailure('database', e, db.url).replace(/^Start failed: cannot use the database at DATABASE_URL=\S+/, `Cannot use the database (${where})`)}`);
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function main(): Promise<number> {
  let command: AdminCommand;
  try {
    command = parseAdminArgs(process.argv.slice(2));
  } catch (e) {
    if (!(e instanceof UsageError)) throw e;
    err(`${e.message}\n\n${USAGE}`);
    return 2;
  }
  if (command.name === 'help') {
    out(USAGE);
    return 0;
  }

  let settings: Settings;
  try {
    settings = loadSettings();
  } catch (e) {
    if (e instanceof SettingsError) {
      err(e.message);
      return 2;
    }
    throw e;
  }
  let app: INestApplicationContext | undefined;
  try {
    const db = findDatabase(settings.databaseUrl, settings.dataDir);
    await checkDatabase(db);
    const [{ checkRedis }, { describeRedisTarget }] = await Promise.all([import('../bootstrap/preflight'), import('../redis/redis-target')]);
    await checkRedis(settings).catch((e: unknown) => {
      throw new NoDatabaseError(describeStartFailure('redis', e, describeRedisTarget(settings)).replace(/^Start failed: /, 'Cannot run: '));
    });
    const [{ NestFactory }, { AppModule }, { AdminCliService }] = await Promise.all([
      import('@nestjs/core'),
      import('../app.module'),
      import('../mod'),
    ]);
    app = await NestFactory.createApplicationContext(AppModule.forRoot({ ...settings, databaseUrl: db.url, appRole: 'api' }), { logger: ['error'], abortOnError: false });
    await execute(app.get(AdminCliService), command);
    return 0;
  } catch (e) {
    const { AdminCliFailure } = await import('../mod');
    if (e instanceof AdminCliFailure || e instanceof NoDatabaseError) {
      err(e.message);
      return 1;
    }
    err(`admin failed: ${e instanceof Error ? e.message : String(e)}`);
    return 1;
  } finally {
    await app?.close();
  }
}

main().then(
  (code) => process.exit(code),
  (e: unknown) => {
    err(`admin failed: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
    process.exit(1);
  },
);
