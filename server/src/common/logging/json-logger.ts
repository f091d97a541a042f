import { LoggerService } from '@nestjs/common';
import type { LogLevel } from '../../config/settings';
import { redactQueryValues } from './log-url';

const ORDER: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40 };

/** One JSON object per line on stdout: what log collectors expect. */
export class JsonLogger implements LoggerService {
  constructor(private readonly level: LogLevel = 'info') {}

  private write(level: LogLevel, message: unknown, context?: string, extra?: Record<string, unknown>): void {
    if (ORDER[level] < ORDER[this.level]) return;
    // An Error's fields are not enumerable: JSON.stringify would print {} and lose the message.
    const base =
      message instanceof Error
        ? { msg: message.message, stack: message.stack }
        : message && typeof message === 'object'
          ? (message as Record<string, unknown>)
          : { msg: String(message) };
    // Any query string that reached a message (an error quoting a link, a URL logged as is) loses its values: they may be tokens.
    process.stdout.write(`${redactQueryValues(JSON.stringify({ level, time: new Date().toISOString(), context, ...extra, ...base }))}\n`);
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
