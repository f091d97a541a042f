import { Logger } from '@nestjs/common';

/** Node's network errors of a connection that cannot be made or was cut. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/**
 * PostgreSQL's SQLSTATEs of a server that is not there for now: class 08 (connection exception),
 * 57P01-57P03 (shutting down, crashed, starting up or in recovery), 53300 (no connection slot).
 */
const SERVER_GONE = /^(?:08...|57P0[123]|53300)$/;

/** pg's own messages for a connection it lost or could not make in time (they carry no code). */
const PG_MESSAGES = /^(?:Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error and is not queryable)/;

/** TypeORM's error for a transaction whose connection the pool already dropped because it was cut. */
const RUNNER_RELEASED = /^Query runner already released/;

function codeAndMessage(err: unknown): Array<{ code?: unknown; message?: unknown }> {
  if (!err || typeof err !== 'object') return [];
  const e = err as { code?: unknown; message?: unknown; driverError?: unknown; errors?: unknown };
  const inner = [e.driverError, ...(Array.isArray(e.errors) ? e.errors : [])].flatMap(codeAndMessage);
  return [{ code: e.code, message: e.message }, ...inner];
}

/**
 * The database could not be reached or went away during the statement (TypeORM's QueryFailedError
 * wraps pg's error; Node's connection errors on 127.0.0.1 and ::1 come as an AggregateError):
 * the request answers 503 with Retry-After, never 500.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  return codeAndMessage(err).some(
    ({ code, message }) =>
      (typeof code === 'string' && (NETWORK_CODES.has(code) || SERVER_GONE.test(code))) || (typeof message === 'string' && (PG_MESSAGES.test(message) || RUNNER_RELEASED.test(message))),
  );
}

/** How often the outage watch asks the database whether it is back. */
const PROBE_EVERY_MS = 500;

/**
 * One process's view of a database outage, so that the log says once that the database is
 * down and once that it is back, instead of a stack trace per request (204 of them in a 10 s
 * restart). A failure is checked with a probe (a `SELECT 1` through the app's pool, set by
 * DatabaseModule) before the outage is logged: a busy process may handle a statement's failure
 * after the database came back, and that late error must not start a second outage. While it is
 * down, the probe runs every PROBE_EVERY_MS until it answers.
 */
export class DatabaseOutage {
  private readonly log = new Logger('Database');
  private state: 'up' | 'checking' | 'down' = 'up';
  private since = 0;
  private probe: (() => Promise<unknown>) | undefined;
  private timer: NodeJS.Timeout | undefined;

  /** The check that tells the database is back; undefined at shutdown (the watch stops). */
  setProbe(probe: (() => Promise<unknown>) | undefined): void {
    this.probe = probe;
    if (!probe) clearTimeout(this.timer);
  }

  /** A statement failed because the database is unavailable. */
  noteFailure(err: unknown): void {
    const reason = err instanceof Error ? err.message : String(err);
    const probe = this.probe;
    if (!probe) return this.log.error({ msg: 'database unavailable', error: reason });
    if (this.state !== 'up') return;
    this.state = 'checking';
    const failedAt = Date.now();
    probe().then(
      () => (this.state = 'up'),
      () => {
        this.state = 'down';
        this.since = failedAt;
        this.log.error({ msg: 'database unavailable: requests that need it answer 503 until it is back', error: reason });
        this.watch();
      },
    );
  }

  private watch(): void {
    this.timer = setTimeout(() => {
      const probe = this.probe;
      if (!probe) return;
      probe().then(
        () => {
          this.state = 'up';
          this.log.log({ msg: `database is back (unavailable for ${((Date.now() - this.since) / 1000).toFixed(1)} s)` });
        },
        () => this.watch(),
      );
    }, PROBE_EVERY_MS).unref();
  }
}

/** The process's one outage tracker (the exception filter and the query logger report to it). */
export const databaseOutage = new DatabaseOutage();
