import { BadRequestException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { AuthUser } from '../../common/auth-user';
import { UsersService } from '../../users';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import { markAuthenticated } from '../device-sessions.repository';
import { verifyPassword } from '../passwords';
import { PASSKEY_NOT_VERIFIED, PasskeysService } from '../passkeys/passkeys.service';
import { STEP_UP_WINDOW_SECONDS } from './step-up';
import { msg } from '../../i18n';

export const INCORRECT_PASSWORD = msg('Incorrect password').message;
export const PASSWORD_OR_PASSKEY = msg('Give password or passkey').message;

/** Step-up: the password (or a passkey) again opens the 10-minute window for sensitive actions on this session. */
@Injectable()
export class ReauthenticateService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly users: UsersService,
    private readonly passkeys: PasskeysService,
  ) {}

  /** With the password, or a passkey of the member's that checked the person (user verification). */
  async confirm(user: AuthUser, proof: { password?: string; passkey?: AuthenticationResponseJSON }): Promise<{ message: string; valid_until: string }> {
    if ((proof.password === undefined) === (proof.passkey === undefined)) throw new BadRequestException(PASSWORD_OR_PASSKEY);
    if (proof.password !== undefined) {
      if (!(await verifyPassword(await this.users.passwordHashOf(user.userId), proof.password))) throw new BadRequestException(INCORRECT_PASSWORD);
    } else if ((await this.passkeys.verifyAssertion(proof.passkey!, true)) !== user.userId) {
      throw new BadRequestException(PASSKEY_NOT_VERIFIED);
    }
    const until = await markAuthenticated(this.db.manager, user.sessionId, user.userId, STEP_UP_WINDOW_SECONDS);
    return { message: msg('Identity confirmed').message, valid_until: until?.toISOString() ?? new Date().toISOString() };
  }
}
