import { BadRequestException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { decodeCommentCursor, encodeCommentCursor } from './comment-cursor';
import { GroupCardDto, GroupDto, GroupHeaderDto, GroupMemberDto, GroupPersonDto } from './dto/group.dto';
import { GroupAccessService } from './group-access.service';
import { GroupCommentReaderService } from './group-comment-reader.service';
import { GroupEntity } from './group.entity';
import { shownPerson, CardRow, CardWithAvatars, groupMembers, groupRow, myGroupCards, searchGroupCards } from './group-reads.repository';
import { isAcceptedMember, isAdmin, MembershipFacts, myStatusOf } from './membership-state';
import { groupSearchPattern } from './search-pattern';
import { msg } from '../i18n';
import { ReadDatabase } from '../database/read-database.service';

export const DEFAULT_COMMENT_PAGE = 50;

function header(g: GroupEntity | CardRow, m: MembershipFacts | null): GroupHeaderDto {
  return {
    group_id: g.group_id,
    title: g.title,
    description: g.description,
    theme_color: g.theme_color,
    visibility: g.visibility,
    is_active: g.is_active,
    host_user_id: g.host_user_id,
    created_at: g.created_at,
    comment_count: g.comment_count,
    member_count: g.member_count,
    my_status: myStatusOf(m),
    my_role: isAcceptedMember(m) ? m.role : null,
  };
}

function rowMembership(r: CardRow): MembershipFacts | null {
  if (r.m_user_id === null || !r.m_status || !r.m_role || r.m_inviter_id === null) return null;
  return { user_id: r.m_user_id, status: r.m_status, role: r.m_role, inviter_id: r.m_inviter_id };
}

/**
 * Everything a viewer reads about groups; who sees what is decided here. The group page is three
 * statements: the group with the viewer's membership, then its people and its thread together.
 */
@Injectable()
export class GroupReadsService {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    /** The card lists (my groups, search) are read on a replica when there are healthy ones. */
    private readonly reads: ReadDatabase,
    private readonly access: GroupAccessService,
    private readonly comments: GroupCommentReaderService,
  ) {}

  async detail(groupId: number, userId: number, page: { limit?: number; cursor?: string } = {}): Promise<GroupDto> {
    const before = page.cursor ? decodeCommentCursor(page.cursor) : null;
    if (page.cursor && !before) throw new BadRequestException(msg('Invalid cursor'));
    const row = await groupRow(this.ds, groupId, userId);
    const membership = row ? rowMembership(row) : null;
    this.access.requireVisible(row, membership);
    const member = isAcceptedMember(membership);
    const [members, inviter, thread] = await Promise.all([
      this.members(groupId, userId, { all: member, pending: isAdmin(membership) }),
      membership && myStatusOf(membership) === 'invited' ? this.person(membership.inviter_id, userId) : Promise.resolve(null),
      member ? this.comments.page(groupId, userId, page.limit ?? DEFAULT_COMMENT_PAGE, before) : Promise.resolve({ comments: [], next: null }),
    ]);
    return {
      ...header(row, membership),
      inviter,
      members,
      comments: thread.comments,
      next_cursor: thread.next ? encodeCommentCursor(thread.next) : null,
    };
  }

  /** Groups the caller belongs to, asked to join or is invited to; newest membership first. */
  async myGroups(userId: number): Promise<GroupCardDto[]> {
    return this.cards(await this.reads.read(userId, (db) => myGroupCards(db, userId)));
  }

  /** Public groups whose title or description contains q (all public groups without q). */
  async search(userId: number, q: string | undefined): Promise<GroupCardDto[]> {
    return this.cards(await this.reads.read(userId, (db) => searchGroupCards(db, userId, groupSearchPattern(q))));
  }

  private cards(rows: CardWithAvatars[]): GroupCardDto[] {
    return rows.map(({ avatars, ...r }) => ({ ...header(r, rowMembership(r)), status: r.m_status, members: avatars }));
  }

  private async members(groupId: number, viewerId: number, opts: { all: boolean; pending: boolean }): Promise<GroupMemberDto[]> {
    return groupMembers(this.ds, groupId, viewerId, opts);
  }

  private async person(userId: number, viewerId: number): Promise<GroupPersonDto | null> {
    return shownPerson(this.ds, userId, viewerId);
  }
}
