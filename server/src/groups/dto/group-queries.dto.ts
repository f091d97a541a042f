import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Matches, Max, Min } from 'class-validator';
import { IdField, Text } from './fields';
import { KeepValidated } from '../../common/validation';

export class GroupIdParamDto {
  @IdField('id', 'group')
  id: number;
}

export class GroupCommentsParamDto {
  @IdField('groupId', 'group')
  groupId: number;
}

@KeepValidated()
export class GroupQueryDto {
  /** Comments per page, 1–100 (default 50). */
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'limit must be a whole number from 1 to 100' })
  @Min(1, { message: 'limit must be a whole number from 1 to 100' })
  @Max(100, { message: 'limit must be a whole number from 1 to 100' })
  limit?: number;

  /** `next_cursor` of the previous page: the next page holds the comments older than it. */
  @IsOptional()
  @IsString({ message: 'Invalid cursor' })
  @Matches(/^[A-Za-z0-9_-]{1,200}$/, { message: 'Invalid cursor' })
  cursor?: string;
}

@KeepValidated()
export class SearchGroupsQueryDto {
  /** Text to find in the title or description (case-insensitive); omit it to list public groups. */
  @IsOptional()
  @Text(100, 'Search term must be text', 'Search term cannot be longer than 100 characters')
  q?: string;
}
