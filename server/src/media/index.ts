// Media's public surface: the modules, the owners' hook for attachable targets, upload and image checks,
// and the purge of removed content that takes its files with it.
export { MediaModule, MediaWorkerModule } from './media.module';
export { MediaTargetOwnersService, type MediaTargetOwner, type MediaTargetRow } from './media-target-owners.service';
export { mediaFileKeys } from './media-rows.repository';
export { removedContentPurgeProcessor } from './removed-content-purge.processor';
export { OrphanedFilesService } from './orphaned-files.service';
export { receiveUpload, type ReceivedFile, type ReceivedUpload } from './upload-receiver';
export { InvalidImageError, TooManyPixelsError, checkImage, normalizeImage } from './processing/image';
export { kindsOf } from './sniff';
export { MEDIA_TYPES, MediaEntity, type MediaType } from './media.entity';
export { exportedMedia, type ExportedMedia } from './media-rows.repository';
