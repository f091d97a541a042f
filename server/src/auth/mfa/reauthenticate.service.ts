import { BadRequestException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { AuthUser } from '../../common/auth-user';
import { UsersService } from '../../users';
import { verifyPassword } from '../passwords';
import { STEP_UP_WINDOW_SECONDS } from './step-up';

export const INCORRECT_PASSWORD = 'Incorrect password';

/** Step-up: the password again opens the 10-minute window for sensitive actions on this session. */
@Injectable()
export class ReauthenticateService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly users: UsersService,
  ) {}

  async withPassword(user: AuthUser, password: string): Promise<{ message: string; valid_until: string }> {
    if (!(await verifyPassword(await this.users.passwordHashOf(user.userId), password))) throw new BadRequestException(INCORRECT_PASSWORD);
    const [rows]: [Array<{ until: Date }>, number] = await this.db.query(
      `UPDATE device_sessions SET authenticated_at = now() WHERE session_id = $1 AND user_id = $2
       RETURNING authenticated_at + make_interval(secs => $3) AS until`,
      [user.sessionId, user.userId, STEP_UP_WINDOW_SECONDS],
    );
    return { message: 'Identity confirmed', valid_until: rows[0]?.until.toISOString() ?? new Date().toISOString() };
  }
}
