import { Logger as NestLogger } from '@nestjs/common';
import type { Logger as TypeOrmLogger } from 'typeorm';
import { databaseOutage, isDatabaseUnavailable } from './database-outage';

/** Longest piece of a failed statement a log line keeps. */
const MAX_QUERY = 300;

/**
 * TypeORM's own 'error' logging prints a failed statement with its parameter values (e-mail
 * addresses, password hashes, token hashes) on the console, outside the JSON log. This one
 * writes a JSON line through the app's logger with the statement and the database's message
 * only: the values stay out of the logs.
 */
export class QueryErrorLogger implements TypeOrmLogger {
  // Not `log`: that name is TypeORM's log() method, which the field would replace.
  private readonly out = new NestLogger('Database');

  logQueryError(error: string | Error, query: string, _parameters?: unknown[]): void {
    // An outage is said once (database-outage.ts), not once per statement that met it.
    if (isDatabaseUnavailable(error)) return databaseOutage.noteFailure(error);
    const message = error instanceof Error ? error.message : error;
    this.out.error({ msg: 'query failed', error: message, query: query.length > MAX_QUERY ? `${query.slice(0, MAX_QUERY)}…` : query });
  }

  logQuery(): void {}
  logQuerySlow(): void {}
  logSchemaBuild(): void {}
  logMigration(): void {}

  log(level: 'log' | 'info' | 'warn', message: unknown): void {
    if (level !== 'warn') return;
    // pg-pool's idle connections cut by a stopping server: one line per connection otherwise.
    if (/Postgres pool raised an error/.test(String(message)) && /terminat|ECONNRESET|ECONNREFUSED/i.test(String(message))) {
      return databaseOutage.noteFailure(new Error(String(message)));
    }
    this.out.warn({ msg: String(message) });
  }
}
