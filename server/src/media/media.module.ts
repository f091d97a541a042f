import { Module } from '@nestjs/common';
import { MediaController } from './media.controller';
import { MediaProcessor } from './media.processor';
import { MediaTargetsService } from './media-targets.service';
import { MediaUploadService } from './media-upload.service';

/** Uploads (every role) and the media of posts and comments for other modules to show. */
@Module({
  controllers: [MediaController],
  providers: [MediaUploadService, MediaTargetsService],
  exports: [MediaTargetsService],
})
export class MediaModule {}

/** Worker role: the `media.process` job handler (sharp, ffmpeg). */
@Module({
  imports: [MediaModule],
  providers: [MediaProcessor],
})
export class MediaWorkerModule {}
