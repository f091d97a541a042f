import { Controller, Get, HttpCode, HttpStatus, Param, Post, Res } from '@nestjs/common';
import { AccountOnly } from '../common/decorators/app-access.decorator';
import { ApiGoneResponse, ApiNotFoundResponse, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { AuthUser } from '../common/auth-user';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { AllowSuspended, Public } from '../common/decorators/public.decorator';
import { ErrorDto, MessageDto } from '../common/error.dto';
import { RateLimit } from '../common/rate-limit/rate-limit.decorator';
import { ExportTokenParamDto } from './data-export.dto';
import { DataExportService } from './data-export.service';

/** A copy of the member's data (GDPR Article 20): requested here, mailed as a link, downloaded with it. */
@ApiTags('data')
@AccountOnly()
@Controller('data')
export class DataExportController {
  constructor(private readonly exports: DataExportService) {}

  /**
   * Requests a ZIP of the member's data (profile, posts, comments, likes, connections, groups,
   * notifications, sessions, consents and their media files). It is prepared in the background and
   * a download link, valid 7 days, is e-mailed. One request per 24 hours.
   */
  @RateLimit('data-exports', '`You can request a copy of your data once every 24 hours. Try again in 23 hours.` when an export was requested in the last 24 hours.')
  @AllowSuspended()
  @Post('request-export')
  @HttpCode(HttpStatus.ACCEPTED)
  requestExport(@CurrentUser() user: AuthUser): Promise<MessageDto> {
    return this.exports.request(user.userId);
  }

  /** Downloads the ZIP of a mailed link (no sign-in needed: the link is signed for one member's one export). */
  @Public()
  @Get('export/:token')
  @ApiProduces('application/zip')
  @ApiOkResponse({ description: 'The ZIP file', schema: { type: 'string', format: 'binary' } })
  @ApiNotFoundResponse({ type: ErrorDto, description: '`Download link not found` (unknown, malformed or altered link)' })
  @ApiGoneResponse({
    type: ErrorDto,
    description: '`This download link has expired. You can request a new copy of your data in Settings.`, or `This download link no longer works: the account was deleted.`',
  })
  async downloadExport(@Param() p: ExportTokenParamDto, @Res() reply: FastifyReply): Promise<void> {
    const file = await this.exports.open(p.token);
    void reply
      .header('content-type', 'application/zip')
      .header('content-disposition', 'attachment; filename="pen-data.zip"')
      .header('content-length', String(file.size))
      .header('cache-control', 'private, no-store')
      .send(file.stream);
  }
}
