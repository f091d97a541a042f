import { Module } from '@nestjs/common';
import { MediaController } from './media.controller';
import { FfmpegCheck } from './ffmpeg-check';
import { MediaProcessor } from './media.processor';
import { MediaQuotasService } from './media-quotas.service';
import { MediaTargetsService } from './media-targets.service';
import { MediaUploadService } from './media-upload.service';

/** Uploads (every role) and the media of posts and comments for other modules to show. */
@Module({
  controllers: [MediaController],
  providers: [MediaUploadService, MediaTargetsService, MediaQuotasService, FfmpegCheck],
  exports: [MediaTargetsService],
})
export class MediaModule {}

/** Worker role: the `media.process` and `media.transcode` job handlers (sharp, ffmpeg). */
@Module({
  imports: [MediaModule],
  providers: [MediaProcessor],
})
export class MediaWorkerModule {}
