import { Controller, Get } from '@nestjs/common';
import { AccountOnly } from '../common/decorators/app-access.decorator';
import { ApiTags } from '@nestjs/swagger';
import type { AuthUser } from './auth-user';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { SessionsDto } from './dto/sessions.dto';
import { SessionsService } from './sessions.service';

/** The device-session list; its path and tag keep the `data` prefix the API has always had. */
@ApiTags('data')
@AccountOnly()
@Controller('data')
export class SessionsController {
  constructor(private readonly sessions: SessionsService) {}

  /** The member's signed-in devices; `current` marks this one. */
  @Get('user-sessions')
  async userSessions(@CurrentUser() user: AuthUser): Promise<SessionsDto> {
    return { sessions: await this.sessions.list(user) };
  }
}
