import { BadRequestException, ForbiddenException, UnauthorizedException } from '@nestjs/common';
import { InsufficientScopeException } from '../app-scope-check';
import { QueryFailedError } from 'typeorm';
import { TooManyRequestsException } from '../too-many-requests.exception';
import { CONFLICT_RETRY_MESSAGE, DISK_FULL_MESSAGE, errorHeaders, toErrorBody, UNAVAILABLE_MESSAGE } from './all-exceptions.filter';

/** An error as pg raises it, wrapped as TypeORM wraps it for queries run through the DataSource. */
function pgError(code: string): QueryFailedError {
  const driverError = Object.assign(new Error('deadlock detected'), { code });
  return new QueryFailedError('UPDATE posts SET card_rev = card_rev + 1', [], driverError);
}

describe('toErrorBody', () => {
  it('answers 503 with Retry-After for a transaction PostgreSQL undid to break a deadlock or a serialization conflict', () => {
    for (const err of [pgError('40P01'), pgError('40001'), Object.assign(new Error('deadlock detected'), { code: '40P01' })]) {
      expect(toErrorBody(err)).toEqual({
        status: 503,
        body: { statusCode: 503, message: CONFLICT_RETRY_MESSAGE, error: 'Service Unavailable' },
      });
      expect(errorHeaders(err)).toEqual({ 'retry-after': '1' });
    }
  });

  it('answers 500 without details for any other database error', () => {
    const { status, body } = toErrorBody(pgError('23505'));
    expect(status).toBe(500);
    expect(body.message).toBe('Something went wrong on our side. Please try again.');
    expect(JSON.stringify(body)).not.toMatch(/posts|card_rev/);
    expect(errorHeaders(pgError('23505'))).toEqual({});
  });

  it('keeps HTTP exceptions and limits as they are', () => {
    expect(toErrorBody(new BadRequestException('Comment cannot be empty'))).toEqual({
      status: 400,
      body: { statusCode: 400, message: 'Comment cannot be empty', error: 'Bad Request' },
    });
    expect(errorHeaders(new TooManyRequestsException('Too many searches', 7))).toEqual({ 'retry-after': '7' });
  });

  it('challenges every 401 with Bearer (invalid_token when a credential was sent) and a missing scope with insufficient_scope (RFC 6750)', () => {
    const refused = new UnauthorizedException('Unauthorized');
    expect(errorHeaders(refused, 401, {})).toEqual({ 'www-authenticate': 'Bearer realm="Pen"' });
    expect(errorHeaders(refused, 401, { authorization: 'Basic abc' })).toEqual({ 'www-authenticate': 'Bearer realm="Pen"' });
    expect(errorHeaders(refused, 401, { authorization: 'Bearer xyz' })).toEqual({ 'www-authenticate': 'Bearer realm="Pen", error="invalid_token"' });
    expect(errorHeaders(refused, 401, { 'x-api-key': 'pen_1_x' })).toEqual({ 'www-authenticate': 'Bearer realm="Pen", error="invalid_token"' });
    expect(errorHeaders(new InsufficientScopeException('no', 'posts:write'), 403, {})).toEqual({
      'www-authenticate': 'Bearer realm="Pen", error="insufficient_scope", scope="posts:write"',
    });
    expect(errorHeaders(new ForbiddenException('Please verify your email address first.'), 403, {})).toEqual({});
  });

  it('answers 503 with Retry-After, never 500, when PostgreSQL or Redis is unavailable', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const unavailable = [
      refused,
      new AggregateError([refused], ''),
      pgError('57P01'),
      pgError('57P03'),
      pgError('08006'),
      new QueryFailedError('SELECT 1', [], new Error('Connection terminated unexpectedly')),
      new Error('timeout exceeded when trying to connect'),
      // TypeORM, when a transaction's connection was cut and the pool already dropped it.
      Object.assign(new Error('Query runner already released. Cannot run queries anymore.'), { name: 'QueryRunnerAlreadyReleasedError' }),
      new Error("Stream isn't writeable and enableOfflineQueue options is false"),
      new Error('Command timed out'),
      Object.assign(new Error('Reached the max retries per request limit (which is 1).'), { name: 'MaxRetriesPerRequestError' }),
    ];
    for (const err of unavailable) {
      expect(toErrorBody(err)).toEqual({ status: 503, body: { statusCode: 503, message: UNAVAILABLE_MESSAGE, error: 'Service Unavailable' } });
      expect(errorHeaders(err)).toEqual({ 'retry-after': '5' });
    }
  });

  it('answers 507 with Retry-After when the disk is full, over quota, read-only or past the file-size limit', () => {
    for (const code of ['ENOSPC', 'EDQUOT', 'EROFS', 'EFBIG']) {
      const refused = Object.assign(new Error(`${code}: the disk refused, write`), { code });
      expect(toErrorBody(refused)).toEqual({ status: 507, body: { statusCode: 507, message: DISK_FULL_MESSAGE, error: 'Insufficient Storage' } });
      expect(errorHeaders(refused)).toEqual({ 'retry-after': '5' });
    }
  });
});
