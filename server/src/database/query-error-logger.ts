import { Logger as NestLogger } from '@nestjs/common';
import type { Logger as TypeOrmLogger } from 'typeorm';

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
    const message = error instanceof Error ? error.message : error;
    this.out.error({ msg: 'query failed', error: message, query: query.length > MAX_QUERY ? `${query.slice(0, MAX_QUERY)}…` : query });
  }

  logQuery(): void {}
  logQuerySlow(): void {}
  logSchemaBuild(): void {}
  logMigration(): void {}

  log(level: 'log' | 'info' | 'warn', message: unknown): void {
    if (level === 'warn') this.out.warn({ msg: String(message) });
  }
}
