import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiForbiddenResponse, ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';
import { AuthUser } from '../common/auth-user';
import { AppScopes } from '../common/decorators/app-access.decorator';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { ErrorDto } from '../common/error.dto';
import { RateLimit } from '../common/rate-limit/rate-limit.decorator';
import { CommitmentsService } from './commitments.service';
import {
  CommitToPrayDto, CommitmentAnswerDto, EmergencyPrayersDto, KeepOpenAnswerDto, MyPrayerListDto, MyPrayerListQueryDto, PrayerMessageDto, PrayerPostIdDto,
} from './prayer.dto';
import { EmergencyPrayersService } from './emergency-prayers.service';
import { PrayerCheckinsService } from './prayer-checkins.service';

/** Prayer commitments, my prayer list, check-ins and the emergency strip (issue #33), under the posts prefix. */
@ApiTags('posts')
@ApiForbiddenResponse({ type: ErrorDto, description: 'The e-mail address is not verified yet' })
@AppScopes('prayer:read', 'prayer:write')
@Controller('posts')
export class PrayerController {
  constructor(
    private readonly commitments: CommitmentsService,
    private readonly checkins: PrayerCheckinsService,
    private readonly emergency: EmergencyPrayersService,
  ) {}

  /** Commits to pray for a prayer request for 1–30 days, with a daily reminder; committing again replaces the days. */
  @Post('commit-to-pray')
  @RateLimit('writes')
  @HttpCode(200)
  @ApiBadRequestResponse({ type: ErrorDto, description: '`Only prayer requests can be prayed for`, or invalid days' })
  @ApiNotFoundResponse({ type: ErrorDto, description: '`Post not found`' })
  @ApiConflictResponse({ type: ErrorDto, description: '`This prayer request is no longer open`' })
  commitToPray(@CurrentUser() user: AuthUser, @Body() dto: CommitToPrayDto): Promise<CommitmentAnswerDto> {
    return this.commitments.commit(user.userId, dto.postId, dto.days);
  }

  /** Ends the member's running commitment to a request. */
  @Post('end-prayer-commitment')
  @RateLimit('writes')
  @HttpCode(200)
  @ApiNotFoundResponse({ type: ErrorDto, description: '`You have no prayer commitment for this request`' })
  endPrayerCommitment(@CurrentUser() user: AuthUser, @Body() dto: PrayerPostIdDto): Promise<PrayerMessageDto> {
    return this.commitments.end(user.userId, dto.postId);
  }

  /** The open and answered requests the member prayed for or committed to in the last 30 days, newest activity first. */
  @Get('my-prayer-list')
  @ApiBadRequestResponse({ type: ErrorDto, description: '`Invalid cursor` or an invalid limit' })
  myPrayerList(@CurrentUser() user: AuthUser, @Query() q: MyPrayerListQueryDto): Promise<MyPrayerListDto> {
    return this.commitments.myPrayerList(user.userId, q.limit, q.cursor);
  }

  /** The author's answer to a check-in: the request stays open and they are asked again after PRAYER_CHECKIN_DAYS. */
  @Post('keep-prayer-request-open')
  @RateLimit('writes')
  @HttpCode(200)
  @ApiBadRequestResponse({ type: ErrorDto, description: '`Only prayer requests can be prayed for`' })
  @ApiNotFoundResponse({ type: ErrorDto, description: '`Post not found`' })
  @ApiConflictResponse({ type: ErrorDto, description: '`This prayer request is no longer open`' })
  keepPrayerRequestOpen(@CurrentUser() user: AuthUser, @Body() dto: PrayerPostIdDto): Promise<KeepOpenAnswerDto> {
    return this.checkins.keepOpen(user.userId, dto.postId);
  }

  /** Friends' open emergency prayer requests of the last 24 hours (at most 3, newest first), minus those dismissed. */
  @Get('emergency-prayers')
  emergencyPrayers(@CurrentUser() user: AuthUser): Promise<EmergencyPrayersDto> {
    return this.emergency.strip(user.userId);
  }

  /** Hides an emergency request from the member's strip. */
  @Post('dismiss-emergency-prayer')
  @RateLimit('writes')
  @HttpCode(200)
  @ApiBadRequestResponse({ type: ErrorDto, description: '`Only prayer requests can be prayed for`' })
  @ApiNotFoundResponse({ type: ErrorDto, description: '`Post not found`' })
  dismissEmergencyPrayer(@CurrentUser() user: AuthUser, @Body() dto: PrayerPostIdDto): Promise<PrayerMessageDto> {
    return this.emergency.dismiss(user.userId, dto.postId);
  }
}
