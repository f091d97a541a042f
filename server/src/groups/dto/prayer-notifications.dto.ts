import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { msg } from '../../i18n';

export const GROUP_PRAYER_LEVELS = ['all', 'emergency', 'none'] as const;
export type GroupPrayerLevel = (typeof GROUP_PRAYER_LEVELS)[number];

/** What of the group's new prayer requests notifies the member. */
export class GroupPrayerNotificationsDto {
  /** `all` prayer and emergency requests, only `emergency` requests (the default), or `none`. */
  @ApiProperty({ enum: GROUP_PRAYER_LEVELS })
  @IsIn(GROUP_PRAYER_LEVELS, { message: msg('level must be all, emergency or none').message })
  level: GroupPrayerLevel;
}
