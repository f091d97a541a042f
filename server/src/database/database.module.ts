import { DynamicModule, Global, Injectable, Module, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource, TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Settings } from '../config/settings';
import { SETTINGS } from '../config/settings.module';
import { dataSourceOptions } from './data-source-options';
import { databaseOutage } from './database-outage';
import { probe } from './database.repository';
import { ReadDatabase } from './read-database.service';

/** Gives the outage tracker its check: a `SELECT 1` through the app's own pool. */
@Injectable()
class DatabaseOutageProbe implements OnApplicationBootstrap, OnApplicationShutdown {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  onApplicationBootstrap(): void {
    databaseOutage.setProbe(() => probe(this.db));
  }

  onApplicationShutdown(): void {
    databaseOutage.setProbe(undefined);
  }
}

/**
 * The data source, and ReadDatabase for the hot reads (replicas when DATABASE_REPLICA_URLS names any); migrations are run before the app starts (see database/migrate.ts). The app
 * hands in every module's entities (server/src/entities.ts).
 */
@Global()
@Module({})
export class DatabaseModule {
  static forRoot(entities: Array<new () => object>): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [
        TypeOrmModule.forRootAsync({
          inject: [SETTINGS],
          useFactory: (settings: Settings) => {
            if (!settings.databaseUrl) throw new Error('DATABASE_URL is not set');
            return dataSourceOptions(settings.databaseUrl, { entities });
          },
        }),
        TypeOrmModule.forFeature(entities),
      ],
      providers: [DatabaseOutageProbe, ReadDatabase],
      exports: [TypeOrmModule, ReadDatabase],
    };
  }
}
