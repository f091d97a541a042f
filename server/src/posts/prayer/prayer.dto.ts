import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { KeepValidated } from '../../common/validation';
import { PostIdDto } from '../dto/ids.dto';
import { IsText } from '../dto/transforms';

export const PRAYER_STATUSES = ['open', 'answered', 'closed'] as const;
export type PrayerStatus = (typeof PRAYER_STATUSES)[number];

/** Longest answer testimony (the post text's limit). */
export const TESTIMONY_MAX_LENGTH = 5000;

export class PrayAnswerDto {
  /** The exact number of members who prayed for the request after this call. */
  prayer_count: number;
  /** Whether the signed-in member has said "I prayed" for it now. */
  is_prayed: boolean;
}

export class MarkPrayerAnsweredDto extends PostIdDto {
  /** How the prayer was answered, at most 5000 characters; trimmed, blank means none. */
  @IsOptional()
  @IsText(TESTIMONY_MAX_LENGTH, 'testimony must be text', `The testimony cannot be longer than ${TESTIMONY_MAX_LENGTH} characters`)
  @ApiPropertyOptional({ maxLength: TESTIMONY_MAX_LENGTH })
  testimony?: string;
}

export class PrayerStatusAnswerDto {
  /** The request's status after this call. */
  @ApiProperty({ enum: PRAYER_STATUSES })
  prayer_status: PrayerStatus;
  /** When it was marked answered; null unless answered. */
  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  answered_at: Date | null;
  /** The author's testimony; null unless answered with one. */
  @ApiProperty({ type: String, nullable: true })
  answer_testimony: string | null;
}

@KeepValidated()
export class PrayersQueryDto {
  /** The previous page's `nextCursor`. */
  @ApiPropertyOptional({ maxLength: 200 })
  @IsOptional()
  @IsString({ message: 'Invalid cursor' })
  @MaxLength(200, { message: 'Invalid cursor' })
  cursor?: string;
}

export class PrayedMemberDto {
  user_id: number;
  user_name: string;
  /** Load it from `/api/` + profile_picture. */
  profile_picture: string;
  prayed_at: Date;
}

export class PrayersPageDto {
  /** Who prayed, most recent first. */
  members: PrayedMemberDto[];
  /** Pass as `cursor` for the next page; null when there are no more. */
  nextCursor: string | null;
}
