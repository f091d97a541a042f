import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsOptional } from 'class-validator';
import { GROUP_THEME_COLORS, GROUP_VISIBILITIES, GroupVisibility } from '../group.entity';
import { RequiredText } from './fields';
import { msg } from '../../i18n';

const REQUIRED = msg('Group name and description are required.').message;

export class CreateGroupDto {
  /** The group's name (trimmed, 1–120 characters). */
  @RequiredText(120, REQUIRED, 'Group name cannot be longer than 120 characters')
  groupTitle: string;

  /** What the group is about (trimmed, 1–700 characters). */
  @RequiredText(700, REQUIRED, 'Group description cannot be longer than 700 characters')
  description: string;

  /** `group_public` (default) is visible in search; `group_private` is hidden from everyone outside it. */
  @ApiProperty({ enum: GROUP_VISIBILITIES, enumName: 'GroupVisibility', required: false, default: 'group_public' })
  @IsOptional()
  @IsIn(GROUP_VISIBILITIES, { message: msg('Visibility must be group_public or group_private').message })
  visibility?: GroupVisibility;

  /** Stored with the group; defaults to true. */
  @IsOptional()
  @IsBoolean({ message: msg('isActive must be true or false').message })
  isActive?: boolean;

  /** One of the 12 preset colours (default `#7da9d9`). */
  @ApiProperty({ enum: GROUP_THEME_COLORS, enumName: 'GroupThemeColor', required: false, default: '#7da9d9' })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  @IsIn(GROUP_THEME_COLORS, { message: msg('Theme colour must be one of the 12 preset colours').message })
  themeColor?: string;
}
