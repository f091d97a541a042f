import { IsDbId } from '../common/db-id';
import { ApiProperty } from '@nestjs/swagger';
import { IsString } from 'class-validator';

/** Longest description of a media file, in characters. */
export const MEDIA_DESCRIPTION_MAX = 1500;

export class MediaIdParamDto {
  @IsDbId('Invalid media id')
  mediaId: number;
}

export class UpdateMediaDescriptionDto {
  /**
   * What the image shows, or what the video or recording holds, for members who cannot see or hear
   * it (up to 1 500 characters). An empty text removes the description.
   */
  @ApiProperty({ maxLength: MEDIA_DESCRIPTION_MAX })
  @IsString({ message: 'Description must be text' })
  description: string;
}

export class MediaDescriptionAnswerDto {
  @ApiProperty({ example: 'Description saved' })
  message: string;
  media_id: number;
  /** The saved description; null when removed. */
  @ApiProperty({ type: 'string', nullable: true, example: 'Sunrise over the lake at the summer camp' })
  description: string | null;
}
