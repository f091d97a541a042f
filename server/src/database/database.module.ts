import { DynamicModule, Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Settings } from '../config/settings';
import { SETTINGS } from '../config/settings.module';
import { dataSourceOptions } from './data-source-options';

/**
 * The data source; migrations are run before the app starts (see database/migrate.ts). The app
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
      exports: [TypeOrmModule],
    };
  }
}
