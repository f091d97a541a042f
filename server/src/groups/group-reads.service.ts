import { BadRequestException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { notBlockedWithViewer } from '../conn/conn.queries';
import { queryPrepared } from '../database/prepared';
import { activeMemberJoin, activeMemberSelect } from '../users/users.queries';
import { decodeCommentCursor, encodeCommentCursor } from './comment-cursor';
import { GroupCardDto, GroupDto, GroupHeaderDto, GroupMemberDto, GroupPersonDto } from './dto/group.dto';
import { GroupAccessService } from './group-access.service';
import { GroupCommentReaderService } from './group-comment-reader.service';
import { GroupEntity, GroupMemberRole, GroupMemberStatus } from './group.entity';
import { isAcceptedMember, isAdmin, MembershipFacts, myStatusOf } from './membership-state';
import { groupSearchPattern } from './search-pattern';
import { msg } from '../i18n';

export const DEFAULT_COMMENT_PAGE = 50;
/** Avatars on cards and for people outside the group. */
export const AVATAR_COUNT = 5;
const SEARCH_LIMIT = 50;

interface CardRow {
  group_id: number;
  title: string;
  description: string;
  theme_color: string;
  visibility: GroupEntity['visibility'];
  is_active: boolean;
  host_user_id: number;
  created_at: Date;
  comment_count: number;
  member_count: number;
  m_user_id: number | null;
  m_status: GroupMemberStatus | null;
  m_role: GroupMemberRole | null;
  m_inviter_id: number | null;
}

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

const CARD_COLUMNS = `g.group_id, g.title, g.description, g.theme_color, g.visibility, g.is_active, g.host_user_id,
  g.created_at, g.comment_count, g.member_count,
  m.user_id AS m_user_id, m.status AS m_status, m.role AS m_role, m.inviter_id AS m_inviter_id`;

/**
 * Only members whose account is active are shown anywhere in groups (cards, people, thread,
 * inviter): a deleted account waiting for its purge, or a suspended one, is out of sight at once.
 * The test is on the users row each read already joins by primary key for the name. member_count
 * and comment_count stay the stored counts: the purge takes a deleted member off them.
 */
const activeMember = (idExpr: string) => activeMemberJoin('u', idExpr);

/** The first accepted members of group g (admins first) as JSON, for its card; none blocked either way with viewer $1. */
const CARD_AVATARS = `coalesce((SELECT json_agg(json_build_object('user_id', a.user_id, 'user_name', a.user_name, 'profile_picture', a.profile_picture)
      ORDER BY a.is_admin DESC, a.joined_at, a.user_id)
    FROM (SELECT u.user_id, u.user_name, u.profile_picture, gm.role = 'admin' AS is_admin, gm.joined_at
            FROM group_members gm ${activeMember('gm.user_id')}
           WHERE gm.group_id = g.group_id AND gm.status = 'accepted' AND ${notBlockedWithViewer('$1', 'gm.user_id')}
           ORDER BY gm.role = 'admin' DESC, gm.joined_at, gm.user_id
           LIMIT ${AVATAR_COUNT}) a), '[]'::json) AS avatars`;

/** The cards of member $1's groups (belongs to, asked to join, invited to), newest membership first; none removed by a moderator. */
export const MY_GROUPS_SQL = `SELECT ${CARD_COLUMNS}, ${CARD_AVATARS}
  FROM group_members m JOIN groups g ON g.group_id = m.group_id
 WHERE m.user_id = $1 AND g.removed_at IS NULL
 ORDER BY m.joined_at DESC, g.group_id DESC`;

/** Group $1 with the membership row of member $2 (if any); no row when it does not exist or was removed. */
export const GROUP_ROW_SQL = `SELECT ${CARD_COLUMNS}
  FROM groups g LEFT JOIN group_members m ON m.group_id = g.group_id AND m.user_id = $2 WHERE g.group_id = $1 AND g.removed_at IS NULL`;

/**
 * The people of group $1 on its page: accepted members (admins first), plus join requests and
 * invitations when `pending` (for admins); the first few only unless `all` (for members). None
 * blocked either way with viewer $2.
 */
export function groupMembersSql(opts: { all: boolean; pending: boolean }): string {
  return `SELECT u.user_id, u.user_name, u.profile_picture, u.bio, u.mode,
          m.status, m.role, m.joined_at, m.inviter_id, m.invitee_id
     FROM group_members m ${activeMember('m.user_id')}
    WHERE m.group_id = $1 AND ${opts.pending ? 'TRUE' : `m.status = 'accepted'`} AND ${notBlockedWithViewer('$2', 'm.user_id')}
    ORDER BY m.status = 'accepted' DESC, m.role = 'admin' DESC, m.joined_at, m.user_id
    ${opts.all ? '' : `LIMIT ${AVATAR_COUNT}`}`;
}

/**
 * Everything a viewer reads about groups; who sees what is decided here. The group page is three
 * statements: the group with the viewer's membership, then its people and its thread together.
 */
@Injectable()
export class GroupReadsService {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly access: GroupAccessService,
    private readonly comments: GroupCommentReaderService,
  ) {}

  async detail(groupId: number, userId: number, page: { limit?: number; cursor?: string } = {}): Promise<GroupDto> {
    const before = page.cursor ? decodeCommentCursor(page.cursor) : null;
    if (page.cursor && !before) throw new BadRequestException(msg('Invalid cursor'));
    const [row] = await queryPrepared<CardRow>(
      this.ds,
      GROUP_ROW_SQL,
      [groupId, userId],
    );
    const membership = row ? rowMembership(row) : null;
    this.access.requireVisible(row, membership);
    const member = isAcceptedMember(membership);
    const [members, inviter, thread] = await Promise.all([
      this.members(groupId, userId, { all: member, pending: isAdmin(membership) }),
      membership && myStatusOf(membership) === 'invited' ? this.person(membership.inviter_id) : Promise.resolve(null),
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
    return this.cards(await queryPrepared<CardRow & { avatars: GroupPersonDto[] }>(this.ds, MY_GROUPS_SQL, [userId]));
  }

  /** Public groups whose title or description contains q (all public groups without q). */
  async search(userId: number, q: string | undefined): Promise<GroupCardDto[]> {
    const pattern = groupSearchPattern(q);
    const rows = await this.ds.query<Array<CardRow & { avatars: GroupPersonDto[] }>>(
      `SELECT ${CARD_COLUMNS}, ${CARD_AVATARS}
         FROM groups g LEFT JOIN group_members m ON m.group_id = g.group_id AND m.user_id = $1
        WHERE g.visibility = 'group_public' AND g.removed_at IS NULL
          ${pattern ? `AND (lower(g.title) || ' ' || lower(g.description)) LIKE $2 ESCAPE '\\'` : ''}
        ORDER BY g.member_count DESC, g.group_id DESC
        LIMIT ${SEARCH_LIMIT}`,
      pattern ? [userId, pattern] : [userId],
    );
    return this.cards(rows);
  }

  private cards(rows: Array<CardRow & { avatars: GroupPersonDto[] }>): GroupCardDto[] {
    return rows.map(({ avatars, ...r }) => ({ ...header(r, rowMembership(r)), status: r.m_status, members: avatars }));
  }

  private async members(groupId: number, viewerId: number, opts: { all: boolean; pending: boolean }): Promise<GroupMemberDto[]> {
    return queryPrepared<GroupMemberDto>(this.ds, groupMembersSql(opts), [groupId, viewerId]);
  }

  private async person(userId: number): Promise<GroupPersonDto | null> {
    const rows = await this.ds.query<GroupPersonDto[]>(
      activeMemberSelect('u.user_id, u.user_name, u.profile_picture', 'u', '$1'),
      [userId],
    );
    return rows[0] ?? null;
  }
}
