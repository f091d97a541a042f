import { Logger } from '@nestjs/common';
import { JsonLogger } from './json-logger';

/** The lines a logger writes to stdout while `run` runs, parsed. */
function linesOf(run: () => void): Array<Record<string, unknown>> {
  const chunks: string[] = [];
  const spy = jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    chunks.push(String(chunk));
    return true;
  });
  try {
    run();
  } finally {
    spy.mockRestore();
  }
  expect(chunks.every((c) => c.endsWith('\n') && c.indexOf('\n') === c.length - 1)).toBe(true);
  return chunks.map((c) => JSON.parse(c) as Record<string, unknown>);
}

describe('JsonLogger', () => {
  it('writes one JSON object per line: level as a word, ISO time, context, then the message fields', () => {
    const [line] = linesOf(() => new JsonLogger('info').log({ msg: 'listening', url: 'http://localhost:3000' }, 'Bootstrap'));
    expect(Object.keys(line)).toEqual(['level', 'time', 'context', 'msg', 'url']);
    expect(line).toEqual({ level: 'info', time: expect.any(String), context: 'Bootstrap', msg: 'listening', url: 'http://localhost:3000' });
    expect(new Date(line.time as string).toISOString()).toBe(line.time);
  });

  it('takes a string as msg, an Error as its message and stack, and Nest’s stack parameter on errors', () => {
    const logger = new JsonLogger('info');
    const lines = linesOf(() => {
      logger.warn('disk almost full', 'Storage');
      logger.error(new Error('boom'), 'Mail');
      logger.error('failed', 'the stack', 'Jobs');
      logger.log(42);
    });
    expect(lines).toEqual([
      { level: 'warn', time: expect.any(String), context: 'Storage', msg: 'disk almost full' },
      { level: 'error', time: expect.any(String), context: 'Mail', msg: 'boom', stack: expect.stringContaining('Error: boom') },
      { level: 'error', time: expect.any(String), context: 'Jobs', stack: 'the stack', msg: 'failed' },
      { level: 'info', time: expect.any(String), msg: '42' },
    ]);
  });

  it('writes only the levels LOG_LEVEL lets through; verbose counts as debug', () => {
    const write = (level: 'debug' | 'info' | 'warn' | 'error') =>
      linesOf(() => {
        const logger = new JsonLogger(level);
        logger.verbose('v');
        logger.debug('d');
        logger.log('i');
        logger.warn('w');
        logger.error('e');
      }).map((l) => `${l.level as string}:${l.msg as string}`);
    expect(write('debug')).toEqual(['debug:v', 'debug:d', 'info:i', 'warn:w', 'error:e']);
    expect(write('info')).toEqual(['info:i', 'warn:w', 'error:e']);
    expect(write('warn')).toEqual(['warn:w', 'error:e']);
    expect(write('error')).toEqual(['error:e']);
  });

  it('hides passwords, tokens, cookies and authorization headers, in the object logged and one level down', () => {
    const logged = { msg: 'x', password: 'SECRET-1', body: { token: 'SECRET-2', newPassword: 'SECRET-3', name: 'anna' }, req: { headers: { authorization: 'Bearer SECRET-4', cookie: 'SECRET-5', host: 'pen.example' } } };
    const [line] = linesOf(() => new JsonLogger('info').log(logged, 'Auth'));
    expect(JSON.stringify(line)).not.toContain('SECRET');
    expect(line).toMatchObject({ password: '[Redacted]', body: { token: '[Redacted]', newPassword: '[Redacted]', name: 'anna' }, req: { headers: { authorization: '[Redacted]', cookie: '[Redacted]', host: 'pen.example' } } });
    // The caller's object is left as it was.
    expect(logged.body.token).toBe('SECRET-2');
  });

  it('hides the values of query strings anywhere in a line, as Nest’s Logger passes them on', () => {
    Logger.overrideLogger(new JsonLogger('info'));
    try {
      const [line] = linesOf(() => new Logger('Mail').error('could not send https://pen.example/reset?token=SECRET-6&lang=fi'));
      expect(line).toEqual({ level: 'error', time: expect.any(String), context: 'Mail', msg: 'could not send https://pen.example/reset?token=…&lang=…' });
    } finally {
      Logger.overrideLogger(false);
    }
  });
});
