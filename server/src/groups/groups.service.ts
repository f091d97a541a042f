import { ForbiddenException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { CreateGroupDto } from './dto/create-group.dto';
import { CreatedGroupDto, GroupThemeColorDto, GroupVisibilityDto } from './dto/group-answers.dto';
import { GroupAccessService } from './group-access.service';
import { ReportAnswerDto, ReportsService, type ReportInput } from '../reports';
import { GroupReadsService } from './group-reads.service';
import { GroupRemovalService } from './group-removal.service';
import { insertGroup, insertMembership, updateGroup } from './groups.repository';
import { msg } from '../i18n';
import { WatchedWordsService } from '../watched';

export const DEFAULT_THEME_COLOR = '#7da9d9';

/** Creating a group and the admins' settings: audience, theme colour, deletion; reports. */
@Injectable()
export class GroupsService {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly access: GroupAccessService,
    private readonly reads: GroupReadsService,
    private readonly removal: GroupRemovalService,
    private readonly reports: ReportsService,
    private readonly watched: WatchedWordsService,
  ) {}

  /** The creator becomes the host and the first accepted admin. */
  async create(userId: number, dto: CreateGroupDto): Promise<CreatedGroupDto> {
    // A group is not held: require_approval on its title or description opens a case as flag does.
    const screening = await this.watched.screen(dto.groupTitle, dto.description);
    const groupId = await this.ds.transaction(async (em) => {
      const group = await insertGroup(em, {
        title: dto.groupTitle,
        description: dto.description,
        visibility: dto.visibility ?? 'group_public',
        is_active: dto.isActive ?? true,
        theme_color: dto.themeColor ?? DEFAULT_THEME_COLOR,
        host_user_id: userId,
        member_count: 1,
      });
      await insertMembership(em, {
        group_id: group.group_id,
        user_id: userId,
        status: 'accepted',
        role: 'admin',
        inviter_id: userId,
        invitee_id: userId,
      });
      await this.watched.report(screening, 'group', group.group_id, em);
      return group.group_id;
    });
    return { groupId, message: msg('Group created successfully!').message, group: await this.reads.detail(groupId, userId) };
  }

  /** Toggles between group_public (Visible in search) and group_private (Hidden). */
  async toggleAudience(userId: number, groupId: number): Promise<GroupVisibilityDto> {
    return this.ds.transaction(async (em) => {
      const ctx = await this.access.visible(groupId, userId, { em, lock: true });
      this.access.requireAdmin(ctx, 'Only group admins can change the group audience');
      const visibility = ctx.group.visibility === 'group_public' ? 'group_private' : 'group_public';
      await updateGroup(em, groupId, { visibility });
      return { visibility };
    });
  }

  async changeThemeColor(userId: number, groupId: number, color: string): Promise<GroupThemeColorDto> {
    const ctx = await this.access.visible(groupId, userId);
    this.access.requireAdmin(ctx, 'Only group admins can change the theme colour');
    await updateGroup(this.ds.manager, groupId, { theme_color: color });
    return { theme_color: color };
  }

  /**
   * Only the host, while still a member, may delete the group (members, comments, likes and
   * media rows go with it through the foreign keys).
   */
  async delete(userId: number, groupId: number): Promise<{ message: string }> {
    const keys = await this.ds.transaction(async (em) => {
      const ctx = await this.access.visible(groupId, userId, { em, lock: true });
      if (ctx.group.host_user_id !== userId || ctx.membership?.status !== 'accepted') {
        throw new ForbiddenException(msg('Only the group host can delete this group'));
      }
      return this.removal.delete(em, groupId);
    });
    this.removal.release(keys);
    return { message: msg('Group deleted').message };
  }

  /** One report per reporter and group; reporting again updates its reason and details and answers the same. */
  async report(userId: number, groupId: number, input: ReportInput): Promise<ReportAnswerDto> {
    await this.access.visible(groupId, userId);
    const filed = await this.reports.report(userId, 'group', groupId, input);
    return { message: msg('Group reported').message, ...filed };
  }
}
