import { ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import { UsersService } from '../../users';
import { LoginResponseDto } from '../dto/auth.dto';
import { SignInService, suspendedMessage } from '../sign-in.service';
import { ClientInfo } from '../request-info';
import { PASSKEY_NOT_VERIFIED, PasskeysService } from './passkeys.service';

/**
 * Sign-in with a passkey alone. The authenticator must have verified the person (PIN or
 * biometrics): possession plus that is two factors, so no second step follows.
 */
@Injectable()
export class PasskeySignInService {
  constructor(
    private readonly passkeys: PasskeysService,
    private readonly users: UsersService,
    private readonly signIns: SignInService,
  ) {}

  async signIn(response: AuthenticationResponseJSON, deviceId: string, client: ClientInfo): Promise<LoginResponseDto & { refreshToken: string }> {
    const userId = await this.passkeys.verifyAssertion(response, true);
    const user = userId === undefined ? null : await this.users.findById(userId);
    if (user?.status === 'suspended') throw new ForbiddenException(suspendedMessage(user.suspended_until));
    if (!user || user.status !== 'active') throw new UnauthorizedException(PASSKEY_NOT_VERIFIED);
    return this.signIns.signedIn(user.user_id, deviceId, client);
  }
}
