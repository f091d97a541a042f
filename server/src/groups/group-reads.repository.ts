import { DataSource } from 'typeorm';
import { queryPrepared } from '../database/prepared';
import { GroupMemberDto, GroupPersonDto } from './dto/group.dto';
import { GroupEntity, GroupMemberRole, GroupMemberStatus } from './group.entity';
import { GROUP_PERSON_SQL, GROUP_ROW_SQL, groupMembersSql, groupSearchSql, MY_GROUPS_SQL } from './group-reads.queries';

/** A group with the viewer's membership columns (m_*), as the card and row statements answer it. */
export interface CardRow {
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

export type CardWithAvatars = CardRow & { avatars: GroupPersonDto[] };

/** The group (not removed) with the viewer's membership; a prepared statement. */
export async function groupRow(db: DataSource, groupId: number, userId: number): Promise<CardRow | undefined> {
  const [row] = await queryPrepared<CardRow>(db, GROUP_ROW_SQL, [groupId, userId]);
  return row;
}

/** The cards of the member's groups, newest membership first; a prepared statement. */
export function myGroupCards(db: DataSource, userId: number): Promise<CardWithAvatars[]> {
  return queryPrepared<CardWithAvatars>(db, MY_GROUPS_SQL, [userId]);
}

/** Cards of public groups matching `pattern` (a LIKE pattern; all of them without one). */
export function searchGroupCards(db: DataSource, userId: number, pattern: string | null): Promise<CardWithAvatars[]> {
  return db.query<CardWithAvatars[]>(groupSearchSql(pattern !== null), pattern !== null ? [userId, pattern] : [userId]);
}

/** The people of the group as the viewer sees them (group-reads.queries.ts: groupMembersSql); a prepared statement. */
export function groupMembers(db: DataSource, groupId: number, viewerId: number, opts: { all: boolean; pending: boolean }): Promise<GroupMemberDto[]> {
  return queryPrepared<GroupMemberDto>(db, groupMembersSql(opts), [groupId, viewerId]);
}

/** A member's name and picture as the viewer may see them (shown, not across a block); null otherwise. */
export async function shownPerson(db: DataSource, userId: number, viewerId: number): Promise<GroupPersonDto | null> {
  const rows = await db.query<GroupPersonDto[]>(GROUP_PERSON_SQL, [userId, viewerId]);
  return rows[0] ?? null;
}
