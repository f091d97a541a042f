import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Matches, Max, Min } from 'class-validator';
import { IdField, Text } from './fields';
import { KeepValidated } from '../../common/validation';
import { msg } from '../../i18n';

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
  @IsInt({ message: msg('limit must be a whole number from 1 to 100').message })
  @Min(1, { message: msg('limit must be a whole number from 1 to 100').message })
  @Max(100, { message: msg('limit must be a whole number from 1 to 100').message })
  limit?: number;

  /** `next_cursor` of the previous page: the next page holds the comments older than it. */
  @IsOptional()
  @IsString({ message: msg('Invalid cursor').message })
  @Matches(/^[A-Za-z0-9_-]{1,200}$/, { message: msg('Invalid cursor').message })
  cursor?: string;
}

@KeepValidated()
export class SearchGroupsQueryDto {
  /** Text to find in the title or description (case-insensitive); omit it to list public groups. */
  @IsOptional()
  @Text(100, 'Search term must be text', 'Search term cannot be longer than 100 characters')
  q?: string;
}
