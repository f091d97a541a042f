// Auth's public surface: what other modules and the app may use (issue #32 boundaries).
export { AuthModule } from './auth.module';
export { AuthWorkerModule } from './auth-worker.module';
export { JwtAuthGuard } from './jwt-auth.guard';
export { JwtStrategy } from './jwt.strategy';
export { ApiKeyCredentials } from './api-key-credentials';
export { SessionCacheModule } from './session-cache.module';
export { SessionCacheService } from './session-cache.service';
export { AccountService } from './account.service';
export { SESSION_ENDED, SessionsService } from './sessions.service';
export { liveSessionIds } from './device-sessions.repository';
export { FieldRules } from './field-rules';
export { DeviceSessionEntity } from './device-session.entity';
export { EmailTokenEntity } from './email-token.entity';
export { ApiKeyEntity } from './api-key.entity';
export { exportedSessions } from './device-sessions.repository';
export { exportedTwoFactor, hasTwoFactor } from './mfa/two-factor.repository';
export { exportedPasskeys } from './passkeys/passkeys.repository';
export { RequireRecentAuth } from './mfa/step-up';
