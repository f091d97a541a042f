import { Body, Controller, Get, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiCreatedResponse, ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../common/auth-user';
import { AccountOnly } from '../common/decorators/app-access.decorator';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { AllowSuspended } from '../common/decorators/public.decorator';
import { ErrorDto } from '../common/error.dto';
import { RateLimit } from '../common/rate-limit/rate-limit.decorator';
import { StandingDto } from '../auth';
import { AppealRequestDto, AppealResponseDto } from './dto/standing.dto';
import { ALREADY_REVERSED, APPEAL_OPEN, APPEAL_TOO_LATE, APPEALED_BEFORE, DECISION_NOT_FOUND, StandingService } from './standing.service';

/** The member's standing and appeals; a suspended member's limited session may use both. */
@ApiTags('standing')
@AccountOnly()
@Controller('account')
export class StandingController {
  constructor(private readonly standings: StandingService) {}

  /** The member's status, active strikes and every statement of reasons about them, newest first. */
  @AllowSuspended()
  @Get('standing')
  getStanding(@CurrentUser() user: AuthUser): Promise<StandingDto> {
    return this.standings.standing(user.userId);
  }

  /**
   * Appeals a decision about the member (within 180 days; one open appeal per decision), or, for a
   * reporter, the dismissal of their report (once). Another moderator than the one who decided reviews it.
   */
  @AllowSuspended()
  @RateLimit('appeals')
  @Post('appeals')
  @ApiCreatedResponse({ type: AppealResponseDto })
  @ApiBadRequestResponse({ type: ErrorDto, description: 'Invalid fields: `text is required`, `text cannot be longer than 2000 characters`' })
  @ApiNotFoundResponse({ type: ErrorDto, description: `\`${DECISION_NOT_FOUND}\` (no such decision, or not one the member may appeal)` })
  @ApiConflictResponse({ type: ErrorDto, description: `\`${APPEAL_OPEN}\`, \`${APPEALED_BEFORE}\`, \`${APPEAL_TOO_LATE}\`, \`${ALREADY_REVERSED}\`` })
  async fileAppeal(@CurrentUser() user: AuthUser, @Body() dto: AppealRequestDto): Promise<AppealResponseDto> {
    return { appeal: await this.standings.appeal(user.userId, dto.decisionId, dto.text) };
  }
}
