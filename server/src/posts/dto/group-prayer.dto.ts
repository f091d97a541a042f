import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { IsDbId } from '../../common/db-id';
import { KeepValidated } from '../../common/validation';
import { msg } from '../../i18n';
import { PAGE_SIZE } from './paging.dto';
import { ToInt } from './transforms';

export const GROUP_PRAYER_STATUSES = ['open', 'answered'] as const;
export type GroupPrayerStatus = (typeof GROUP_PRAYER_STATUSES)[number];

export class GroupPrayerParamDto {
  @IsDbId('groupId must be a group id')
  groupId: number;
}

const LIMIT_MESSAGE = `limit must be between 1 and ${PAGE_SIZE}`;

@KeepValidated()
export class GroupPrayerQueryDto {
  /** `open` (the default) or `answered` requests. */
  @ApiPropertyOptional({ enum: GROUP_PRAYER_STATUSES, default: 'open' })
  @IsOptional()
  @IsIn(GROUP_PRAYER_STATUSES, { message: msg('status must be open or answered').message })
  status?: GroupPrayerStatus;

  /** Requests per page, 1 to 50; 50 by default. */
  @ApiPropertyOptional({ minimum: 1, maximum: PAGE_SIZE })
  @ToInt()
  @IsOptional()
  @IsInt({ message: LIMIT_MESSAGE })
  @Min(1, { message: LIMIT_MESSAGE })
  @Max(PAGE_SIZE, { message: LIMIT_MESSAGE })
  limit?: number;

  /** The `nextCursor` of the previous page (opaque). */
  @ApiPropertyOptional({ maxLength: 200 })
  @IsOptional()
  @IsString({ message: msg('Invalid cursor').message })
  @MaxLength(200, { message: msg('Invalid cursor').message })
  cursor?: string;
}
