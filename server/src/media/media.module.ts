import { Module } from '@nestjs/common';
import { MediaController } from './media.controller';
import { FfmpegCheck } from './ffmpeg-check';
import { MediaProcessor } from './media.processor';
import { MediaQuotasService } from './media-quotas.service';
import { MediaTargetOwnersService } from './media-target-owners.service';
import { MediaTargetsService } from './media-targets.service';
import { MediaUploadService } from './media-upload.service';

/** Uploads (every role) and the media of posts and comments for other modules to show. */
@Module({
  controllers: [MediaController],
  providers: [MediaUploadService, MediaTargetsService, MediaTargetOwnersService, MediaQuotasService, FfmpegCheck],
  // Posts and groups register their targets with MediaTargetOwnersService.
  exports: [MediaTargetsService, MediaTargetOwnersService],
})
export class MediaModule {}

/** Worker role: the `media.process` and `media.transcode` job handlers (sharp, ffmpeg). */
@Module({
  imports: [MediaModule],
  providers: [MediaProcessor],
})
export class MediaWorkerModule {}
