import { describeStartFailure, redactUrl } from './start-failure';

function errnoError(message: string, code: string): Error {
  return Object.assign(new Error(message), { code });
}

describe('describeStartFailure', () => {
  it('names DATABASE_URL, hides its password and says the connection was refused', () => {
    const line = describeStartFailure('database', errnoError('connect ECONNREFUSED 127.0.0.1:5999', 'ECONNREFUSED'), 'postgres://pen:s3cret@127.0.0.1:5999/pen');
    expect(line).toBe('Start failed: cannot use the database at DATABASE_URL=postgres://pen:***@127.0.0.1:5999/pen (connection refused: connect ECONNREFUSED 127.0.0.1:5999).');
  });

  it('explains PostgreSQL refusals by their SQLSTATE', () => {
    const line = describeStartFailure('database', errnoError('password authentication failed for user "pen"', '28P01'), 'postgres://pen:x@db/pen');
    expect(line).toContain('(wrong password: password authentication failed for user "pen")');
  });

  it('finds the code inside an AggregateError (dual-stack connect)', () => {
    const err = new AggregateError([errnoError('connect ECONNREFUSED ::1:6379', 'ECONNREFUSED')], '');
    expect(describeStartFailure('redis', err, 'redis://localhost:6379')).toBe('Start failed: cannot reach Redis at REDIS_URL=redis://localhost:6379 (connection refused: connect ECONNREFUSED ::1:6379).');
  });

  it('tells which port is taken and what to do', () => {
    expect(describeStartFailure('listen', errnoError('listen EADDRINUSE', 'EADDRINUSE'), '3000')).toBe(
      'Start failed: port 3000 is already in use; stop what uses it or set PORT to another port.',
    );
    expect(describeStartFailure('listen', errnoError('listen EACCES', 'EACCES'), '80')).toContain('ports below 1024 need privileges');
  });

  it('keeps any other failure to its message, on one line', () => {
    expect(describeStartFailure('app', new Error('Job name media.process has no handler'))).toBe('Start failed: Job name media.process has no handler');
    expect(describeStartFailure('app', 'plain text')).toBe('Start failed: plain text');
  });
});

describe('redactUrl', () => {
  it('replaces only the password', () => {
    expect(redactUrl('redis://:pw@cache:6379/0')).toBe('redis://:***@cache:6379/0');
    expect(redactUrl('postgres://pen@db/pen')).toBe('postgres://pen@db/pen');
    expect(redactUrl('not a url')).toBe('not a url');
  });
});
