import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsOptional } from 'class-validator';
import { IsDbId } from '../common/db-id';
import { msg } from '../i18n';

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
