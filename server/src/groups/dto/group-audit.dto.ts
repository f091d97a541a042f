import { ApiProperty } from '@nestjs/swagger';
import { GROUP_AUDIT_ACTIONS, GroupAuditAction } from '../group-audit';

/** A member named in the group's log. */
export class GroupLogPersonDto {
  user_id: number;
  user_name: string;
}

export class GroupLogEntryDto {
  entry_id: number;
  /** `remove_member`: an admin removed an accepted member; `care_team_add` / `care_team_remove`: an admin put a member on the care team or took them off it. */
  @ApiProperty({ enum: GROUP_AUDIT_ACTIONS, enumName: 'GroupAuditAction' })
  action: GroupAuditAction;
  /** The admin who acted; null once their account is no longer active. */
  actor: GroupLogPersonDto | null;
  /** The member it was done to; null once their account is no longer active. */
  target: GroupLogPersonDto | null;
  created_at: Date;
}

export class GroupLogAnswerDto {
  /** Newest first, at most 50. */
  entries: GroupLogEntryDto[];
}
