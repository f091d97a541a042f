import { LoggerService } from '@nestjs/common';
import { pino, type Logger } from 'pino';
import type { LogLevel } from '../../config/settings';
import { redactQueryValues } from './log-url';
import { REDACTED_PATHS } from './redacted-paths';

/**
 * The pino logger behind Nest's: one JSON object per line with the level as a word and an ISO
 * time, the shape log collectors, the README and the log tests read. Written through
 * `process.stdout.write` (not pino's own file descriptor writer) so that lines stay in order
 * with the rest of stdout and tests can read them.
 */
export function createPino(level: LogLevel): Logger {
  return pino(
    {
      level,
      base: null,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: [...REDACTED_PATHS] },
      // Any query string that reached a message (an error quoting a link, a URL logged as is) loses its values: they may be tokens.
      hooks: { streamWrite: redactQueryValues },
    },
    process.stdout,
  );
}

type Level = 'debug' | 'info' | 'warn' | 'error';

/** Nest's LoggerService on pino: the last string parameter is the context, as in Nest's own logger. */
export class JsonLogger implements LoggerService {
  private readonly out: Logger;

  constructor(level: LogLevel = 'info') {
    this.out = createPino(level);
  }

  private write(level: Level, message: unknown, context?: string, extra?: Record<string, unknown>): void {
    if (!this.out.isLevelEnabled(level)) return;
    // An Error's fields are not enumerable: logged as an object it would print {} and lose the message.
    const base =
      message instanceof Error
        ? { msg: message.message, stack: message.stack }
        : message && typeof message === 'object'
          ? (message as Record<string, unknown>)
          : { msg: String(message) };
    this.out[level]({ context, ...extra, ...base });
  }

  private split(params: unknown[]): string | undefined {
    const last = params[params.length - 1];
    return typeof last === 'string' ? last : undefined;
  }

  log(message: unknown, ...params: unknown[]): void {
    this.write('info', message, this.split(params));
  }
  error(message: unknown, ...params: unknown[]): void {
    const context = this.split(params);
    const stack = params.length > 1 && typeof params[0] === 'string' ? params[0] : undefined;
    this.write('error', message, context, stack ? { stack } : undefined);
  }
  warn(message: unknown, ...params: unknown[]): void {
    this.write('warn', message, this.split(params));
  }
  debug(message: unknown, ...params: unknown[]): void {
    this.write('debug', message, this.split(params));
  }
  verbose(message: unknown, ...params: unknown[]): void {
    this.write('debug', message, this.split(params));
  }
}
