export class PingDto {
  /** Always "ok" while the process answers. */
  status: 'ok';
  /** Server time (ISO 8601). */
  time: string;
}

export class HealthDto {
  /** "ok" when every dependency is up, otherwise "degraded". */
  status: 'ok' | 'degraded';
  database: 'up' | 'down';
  redis: 'up' | 'down';
}
