import { Controller, Get, HttpCode, Post, Query, Req, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { toErrorBody } from '../../common/filters/all-exceptions.filter';
import { Public } from '../../common/decorators/public.decorator';
import { DOCUMENT_HEADERS } from '../../common/security-headers';
import { ErrorDto, MessageDto } from '../../common/error.dto';
import { UnsubscribeQueryDto } from '../dto/unsubscribe.dto';
import { unsubscribePage } from './unsubscribe-page';
import { EXPIRED_UNSUBSCRIBE_LINK, UNSUBSCRIBED_MESSAGE, UnsubscribeService } from './unsubscribe.service';
import { RateLimit } from '../../common/rate-limit/rate-limit.decorator';
import { MemberLanguagesService, t, translateText } from '../../i18n';

/** The links in notification e-mails. Pages are HTML: they are opened from a mail, not the app. */
@ApiTags('noti')
@Public()
@Controller('noti')
export class UnsubscribeController {
  constructor(
    private readonly unsubscribes: UnsubscribeService,
    private readonly languages: MemberLanguagesService,
  ) {}

  /** Confirmation page of the unsubscribe link (a GET never changes anything: mail scanners open links). */
  @Get('unsubscribe')
  @ApiProduces('text/html')
  @ApiOkResponse({ description: 'An HTML page with an Unsubscribe button' })
  @ApiBadRequestResponse({ description: 'An HTML page saying the link is not valid or has expired' })
  async unsubscribePage(@Query() query: UnsubscribeQueryDto, @Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    try {
      const { maskedEmail, userId } = await this.unsubscribes.describe(query.token);
      // Opened from a mail, without a session: the page speaks the language of the member the link is for.
      const lang = await this.languages.of(userId);
      const page = unsubscribePage(lang, {
        title: t(lang, 'Stop notification e-mails?'),
        body: t(lang, '{maskedEmail} will no longer receive e-mails about likes, comments and friend requests. You can turn them back on in Settings.', { maskedEmail }),
        formAction: `/api/noti/unsubscribe?token=${encodeURIComponent(query.token)}`,
      });
      void reply.headers(DOCUMENT_HEADERS).type('text/html; charset=utf-8').send(page);
    } catch (err) {
      const { status, body } = toErrorBody(err);
      const lang = await this.languages.forRequest(request);
      const expired = String(body.message) === EXPIRED_UNSUBSCRIBE_LINK;
      const page = unsubscribePage(lang, { title: expired ? t(lang, 'Link expired') : t(lang, 'Link not valid'), body: String(translateText(body.message, lang)) });
      void reply.status(status).headers(DOCUMENT_HEADERS).type('text/html; charset=utf-8').send(page);
    }
  }

  /** One-click unsubscribe (RFC 8058 `List-Unsubscribe=One-Click`, or the page's button). */
  @RateLimit('public-writes')
  @Post('unsubscribe')
  @HttpCode(200)
  @ApiOkResponse({ type: MessageDto })
  @ApiBadRequestResponse({ type: ErrorDto, description: '`This unsubscribe link is not valid`, or `This unsubscribe link has expired. You can turn off e-mail notifications in Settings.` (links are valid for 60 days)' })
  async unsubscribe(@Query() query: UnsubscribeQueryDto, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<MessageDto | string> {
    const userId = await this.unsubscribes.unsubscribe(query.token);
    if (/text\/html/.test(request.headers.accept ?? '')) {
      const lang = await this.languages.of(userId);
      void reply.headers(DOCUMENT_HEADERS).type('text/html; charset=utf-8');
      return unsubscribePage(lang, { title: t(lang, 'Unsubscribed'), body: t(lang, 'You will no longer receive e-mail notifications from Pen. You can turn them back on in Settings.') });
    }
    return { message: UNSUBSCRIBED_MESSAGE };
  }
}
