import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../common/auth-user';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { ErrorDto, MessageDto } from '../common/error.dto';
import { RateLimit } from '../common/rate-limit/rate-limit.decorator';
import { RegistrationDecisionDto, RegistrationQueueDto, RegistrationQueueQueryDto, RejectRegistrationDto } from './dto/registrations.dto';
import { NOT_WAITING_FOR_REVIEW, REGISTRATION_NOT_FOUND, RegistrationsService } from './registrations.service';
import { RequireRole } from './require-role.decorator';
import { NOTE_REQUIRED, RULE_NOT_CITABLE, RULE_REQUIRED } from '../standing';

/** Registration review (REGISTRATION_MODE=approval), for moderators and paka. */
@ApiTags('moderation')
@Controller('mod')
@RequireRole('moderator')
export class RegistrationsController {
  constructor(private readonly registrations: RegistrationsService) {}

  /** Verified newcomers waiting for a moderator's decision, oldest first, 50 a page. */
  @Get('registrations')
  listRegistrations(@Query() query: RegistrationQueueQueryDto): Promise<RegistrationQueueDto> {
    return this.registrations.queue(query.cursor);
  }

  /** Lets the newcomer in (they may use Pen from their next request) and mails them. */
  @Post('approve-registration')
  @HttpCode(200)
  @RateLimit('writes')
  @ApiNotFoundResponse({ type: ErrorDto, description: `\`${REGISTRATION_NOT_FOUND}\`: no such account, or it was deleted` })
  @ApiConflictResponse({ type: ErrorDto, description: `\`${NOT_WAITING_FOR_REVIEW}\`: unverified, already decided, or not registered under approval` })
  approveRegistration(@CurrentUser() user: AuthUser, @Body() dto: RegistrationDecisionDto): Promise<MessageDto> {
    return this.registrations.approve(user.userId, dto.userId);
  }

  /** Closes the newcomer's account (like a deletion: the address is free again) and mails them the rule and the note, both required. */
  @Post('reject-registration')
  @HttpCode(200)
  @RateLimit('writes')
  @ApiBadRequestResponse({ type: ErrorDto, description: `Invalid fields, \`${RULE_REQUIRED}\`, \`${NOTE_REQUIRED}\` or \`${RULE_NOT_CITABLE}\`` })
  @ApiNotFoundResponse({ type: ErrorDto, description: `\`${REGISTRATION_NOT_FOUND}\`: no such account, or it was deleted` })
  @ApiConflictResponse({ type: ErrorDto, description: `\`${NOT_WAITING_FOR_REVIEW}\`: unverified, already decided, or not registered under approval` })
  rejectRegistration(@CurrentUser() user: AuthUser, @Body() dto: RejectRegistrationDto): Promise<MessageDto> {
    return this.registrations.reject(user.userId, dto.userId, dto.ruleId, dto.note);
  }
}
