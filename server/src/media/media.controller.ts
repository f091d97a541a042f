import { Controller, HttpCode, HttpStatus, Post, Req } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiBody,
  ApiConsumes,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiPayloadTooLargeResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { AuthUser } from '../common/auth-user';
import { AppScopes } from '../common/decorators/app-access.decorator';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { ApiDiskFull } from '../common/decorators/api-disk-full.decorator';
import { ApiRateLimited } from '../common/decorators/api-rate-limited.decorator';
import { ErrorDto } from '../common/error.dto';
import { MediaType } from './media.entity';
import { UploadAcceptedDto, UploadAudioDto, UploadImagesDto, UploadVideoDto } from './media.dto';
import { MediaUploadService } from './media-upload.service';
import { RateLimit } from '../common/rate-limit/rate-limit.decorator';

/**
 * Media uploads (multipart). Each answers 202 as soon as the files are checked and stored;
 * processing runs in the background and the post or comment appears when it is done.
 */
@ApiTags('media')
@ApiConsumes('multipart/form-data')
@ApiBadRequestResponse({
  type: ErrorDto,
  description:
    'A limit or rule of the spec (`Maximum 4 images allowed.`, `Invalid video file.` …), or a video over the caps of settings MEDIA_VIDEO_MAX_LONG_SIDE/SHORT_SIDE/FPS (`Video resolution is too high (maximum 3840×2160).`, `Video frame rate is too high (maximum 60 fps).`)',
})
@ApiForbiddenResponse({ type: ErrorDto, description: 'The target belongs to another member' })
@ApiNotFoundResponse({ type: ErrorDto, description: '`Post not found` / `Comment not found`' })
@ApiPayloadTooLargeResponse({
  type: ErrorDto,
  description:
    'A file is over its size limit (`Video is too large`), or the member\'s uploads of the day over MEDIA_DAILY_UPLOAD_MB (`Daily upload limit reached (2048 MB per day). Try again tomorrow.`), answered as soon as it is passed',
})
@ApiRateLimited('`Too many of your uploads are still being processed. Try again when they are done.` The member has MEDIA_MAX_PENDING_PER_MEMBER (20) files waiting for processing.')
@ApiDiskFull()
@AppScopes('posts:read', 'posts:write')
@Controller('media')
export class MediaController {
  constructor(private readonly uploads: MediaUploadService) {}

  /** Up to 4 images for a post, post comment or group comment. */
  @Post('upload-images')
  @RateLimit('uploads')
  @HttpCode(HttpStatus.ACCEPTED)
  @ApiBody({ type: UploadImagesDto })
  @ApiAcceptedResponse({ type: UploadAcceptedDto })
  uploadImages(@CurrentUser() user: AuthUser, @Req() req: FastifyRequest): Promise<UploadAcceptedDto> {
    return this.receive('image', user, req);
  }

  /** One video for a post, post comment or group comment. */
  @Post('upload-video')
  @RateLimit('uploads')
  @HttpCode(HttpStatus.ACCEPTED)
  @ApiBody({ type: UploadVideoDto })
  @ApiAcceptedResponse({ type: UploadAcceptedDto })
  uploadVideo(@CurrentUser() user: AuthUser, @Req() req: FastifyRequest): Promise<UploadAcceptedDto> {
    return this.receive('video', user, req);
  }

  /** One audio recording for a post or post comment. */
  @Post('upload-audio')
  @RateLimit('uploads')
  @HttpCode(HttpStatus.ACCEPTED)
  @ApiBody({ type: UploadAudioDto })
  @ApiAcceptedResponse({ type: UploadAcceptedDto })
  uploadAudio(@CurrentUser() user: AuthUser, @Req() req: FastifyRequest): Promise<UploadAcceptedDto> {
    return this.receive('audio', user, req);
  }

  private async receive(kind: MediaType, user: AuthUser, req: FastifyRequest): Promise<UploadAcceptedDto> {
    try {
      return await this.uploads.upload(kind, user.userId, req);
    } catch (err) {
      if (!req.raw.complete) discardRestOfBody(req);
      throw err;
    }
  }
}

/** How long a refused upload's remaining bytes are read and thrown away before the socket is cut. */
const DISCARD_MS = 5000;

/**
 * A refused upload may still be sending bytes. They are read and dropped (the connection stays
 * open, as for any answered request), and cut after a few seconds if they keep coming. Closing
 * the socket at once would leave unread data behind: the kernel then resets the connection, and a
 * reset can destroy the answer before the client reads it, so the member would see a network
 * error instead of "Video is too large".
 */
function discardRestOfBody(req: FastifyRequest): void {
  req.raw.resume();
  setTimeout(() => {
    if (!req.raw.complete) req.raw.socket.destroy();
  }, DISCARD_MS).unref();
}
