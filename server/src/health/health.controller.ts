import { Controller, Get, Inject, Res } from '@nestjs/common';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import type { FastifyReply } from 'fastify';
import Redis from 'ioredis';
import { DataSource } from 'typeorm';
import { Public } from '../common/decorators/public.decorator';
import { probe } from '../database/database.repository';
import { REDIS } from '../redis/redis.module';
import { HealthDto, PingDto } from './health.dto';

async function within<T>(ms: number, p: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([p, new Promise<T>((_, reject) => (timer = setTimeout(() => reject(new Error('timeout')), ms)))]);
  } finally {
    clearTimeout(timer);
  }
}

@ApiTags('health')
@Public()
@Controller()
export class HealthController {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  /** Cheap liveness check; the web client calls it every 120 s. */
  @Get('ping')
  ping(): PingDto {
    return { status: 'ok', time: new Date().toISOString() };
  }

  /** Readiness: the state of PostgreSQL and Redis; 503 when either is down. */
  @Get('health')
  @ApiOkResponse({ type: HealthDto })
  @ApiServiceUnavailableResponse({ type: HealthDto })
  async health(@Res({ passthrough: true }) reply: FastifyReply): Promise<HealthDto> {
    const [database, redis] = await Promise.all([
      within(2000, probe(this.db)).then(() => 'up' as const, () => 'down' as const),
      within(2000, this.redis.ping()).then(() => 'up' as const, () => 'down' as const),
    ]);
    const status = database === 'up' && redis === 'up' ? 'ok' : 'degraded';
    if (status !== 'ok') void reply.status(503);
    return { status, database, redis };
  }
}
