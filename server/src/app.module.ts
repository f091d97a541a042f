import { StandingModule } from './standing';
import { DynamicModule, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { EventEmitterModule } from '@nestjs/event-emitter';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { ApiKeyCredentials, AuthModule, AuthWorkerModule, JwtAuthGuard, JwtStrategy, SessionCacheModule } from './auth';
import { CommonModule } from './common/common.module';
import { RateLimitModule } from './common/rate-limit/rate-limit.module';
import { Settings } from './config/settings';
import { SETTINGS, SettingsModule } from './config/settings.module';
import { ConnModule } from './conn';
import { DatabaseModule } from './database/database.module';
import { DataExportModule, DataExportWorkerModule } from './export';
import { ENTITIES } from './entities';
import { GroupsModule, GroupsWorkerModule } from './groups';
import { HealthModule } from './health';
import { JobsModule } from './jobs/jobs.module';
import { CookieConsentModule, LegalModule } from './legal';
import { MailModule, MailWorkerModule } from './mail/mail.module';
import { I18nModule } from './i18n';
import { MediaModule, MediaWorkerModule } from './media';
import { ModModule, ModWorkerModule } from './mod';
import { OAuthModule } from './oauth';
import { AnnouncementsModule, NotiModule, NotiWorkerModule } from './noti';
import { PostsModule, PostsWorkerModule } from './posts';
import { PrayerModule, PrayerRequestsModule, PrayerWorkerModule } from './prayer';
import { ProfileModule } from './profile';
import { PushModule, PushWorkerModule } from './push';
import { RedisModule } from './redis/redis.module';
import { RulesModule } from './rules';
import { StorageModule } from './storage/storage.module';
import { UsersModule } from './users';
import { WebhooksModule, WebhooksWorkerModule } from './webhooks';

/** Access tokens live 15 minutes; the refresh cookie renews them. */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

/** Feature modules with HTTP routes and services (every role). */
const FEATURE_MODULES = [HealthModule, LegalModule, AnnouncementsModule, PushModule, NotiModule, ConnModule, StorageModule, MediaModule, UsersModule, AuthModule, CookieConsentModule, ProfileModule, PostsModule, PrayerRequestsModule, GroupsModule, DataExportModule, StandingModule, ModModule, OAuthModule, PrayerModule, RulesModule, WebhooksModule];

/** Modules holding job handlers: loaded only where workers run (APP_ROLE worker or all). */
const WORKER_MODULES = [MailWorkerModule, PushWorkerModule, NotiWorkerModule, MediaWorkerModule, AuthWorkerModule, DataExportWorkerModule, ModWorkerModule, PostsWorkerModule, GroupsWorkerModule, PrayerWorkerModule, WebhooksWorkerModule];

@Module({})
export class AppModule {
  static forRoot(settings: Settings): DynamicModule {
    const runWorkers = settings.appRole !== 'api';
    return {
      module: AppModule,
      imports: [
        SettingsModule.forRoot(settings),
        DatabaseModule.forRoot(ENTITIES),
        RedisModule,
        EventEmitterModule.forRoot({ wildcard: false }),
        JobsModule.forRoot(runWorkers),
        PassportModule,
        SessionCacheModule,
        JwtModule.registerAsync({
          global: true,
          inject: [SETTINGS],
          useFactory: (s: Settings) => ({ secret: s.jwtSecret, signOptions: { expiresIn: ACCESS_TOKEN_TTL_SECONDS, algorithm: 'HS256' } }),
        }),
        CommonModule,
        I18nModule,
        RateLimitModule,
        MailModule,
        ...FEATURE_MODULES,
        ...(runWorkers ? WORKER_MODULES : []),
      ],
      providers: [JwtStrategy, ApiKeyCredentials, { provide: APP_GUARD, useClass: JwtAuthGuard }],
    };
  }
}
