import { Logger } from '@nestjs/common';
import type Redis from 'ioredis';
import { redisConnectionBack, redisConnectionLost } from './redis-outage-log';

describe('redis outage log', () => {
  it('says once per process that Redis went, and that it is back once every connection is', () => {
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const log = jest.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);
    const [a, b] = [{} as Redis, {} as Redis];
    for (let attempt = 0; attempt < 5; attempt++) {
      redisConnectionLost(a, 'pen-app', new Error('connect ECONNREFUSED'));
      redisConnectionLost(b, 'pen-queues', new Error('connect ECONNREFUSED'));
    }
    redisConnectionBack(a);
    expect(log).not.toHaveBeenCalled();
    redisConnectionBack(b);
    redisConnectionBack(b);
    expect(warn.mock.calls).toEqual([['Redis unavailable (pen-app: connect ECONNREFUSED); reconnecting']]);
    expect(log.mock.calls).toEqual([['Redis is back']]);
  });
});
