import { ApiProperty } from '@nestjs/swagger';
import { MEDIA_TYPES, MediaType } from '../../media';

export const MEDIA_ITEM_STATES = ['pending', 'ready', 'failed'] as const;
export type MediaItemState = (typeof MEDIA_ITEM_STATES)[number];

/** A media file of a post or comment. Others see ready files only; the author also pending and failed ones. */
export class MediaItemDto {
  media_id: number;
  @ApiProperty({ enum: MEDIA_TYPES })
  type: MediaType;
  /** Storage path of the processed file; load it from `/api/` + path. Null until processed. */
  path: string | null;
  /** A video's poster image (`/api/` + poster_path). */
  poster_path: string | null;
  width: number | null;
  height: number | null;
  /** Length of a video or audio recording in seconds. */
  duration_s: number | null;
  @ApiProperty({ enum: MEDIA_ITEM_STATES })
  media_state: MediaItemState;
  /** The uploader's description (an image's alt text, a video's or recording's accessible name); null when not written. */
  description: string | null;
}
