import { ApiProperty } from '@nestjs/swagger';
import { MediaStatus, MediaType } from './media.entity';

/**
 * The form of an upload: the target and the files. Send the target fields before the files
 * (the SDK does), so that a refused upload is refused before its bytes are stored. Send every
 * file of a post or comment in one call: it becomes ready when they are all processed.
 */
class UploadTargetDto {
  /** The post the files belong to (created with isReady false). */
  postId?: number;
  /**
   * A comment: a post comment, or a group comment (the spec sends commentId for both). When
   * this member has a pending comment of each kind with this id, `target` says which.
   */
  commentId?: number;
  /** Names a group comment unambiguously (alternative to commentId + target). */
  groupCommentId?: number;
  @ApiProperty({ enum: ['post_comment', 'group_comment'], required: false })
  target?: 'post_comment' | 'group_comment';
}

export class UploadImagesDto extends UploadTargetDto {
  /** 1 to 4 images (JPEG, PNG, GIF or WebP, each up to 20 MB and 100 megapixels). */
  @ApiProperty({ type: 'array', items: { type: 'string', format: 'binary' } })
  files: Blob[];
}

export class UploadVideoDto extends UploadTargetDto {
  /** One video (MP4, WebM or QuickTime, up to 1000 MB and 10 minutes). */
  @ApiProperty({ type: 'array', items: { type: 'string', format: 'binary' } })
  files: Blob[];
}

export class UploadAudioDto extends UploadTargetDto {
  /** One recording (WebM, MP3, WAV or MP4/M4A audio, up to 400 MB and 30 minutes). Not for group comments. */
  @ApiProperty({ type: 'array', items: { type: 'string', format: 'binary' } })
  files: Blob[];
}

export class AcceptedMediaDto {
  media_id: number;
  @ApiProperty({ enum: ['image', 'video', 'audio'] })
  media_type: MediaType;
  /** pending until processed; the target appears once every file is ready. */
  @ApiProperty({ enum: ['pending', 'ready', 'failed'] })
  status: MediaStatus;
}

export class UploadAcceptedDto {
  media: AcceptedMediaDto[];
  message: string;
}
