import { WatchedModule } from '../watched';
import { StandingReadsService } from './standing-reads';
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
import { MfaChallenges } from './mfa/mfa-challenges';
import { MfaSignInService } from './mfa/mfa-sign-in.service';
import { ReauthenticateService } from './mfa/reauthenticate.service';
import { StepUpGuard } from './mfa/step-up';
import { TwoFactorController } from './mfa/two-factor.controller';
import { TwoFactorService } from './mfa/two-factor.service';
import { PasskeysController } from './passkeys/passkeys.controller';
import { NewDeviceController } from './new-device/new-device.controller';
import { NewDeviceService } from './new-device/new-device.service';
import { PasskeySignInService } from './passkeys/passkey-sign-in.service';
import { PasskeysService } from './passkeys/passkeys.service';
import { PasswordController } from './password.controller';
import { PasswordService } from './password.service';
import { RegistrationService } from './registration.service';
import { SignInService } from './sign-in.service';
import { MemberDetailsService } from './member-details.service';
import { SessionsController } from './sessions.controller';
import { SessionsService } from './sessions.service';
import { VerificationController } from './verification.controller';
import { VerificationService } from './verification.service';

@Module({
  imports: [UsersModule, WatchedModule],
  controllers: [AuthController, AccountController, PasswordController, VerificationController, SessionsController, ApiKeysController, TwoFactorController, PasskeysController, NewDeviceController],
  providers: [AccountMailService, AccountService, ApiKeysService, EmailChangeService, EmailTokensService, LoginLimiterService, PasswordService, MemberDetailsService, RegistrationService, SessionsService, SignInService, VerificationService, MfaChallenges, MfaSignInService, ReauthenticateService, StepUpGuard, TwoFactorService, PasskeysService, PasskeySignInService, NewDeviceService, StandingReadsService],
  exports: [SessionsService, AccountService, StandingReadsService],
})
export class AuthModule {}
