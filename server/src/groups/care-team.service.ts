import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { msg } from '../i18n';
import { acceptedAmong, careTeam, replaceCareTeam } from './care-team.repository';
import { CareTeamAnswerDto } from './dto/care-team.dto';
import { GROUP_NOT_FOUND, GroupAccessService } from './group-access.service';
import { recordGroupAction } from './group-audit.repository';
import { isAcceptedMember } from './membership-state';

/**
 * A group's care team (issue 44): its admins name it, its members may read it. An emergency
 * request in the group reaches the team at once (noti's groupPrayerRequested), and a team member
 * may say "I'm reaching out" (prayer's ReachOutService).
 */
@Injectable()
export class CareTeamService {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly access: GroupAccessService,
  ) {}

  /** For accepted members; 404 `Group not found` for everyone else, as the group's Prayer tab. */
  async get(me: number, groupId: number): Promise<CareTeamAnswerDto> {
    const ctx = await this.access.visible(groupId, me);
    if (!isAcceptedMember(ctx.membership)) throw new NotFoundException(GROUP_NOT_FOUND);
    return { care_team: await careTeam(this.ds.manager, groupId, me) };
  }

  /**
   * Replaces the team with `userIds` (admins only; every id an accepted member). Each member put on
   * or taken off is recorded in the group's log, in the same transaction, under the group's lock (so
   * a member leaving meanwhile is either refused here or left out by the reads).
   */
  async set(adminId: number, groupId: number, userIds: number[]): Promise<CareTeamAnswerDto> {
    await this.ds.transaction(async (em) => {
      const ctx = await this.access.visible(groupId, adminId, { em, lock: true });
      if (!isAcceptedMember(ctx.membership)) throw new NotFoundException(GROUP_NOT_FOUND);
      this.access.requireAdmin(ctx, msg('Only group admins can choose the care team').message);
      const members = new Set(await acceptedAmong(em, groupId, userIds));
      const outsiders = userIds.filter((id) => !members.has(id));
      if (outsiders.length > 0) throw new BadRequestException(msg('Only members of the group can be on its care team (not members: {ids})', { ids: outsiders.join(', ') }));
      const { added, removed } = await replaceCareTeam(em, groupId, userIds, adminId);
      for (const targetId of added) await recordGroupAction(em, { groupId, actorId: adminId, action: 'care_team_add', targetId });
      for (const targetId of removed) await recordGroupAction(em, { groupId, actorId: adminId, action: 'care_team_remove', targetId });
    });
    return { care_team: await careTeam(this.ds.manager, groupId, adminId) };
  }
}
