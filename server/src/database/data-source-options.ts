import { join } from 'node:path';
import { DataSourceOptions } from 'typeorm';
import { ENTITIES } from './entities';

/** Options shared by the app, the migration CLI and the tests; migrations always, never synchronize. */
export function dataSourceOptions(url: string, extra: Partial<DataSourceOptions> = {}): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    entities: ENTITIES,
    migrations: [join(__dirname, 'migrations', '*.{ts,js}')],
    migrationsRun: false,
    synchronize: false,
    logging: ['error'],
    extra: { max: Number(process.env.DB_POOL_SIZE ?? 20) },
    ...extra,
  } as DataSourceOptions;
}
