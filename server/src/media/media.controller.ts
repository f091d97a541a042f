import { Controller, HttpCode, HttpStatus, Post, Req, Res } from '@nestjs/common';
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
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { ErrorDto } from '../common/error.dto';
import { MediaType } from './media.entity';
import { UploadAcceptedDto, UploadAudioDto, UploadImagesDto, UploadVideoDto } from './media.dto';
import { MediaUploadService } from './media-upload.service';

/**
 * Media uploads (multipart). Each answers 202 as soon as the files are checked and stored;
 * processing runs in the background and the post or comment appears when it is done.
 */
@ApiTags('media')
@ApiConsumes('multipart/form-data')
@ApiBadRequestResponse({ type: ErrorDto, description: 'A limit or rule of the spec (`Maximum 4 images allowed.`, `Invalid video file.` …)' })
@ApiForbiddenResponse({ type: ErrorDto, description: 'The target belongs to another member' })
@ApiNotFoundResponse({ type: ErrorDto, description: '`Post not found` / `Comment not found`' })
@ApiPayloadTooLargeResponse({ type: ErrorDto, description: 'A file is over its size limit (`Video is too large`), answered as soon as it is passed' })
@Controller('media')
export class MediaController {
  constructor(private readonly uploads: MediaUploadService) {}

  /** Up to 4 images for a post, post comment or group comment. */
  @Post('upload-images')
  @HttpCode(HttpStatus.ACCEPTED)
  @ApiBody({ type: UploadImagesDto })
  @ApiAcceptedResponse({ type: UploadAcceptedDto })
  uploadImages(@CurrentUser() user: AuthUser, @Req() req: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<UploadAcceptedDto> {
    return this.receive('image', user, req, reply);
  }

  /** One video for a post, post comment or group comment. */
  @Post('upload-video')
  @HttpCode(HttpStatus.ACCEPTED)
  @ApiBody({ type: UploadVideoDto })
  @ApiAcceptedResponse({ type: UploadAcceptedDto })
  uploadVideo(@CurrentUser() user: AuthUser, @Req() req: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<UploadAcceptedDto> {
    return this.receive('video', user, req, reply);
  }

  /** One audio recording for a post or post comment. */
  @Post('upload-audio')
  @HttpCode(HttpStatus.ACCEPTED)
  @ApiBody({ type: UploadAudioDto })
  @ApiAcceptedResponse({ type: UploadAcceptedDto })
  uploadAudio(@CurrentUser() user: AuthUser, @Req() req: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<UploadAcceptedDto> {
    return this.receive('audio', user, req, reply);
  }

  private async receive(kind: MediaType, user: AuthUser, req: FastifyRequest, reply: FastifyReply): Promise<UploadAcceptedDto> {
    try {
      return await this.uploads.upload(kind, user.userId, req);
    } catch (err) {
      // A refused upload may still be sending bytes: close the connection instead of reading them all.
      if (!req.raw.complete) void reply.header('connection', 'close');
      throw err;
    }
  }
}
