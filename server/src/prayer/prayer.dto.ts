import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { IsDbId, toIdNumber } from '../common/db-id';
import { KeepValidated } from '../common/validation';
import { IsText, PostIdDto, PRAYER_STATUSES, PrayerStatus } from '../posts';
import { msg } from '../i18n';
import { TODAY_COUNT_MAX, TODAY_COUNT_MIN } from './limits';

// "I prayed" and a request's status (routes of PrayersController).

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
  @IsString({ message: msg('Invalid cursor').message })
  @MaxLength(200, { message: msg('Invalid cursor').message })
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

// Commitments, my prayer list, check-ins, the emergency strip and reminders (PrayerController,
// ReminderSettingsController).

const POST_ID_MESSAGE = msg('postId must be a positive integer').message;
const DAYS_MESSAGE = msg('days must be a whole number from 1 to 30').message;
const HOUR_MESSAGE = msg('hour must be a whole number from 0 to 23').message;
export const TIME_ZONE_MESSAGE = msg('timeZone must be a known IANA time zone, such as Europe/Berlin').message;
const LIMIT_MESSAGE = msg('limit must be between 1 and 50').message;

export class CommitToPrayDto {
  /** The prayer request's posts_id. */
  @IsDbId(POST_ID_MESSAGE)
  postId: number;

  /** For how many days (1–30) to pray, with a reminder each day. */
  @ApiProperty({ type: 'integer', minimum: 1, maximum: 30 })
  @Transform(toIdNumber)
  @IsInt({ message: DAYS_MESSAGE })
  @Min(1, { message: DAYS_MESSAGE })
  @Max(30, { message: DAYS_MESSAGE })
  days: number;
}

export class PrayerPostIdDto {
  /** The prayer request's posts_id. */
  @IsDbId(POST_ID_MESSAGE)
  postId: number;
}

export class PrayerCommitmentDto {
  post_id: number;
  days: number;
  started_at: Date;
  ends_at: Date;
  /** Whole days left, counting today (1 on the last day). */
  days_left: number;
}

export class CommitmentAnswerDto {
  commitment: PrayerCommitmentDto;
}

export class PrayerMessageDto {
  message: string;
}

export class KeepOpenAnswerDto {
  message: string;
  /** When the author is asked again. */
  next_check_at: Date;
}

export class MyPrayerListQueryDto {
  @ApiPropertyOptional({ minimum: 1, maximum: 50 })
  @IsOptional()
  @Transform(toIdNumber)
  @IsInt({ message: LIMIT_MESSAGE })
  @Min(1, { message: LIMIT_MESSAGE })
  @Max(50, { message: LIMIT_MESSAGE })
  limit?: number;

  /** nextCursor of the previous page. */
  @ApiPropertyOptional({ maxLength: 200 })
  @IsOptional()
  @IsString({ message: msg('Invalid cursor').message })
  @MaxLength(200, { message: msg('Invalid cursor').message })
  cursor?: string;
}

export class PrayerListItemDto {
  posts_id: number;
  /** The request's author. */
  user_id: number;
  user_name: string;
  profile_picture: string;
  content: string;
  @ApiProperty({ enum: ['pray_request', 'emergency_pray_request'] })
  post_type: string;
  created_at: Date;
  @ApiProperty({ enum: ['open', 'answered'] })
  prayer_status: 'open' | 'answered';
  answered_at: Date | null;
  answer_testimony: string | null;
  prayer_count: number;
  /** Whether the member said "I prayed" for it. */
  is_prayed: boolean;
  /** Whether they did so today (in their reminder time zone). */
  prayed_today: boolean;
  /** The member's running commitment to it, or null. */
  commitment: PrayerCommitmentDto | null;
  /** The newest of: their prayer, their commitment, the answer (the list's order). */
  activity_at: Date;
}

export class MyPrayerListDto {
  /** Newest activity first. */
  requests: PrayerListItemDto[];
  nextCursor: string | null;
}

export class EmergencyPrayerDto {
  posts_id: number;
  user_id: number;
  user_name: string;
  profile_picture: string;
  content: string;
  created_at: Date;
}

export class EmergencyPrayersDto {
  /** At most 3, newest first. */
  posts: EmergencyPrayerDto[];
}

export class ReminderSettingsDto {
  /** Local hour (0–23) of the daily reminder. */
  hour: number;
  /** IANA time zone of the hour. */
  time_zone: string;
  /** False while the default (08:00 UTC) stands; the web client then offers the browser's zone. */
  saved: boolean;
}

export class ReminderSettingsAnswerDto {
  settings: ReminderSettingsDto;
}

