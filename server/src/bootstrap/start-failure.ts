/** Which part of the start failed: decides which setting the message names. */
export type StartStep = 'database' | 'redis' | 'listen' | 'app';

const NETWORK_CODES: Record<string, string> = {
  ECONNREFUSED: 'connection refused',
  ENOTFOUND: 'host not found',
  EAI_AGAIN: 'host name lookup failed',
  ETIMEDOUT: 'connection timed out',
  EHOSTUNREACH: 'host unreachable',
  ECONNRESET: 'connection reset',
};

// PostgreSQL SQLSTATEs a wrong DATABASE_URL produces.
const PG_CODES: Record<string, string> = {
  '28P01': 'wrong password',
  '28000': 'login refused',
  '3D000': 'database does not exist',
};

interface ErrorLike {
  message?: unknown;
  code?: unknown;
  errors?: unknown;
}

/** Hides the password of a connection URL, so the message can be logged. */
export function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString().replace(/\/$/, '');
  } catch {
    return url;
  }
}

function codeOf(err: ErrorLike): string | undefined {
  if (typeof err.code === 'string') return err.code;
  // Node reports a refused dual-stack connect as an AggregateError holding one error per address.
  if (Array.isArray(err.errors)) {
    for (const inner of err.errors as ErrorLike[]) if (typeof inner?.code === 'string') return inner.code;
  }
  return undefined;
}

function reason(err: ErrorLike): string {
  const code = codeOf(err);
  const known = code ? (NETWORK_CODES[code] ?? PG_CODES[code]) : undefined;
  const inner = Array.isArray(err.errors) ? (err.errors as ErrorLike[]).find((e) => typeof e?.message === 'string' && e.message) : undefined;
  const message = [err.message, inner?.message, code].find((m): m is string => typeof m === 'string' && m !== '');
  if (known && message && !message.includes(known)) return `${known}: ${message}`;
  return message || known || 'unknown error';
}

/**
 * One line for an operator: what failed, the setting to look at, and why. Never a stack trace;
 * `where` is the value of the setting involved (a URL is shown without its password).
 */
export function describeStartFailure(step: StartStep, err: unknown, where?: string): string {
  const e: ErrorLike = err && typeof err === 'object' ? (err as ErrorLike) : { message: String(err) };
  const code = codeOf(e);
  switch (step) {
    case 'database':
      return `Start failed: cannot use the database at DATABASE_URL=${redactUrl(where ?? '')} (${reason(e)}).`;
    case 'redis':
      // `where` is REDIS_URL, or the sentinels (redis.module.ts describeRedisTarget), which hold no password.
      return where?.startsWith('REDIS_SENTINELS=')
        ? `Start failed: cannot reach Redis through ${where} (${reason(e)}).`
        : `Start failed: cannot reach Redis at REDIS_URL=${redactUrl(where ?? '')} (${reason(e)}).`;
    case 'listen':
      if (code === 'EADDRINUSE') return `Start failed: port ${where} is already in use; stop what uses it or set PORT to another port.`;
      if (code === 'EACCES') return `Start failed: not allowed to listen on port ${where}; ports below 1024 need privileges, set PORT to another port.`;
      if (code === 'EADDRNOTAVAIL') return `Start failed: cannot listen on HOST=${where}; that address does not belong to this machine.`;
      return `Start failed: cannot listen on port ${where} (${reason(e)}).`;
    default:
      return `Start failed: ${reason(e)}`;
  }
}

/** An error already tagged with the step it happened in. */
export class StartFailure extends Error {
  constructor(
    readonly step: StartStep,
    readonly original: unknown,
    readonly where?: string,
  ) {
    super(describeStartFailure(step, original, where));
    this.name = 'StartFailure';
  }
}

/** Runs one start step; a failure becomes a StartFailure naming the step. */
export async function startStep<T>(step: StartStep, where: string | undefined, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    throw new StartFailure(step, err, where);
  }
}
