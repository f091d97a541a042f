import { Body, Controller, Get, HttpCode, Param, Post, Req, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthUser } from '../common/auth-user';
import { AccountOnly } from '../common/decorators/app-access.decorator';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { ErrorDto } from '../common/error.dto';
import { RateLimit } from '../common/rate-limit/rate-limit.decorator';
import { ConsentDto, ConsentResponseDto, InteractionResponseDto } from './dto/oauth.dto';
import { OAuthInteractionService } from './oauth-interaction.service';

const GONE = { type: ErrorDto, description: '`This authorization request has expired or was opened in another browser…`' };

/**
 * The consent page's API (web client route `/oauth/consent/{uid}`). The browser that started the
 * authorization sends its interaction cookie along (same origin); only the member, signed in to
 * Pen, may answer (never an app or a key).
 */
@ApiTags('oauth')
@Controller('oauth/interaction')
@AccountOnly()
export class OAuthInteractionController {
  constructor(private readonly interactions: OAuthInteractionService) {}

  /**
   * The app asking for access and each permission it asks for, in plain words. `alreadyAllowed`:
   * the member already allowed this app all of them, so the page answers at once without asking.
   */
  @Get(':uid')
  @ApiOkResponse({ type: InteractionResponseDto })
  @ApiNotFoundResponse(GONE)
  @ApiUnauthorizedResponse({ type: ErrorDto, description: '`Unauthorized`' })
  @ApiForbiddenResponse({ type: ErrorDto, description: 'Only the member, signed in to Pen, may answer' })
  getOAuthInteraction(@CurrentUser() user: AuthUser, @Param('uid') uid: string, @Req() req: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<InteractionResponseDto> {
    return this.interactions.details(user, uid, req, reply.raw);
  }

  /** Allows (`approve: true`) or denies the app; the browser then goes to `redirectTo`, which sends it back to the app. */
  @Post(':uid/consent')
  @HttpCode(200)
  @RateLimit('writes')
  @ApiOkResponse({ type: ConsentResponseDto })
  @ApiBadRequestResponse({ type: ErrorDto, description: '`approve must be true or false`' })
  @ApiNotFoundResponse(GONE)
  @ApiUnauthorizedResponse({ type: ErrorDto, description: '`Unauthorized`' })
  @ApiForbiddenResponse({ type: ErrorDto, description: 'Only the member, signed in to Pen, may answer' })
  answerOAuthInteraction(
    @CurrentUser() user: AuthUser,
    @Param('uid') uid: string,
    @Body() body: ConsentDto,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ConsentResponseDto> {
    return this.interactions.answer(user, uid, body.approve, req.raw, reply.raw);
  }
}
