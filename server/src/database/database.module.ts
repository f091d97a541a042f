import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Settings } from '../config/settings';
import { SETTINGS } from '../config/settings.module';
import { dataSourceOptions } from './data-source-options';
import { ENTITIES } from './entities';

/** The data source; migrations are run before the app starts (see database/migrate.ts). */
@Global()
@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [SETTINGS],
      useFactory: (settings: Settings) => {
        if (!settings.databaseUrl) throw new Error('DATABASE_URL is not set');
        return dataSourceOptions(settings.databaseUrl);
      },
    }),
    TypeOrmModule.forFeature(ENTITIES),
  ],
  exports: [TypeOrmModule],
})
export class DatabaseModule {}
