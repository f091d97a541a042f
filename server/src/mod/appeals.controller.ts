import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';
import { ErrorDto, MessageDto } from '../common/error.dto';
import { RateLimit } from '../common/rate-limit/rate-limit.decorator';
import { msg } from '../i18n';
import { APPEAL_DECIDED, APPEAL_NOT_FOUND, AppealReviewService, OWN_APPEAL, OWN_DECISION } from './appeal-review.service';
import { CurrentOperator } from './current-operator.decorator';
import { AppealQueueDto, AppealQueueQueryDto, DecideAppealDto } from './dto/appeals.dto';
import { Operator } from './operator';
import { RequireRole } from './require-role.decorator';

/** Appeals of moderation decisions, for moderators and paka. */
@ApiTags('moderation')
@Controller('mod')
export class AppealsController {
  constructor(private readonly appeals: AppealReviewService) {}

  /** Appeals with the decision each is about: open ones oldest first, decided ones newest first, 20 a page. */
  @RequireRole('moderator')
  @Get('appeals')
  @ApiBadRequestResponse({ type: ErrorDto, description: '`status must be open or decided`, `Invalid cursor`' })
  listAppeals(@Query() q: AppealQueueQueryDto): Promise<AppealQueueDto> {
    return this.appeals.page(q.status ?? 'open', q.cursor);
  }

  /**
   * Decides an appeal: `upheld` (the decision stands) or `reversed` (undone: content restored,
   * suspension lifted, strike removed; a dismissed report's case opens again). The appellant is told
   * in the app and by e-mail. Audited.
   */
  @RequireRole('moderator', `\`${OWN_DECISION}\` (another operator exists), \`${OWN_APPEAL}\``)
  @RateLimit('moderation')
  @Post('decide-appeal')
  @HttpCode(200)
  @ApiBadRequestResponse({ type: ErrorDto, description: 'Invalid fields: `outcome must be upheld or reversed`, `note is required`' })
  @ApiNotFoundResponse({ type: ErrorDto, description: `\`${APPEAL_NOT_FOUND}\`` })
  @ApiConflictResponse({ type: ErrorDto, description: `\`${APPEAL_DECIDED}\`` })
  async decideAppeal(@CurrentOperator() op: Operator, @Body() dto: DecideAppealDto): Promise<MessageDto> {
    await this.appeals.decide(op, dto.appealId, dto.outcome, dto.note);
    return { message: msg('Appeal decided').message };
  }
}
