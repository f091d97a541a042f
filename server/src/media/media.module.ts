import { Module } from '@nestjs/common';
import { MediaController } from './media.controller';
import { MediaDescriptionController } from './media-description.controller';
import { MediaDescriptionService } from './media-description.service';
import { FfmpegCheckService } from './ffmpeg-check.service';
import { MediaFileGate } from './media-file-gate';
import { MediaProcessor } from './media.processor';
import { MediaQuotasService } from './media-quotas.service';
import { MediaTargetOwnersService } from './media-target-owners.service';
import { MediaTargetsService } from './media-targets.service';
import { MediaUploadService } from './media-upload.service';
import { OrphanedFilesService } from './orphaned-files.service';

/** Uploads (every role) and the media of posts and comments for other modules to show. */
@Module({
  controllers: [MediaController, MediaDescriptionController],
  providers: [MediaUploadService, MediaDescriptionService, MediaTargetsService, MediaTargetOwnersService, MediaQuotasService, FfmpegCheckService, OrphanedFilesService, MediaFileGate],
  // Posts and groups register their targets with MediaTargetOwnersService, and release the files
  // of the media rows they delete through OrphanedFilesService.
  exports: [MediaTargetsService, MediaTargetOwnersService, OrphanedFilesService],
})
export class MediaModule {}

/** Worker role: the `media.process` and `media.transcode` job handlers (sharp, ffmpeg). */
@Module({
  imports: [MediaModule],
  providers: [MediaProcessor],
})
export class MediaWorkerModule {}
