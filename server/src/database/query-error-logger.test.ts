import { Logger } from '@nestjs/common';
import { JsonLogger } from '../common/logging/json-logger';
import { QueryErrorLogger } from './query-error-logger';

describe('QueryErrorLogger', () => {
  it('logs a failed statement and the database message, never its parameter values', () => {
    const lines: string[] = [];
    const write = process.stdout.write.bind(process.stdout);
    process.stdout.write = ((chunk: string) => {
      lines.push(String(chunk));
      return true;
    }) as typeof process.stdout.write;
    Logger.overrideLogger(new JsonLogger('info'));
    try {
      new QueryErrorLogger().logQueryError(new Error('relation "email_tokens" does not exist'), 'SELECT * FROM email_tokens WHERE token_hash = $1', ['secret-token-hash', 'anna@example.com']);
    } finally {
      process.stdout.write = write;
      Logger.overrideLogger(false);
    }
    const logged = lines.join('');
    expect(JSON.parse(logged)).toMatchObject({ level: 'error', context: 'Database', msg: 'query failed', error: 'relation "email_tokens" does not exist', query: 'SELECT * FROM email_tokens WHERE token_hash = $1' });
    expect(logged).not.toContain('secret-token-hash');
    expect(logged).not.toContain('anna@example.com');
  });
});
