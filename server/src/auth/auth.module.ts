import { Module } from '@nestjs/common';
import { UsersModule } from '../users';
import { AccountController } from './account.controller';
import { AccountMailService } from './account-mail.service';
import { AccountService } from './account.service';
import { ApiKeysController } from './api-keys.controller';
import { ApiKeysService } from './api-keys.service';
import { AuthController } from './auth.controller';
import { EmailChangeService } from './email-change.service';
import { EmailTokensService } from './email-tokens.service';
import { LoginLimiterService } from './login-limiter.service';
import { PasswordController } from './password.controller';
import { PasswordService } from './password.service';
import { RegistrationService } from './registration.service';
import { SessionsController } from './sessions.controller';
import { SessionsService } from './sessions.service';
import { VerificationController } from './verification.controller';
import { VerificationService } from './verification.service';

@Module({
  imports: [UsersModule],
  controllers: [AuthController, AccountController, PasswordController, VerificationController, SessionsController, ApiKeysController],
  providers: [AccountMailService, AccountService, ApiKeysService, EmailChangeService, EmailTokensService, LoginLimiterService, PasswordService, RegistrationService, SessionsService, VerificationService],
  exports: [SessionsService, AccountService],
})
export class AuthModule {}
