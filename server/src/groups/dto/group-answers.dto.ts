import { ApiProperty } from '@nestjs/swagger';
import { GROUP_VISIBILITIES, GroupVisibility } from '../group.entity';
import { GroupCardDto, GroupCommentDto, GroupDto } from './group.dto';

export class GroupAnswerDto {
  group: GroupDto;
}

export class CreatedGroupDto {
  groupId: number;
  /** `Group created successfully!` */
  message: string;
  group: GroupDto;
}

export class GroupsAnswerDto {
  groups: GroupCardDto[];
}

export class GroupVisibilityDto {
  @ApiProperty({ enum: GROUP_VISIBILITIES, enumName: 'GroupVisibility' })
  visibility: GroupVisibility;
}

export class GroupThemeColorDto {
  theme_color: string;
}

export class LeaveGroupAnswerDto {
  message: string;
  /** True when the caller was the last member: an empty group is deleted. */
  groupDeleted: boolean;
}

export class GroupCommentAnswerDto {
  comment: GroupCommentDto;
}

export class GroupCommentLikeDto {
  comment_id: number;
  like_count: number;
  is_liked: boolean;
}
