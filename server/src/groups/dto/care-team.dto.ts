import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayUnique, IsArray, IsInt, Max, Min } from 'class-validator';
import { DB_ID_MAX } from '../../common/db-id';
import { msg } from '../../i18n';
import { GroupPersonDto } from './group.dto';

/** Most members on one group's care team. */
export const CARE_TEAM_MAX = 20;

const USER_IDS_MESSAGE = msg('userIds must be a list of at most 20 different member ids').message;

/** The whole care team: it replaces the team the group had. */
export class SetCareTeamDto {
  /** The members on the team (accepted members of the group), at most 20, no repeats; an empty list ends the team. */
  @ApiProperty({ type: [Number], maxItems: CARE_TEAM_MAX, example: [12, 34] })
  @IsArray({ message: USER_IDS_MESSAGE })
  @ArrayMaxSize(CARE_TEAM_MAX, { message: USER_IDS_MESSAGE })
  @ArrayUnique({ message: USER_IDS_MESSAGE })
  @IsInt({ each: true, message: USER_IDS_MESSAGE })
  @Min(1, { each: true, message: USER_IDS_MESSAGE })
  @Max(DB_ID_MAX, { each: true, message: USER_IDS_MESSAGE })
  userIds: number[];
}

/** A group's care team: who is told at once of an emergency request in it. */
export class CareTeamAnswerDto {
  /** By name; members the caller blocked, or who blocked them, are left out. */
  care_team: GroupPersonDto[];
}
