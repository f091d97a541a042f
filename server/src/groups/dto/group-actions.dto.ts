import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional } from 'class-validator';
import { GROUP_THEME_COLORS } from '../group.entity';
import { IdField, Text } from './fields';
import { KeepValidated } from '../../common/validation';
import { msg } from '../../i18n';

/** An action on one group by the caller (leave, answer an invitation, settings, report…). */
@KeepValidated()
export class GroupIdDto {
  @IdField('groupId', 'group')
  groupId: number;
}

/** Asks to join a group. */
export class RequestJoinGroupDto {
  @IdField('groupId', 'group')
  groupId: number;

  /** Accepted for compatibility with older clients; the server uses the caller's own name. */
  @IsOptional()
  @Text(100, 'userName must be text', 'userName cannot be longer than 100 characters')
  userName?: string;
}

/** Invites one of the caller's connections. */
export class InviteUserDto {
  @IdField('groupId', 'group')
  groupId: number;

  /** The connection to invite. */
  @IdField('targetUserId', 'member')
  targetUserId: number;

  /** Accepted for compatibility with older clients; the server reads names itself. */
  @IsOptional()
  @Text(100, 'userName must be text', 'userName cannot be longer than 100 characters')
  userName?: string;
}

/** An admin's answer to a member's join request. */
export class GroupMemberRequestDto {
  @IdField('groupId', 'group')
  groupId: number;

  /** The member who asked to join. */
  @IdField('userId', 'member')
  userId: number;
}

/** Promotes an accepted member to admin. */
export class MakeAdminDto {
  @IdField('groupId', 'group')
  groupId: number;

  @IdField('targetUserId', 'member')
  targetUserId: number;
}

/** Removes an accepted member from the group (admins only). */
export class RemoveMemberDto {
  @IdField('groupId', 'group')
  groupId: number;

  /** The member to remove. */
  @IdField('userId', 'member')
  userId: number;
}

/** Gives up the caller's own admin rights (`userId` must be the caller). */
export class RemoveAdminDto {
  @IdField('groupId', 'group')
  groupId: number;

  @IdField('userId', 'member')
  userId: number;
}

export class ChangeGroupThemeColorDto {
  @IdField('groupId', 'group')
  groupId: number;

  /** One of the 12 preset colours. */
  @ApiProperty({ enum: GROUP_THEME_COLORS, enumName: 'GroupThemeColor' })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  @IsIn(GROUP_THEME_COLORS, { message: msg('Theme colour must be one of the 12 preset colours').message })
  theme_color: string;
}