export class UpdateReminderSettingsDto {
  /** Local hour (0–23) of the daily reminder. */
  @ApiProperty({ type: 'integer', minimum: 0, maximum: 23 })
  @Transform(toIdNumber)
  @IsInt({ message: HOUR_MESSAGE })
  @Min(0, { message: HOUR_MESSAGE })
  @Max(23, { message: HOUR_MESSAGE })
  hour: number;

  /** IANA time zone, e.g. `Europe/Berlin`. */
  @ApiProperty({ maxLength: 64, example: 'Europe/Berlin' })
  @IsString({ message: TIME_ZONE_MESSAGE })
  @MaxLength(64, { message: TIME_ZONE_MESSAGE })
  // Area/Location names (and UTC): letters, digits, _ + - in slash-separated parts; linear.
  @Matches(/^[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+){0,2}$/, { message: TIME_ZONE_MESSAGE })
  timeZone: string;
}

// Today (TodayController, issue 44).

const COUNT_MESSAGE = msg('count must be a whole number from 1 to 20').message;
const MORNING_PUSH_MESSAGE = msg('morning_push must be true or false').message;

export class TodayRequestDto {
  posts_id: number;
  /** The request's author. */
  user_id: number;
  user_name: string;
  profile_picture: string;
  content: string;
  @ApiProperty({ enum: ['pray_request', 'emergency_pray_request'] })
  post_type: string;
  created_at: Date;
  prayer_count: number;
  /** Whether the member has a running commitment to it (committed requests come first). */
  committed: boolean;
  /** Whether the member said "I prayed" for it (on any day). */
  is_prayed: boolean;
  /** Whether they prayed for it today (since local midnight in their reminder time zone). */
  prayed_today: boolean;
}

export class TodayAnswerDto {
  /**
   * Today's selection from the member's commitments and their groups' and friends' open
   * requests: the same all day, another part of them each day; committed requests first.
   */
  requests: TodayRequestDto[];
  /** How many requests a day's selection holds (1–20, 5 until the member chooses). */
  count: number;
  /** Whether the member gets a morning push at their reminder hour. */
  morning_push: boolean;
  /** The member's local date the selection is for (YYYY-MM-DD, in their reminder time zone). */
  day: string;
}

export class TodaySettingsDto {
  /** Requests in a day's selection (1–20). */
  count: number;
  /** The morning push at the reminder hour, with the number of today's requests. */
  morning_push: boolean;
}

export class TodaySettingsAnswerDto {
  settings: TodaySettingsDto;
}

export class UpdateTodaySettingsDto {
  /** How many requests a day's selection holds (1–20). */
  @ApiProperty({ type: 'integer', minimum: TODAY_COUNT_MIN, maximum: TODAY_COUNT_MAX })
  @Transform(toIdNumber)
  @IsInt({ message: COUNT_MESSAGE })
  @Min(TODAY_COUNT_MIN, { message: COUNT_MESSAGE })
  @Max(TODAY_COUNT_MAX, { message: COUNT_MESSAGE })
  count: number;

  /** Opt in to (true) or out of (false) the morning push; unchanged when left out. */
  @IsOptional()
  @IsBoolean({ message: MORNING_PUSH_MESSAGE })
  morning_push?: boolean;
}

// The care team reaching out (ReachOutController, issue 44).

export class ReachOutDto {
  /** The emergency request's posts_id. */
  @IsDbId(msg('postId must be a positive integer').message)
  postId: number;

  /** Not to name the caller to the request's author ("Someone from the care team is reaching out"); the care team still sees who it is. */
  @ApiPropertyOptional({ default: false })
  @IsOptional()
  @IsBoolean({ message: msg('anonymous must be true or false').message })
  anonymous?: boolean;
}

/** Which request's reach-outs to read. */
export class ReachOutsQueryDto {
  /** The emergency request's posts_id. */
  @IsDbId(msg('postId must be a positive integer').message)
  postId: number;
}

/** A care team member reaching out, as the team sees them. */
export class ReachingOutDto {
  user_id: number;
  user_name: string;
  /** Path under the API prefix. */
  profile_picture: string;
  /** They asked not to be named to the author (the team still sees the name). */
  anonymous: boolean;
  /** The caller themselves. */
  is_mine: boolean;
  created_at: Date;
}

export class ReachOutsAnswerDto {
  /** Whether the caller is on the care team of the request's group and may reach out (never the author, never on a request that is not an emergency in a group). */
  can_reach_out: boolean;
  /** Who is reaching out, first come first: for the care team only (empty for everyone else, the author included). */
  reaching_out: ReachingOutDto[];
}
