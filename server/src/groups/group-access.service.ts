import { ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, IsNull } from 'typeorm';
import { isBlockedBetween, notBlockedBetween } from '../conn/conn.queries';
import { activeMemberCheck } from '../users/users.queries';
import { GroupEntity, GroupMemberEntity, GroupVisibility } from './group.entity';
import { canSeeGroup, isAcceptedMember, isAdmin, MembershipFacts } from './membership-state';
import { msg } from '../i18n';

export const GROUP_NOT_FOUND = msg('Group not found').message;
export const GROUP_COMMENT_NOT_FOUND = msg('Comment not found').message;

/** What a reader may know of a thread comment. */
export interface ReadableGroupComment {
  comment_id: number;
  group_id: number;
  user_id: number;
}

/**
 * Comment $1 as member $2 may read it in the thread: they are an accepted member of its group,
 * its author's account is active and not blocked either way, it is ready or theirs, and neither
 * it nor its group was removed by a moderator.
 */
export const READABLE_GROUP_COMMENT_SQL = `SELECT c.comment_id, c.group_id, c.user_id
    FROM group_comments c
    JOIN group_members m ON m.group_id = c.group_id AND m.user_id = $2 AND m.status = 'accepted'
   WHERE c.comment_id = $1 AND c.removed_at IS NULL AND (c.is_ready OR c.user_id = $2)
     AND EXISTS (SELECT 1 FROM groups g WHERE g.group_id = c.group_id AND g.removed_at IS NULL)
     AND ${activeMemberCheck('c.user_id')} AND ${notBlockedBetween('$2', 'c.user_id')}`;

/** `SELECT user_id …`: the members of group <groupExpr> who decide on join requests: its accepted admins, or its host while it has none. */
export function requestDecidersSql(groupExpr: string): string {
  return `SELECT user_id FROM group_members WHERE group_id = ${groupExpr} AND role = 'admin' AND status = 'accepted'
       UNION SELECT host_user_id FROM groups WHERE group_id = ${groupExpr} AND NOT EXISTS (
         SELECT 1 FROM group_members WHERE group_id = ${groupExpr} AND role = 'admin' AND status = 'accepted')`;
}

const REQUEST_DECIDERS_SQL = requestDecidersSql('$1');

/**
 * Whether a block stands, either way, between member $2 and one of group $1's deciders: a member
 * whom an admin blocked (or who blocked an admin) cannot be let in by anyone else either, so no
 * friend inside can invite them past the admin's block.
 */
const BLOCKED_WITH_DECIDERS_SQL = `SELECT EXISTS (SELECT 1 FROM (${REQUEST_DECIDERS_SQL}) d WHERE ${isBlockedBetween('d.user_id', '$2')}) AS blocked`;

export interface GroupContext {
  group: GroupEntity;
  /** The caller's row (accepted, request or invitation), or null. */
  membership: GroupMemberEntity | null;
}

export interface AdminContext extends GroupContext {
  membership: GroupMemberEntity;
}

/**
 * Loads a group as the caller may see it. Every group endpoint starts here, so a private group
 * answers 404 to outsiders on every path alike, and nothing tells them it exists.
 */
@Injectable()
export class GroupAccessService {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  /**
   * `lock` takes the group row FOR UPDATE: membership changes serialise on it, so checks such as
   * "the last admin" and the member_count stay right under concurrent requests.
   */
  async visible(groupId: number, userId: number, opts: { em?: EntityManager; lock?: boolean } = {}): Promise<GroupContext> {
    const em = opts.em ?? this.ds.manager;
    const group = await em.findOne(GroupEntity, {
      // A group a moderator removed is gone for everyone, its members and host included.
      where: { group_id: groupId, removed_at: IsNull() },
      ...(opts.lock ? { lock: { mode: 'pessimistic_write' as const } } : {}),
    });
    const membership = group ? await em.findOneBy(GroupMemberEntity, { group_id: groupId, user_id: userId }) : null;
    this.requireVisible(group, membership);
    return { group, membership };
  }

  /** 404 `Group not found` unless the group exists and the caller may see it (readers that load both in one query). */
  requireVisible<G extends { visibility: GroupVisibility }>(group: G | null | undefined, membership: MembershipFacts | null): asserts group is G {
    if (!group || !canSeeGroup(group.visibility, membership)) throw new NotFoundException(GROUP_NOT_FOUND);
  }

  /** The comment if `userId` may read it in its thread; 404 `Comment not found` otherwise, also when it never existed. */
  async readableComment(commentId: number, userId: number): Promise<ReadableGroupComment> {
    const rows = await this.ds.query<ReadableGroupComment[]>(READABLE_GROUP_COMMENT_SQL, [commentId, userId]);
    if (rows.length === 0) throw new NotFoundException(GROUP_COMMENT_NOT_FOUND);
    return rows[0];
  }

  /** Who is told of a join request to group `groupId` (the notification module asks). */
  async requestDeciders(groupId: number): Promise<number[]> {
    const rows = await this.ds.query<Array<{ user_id: number }>>(REQUEST_DECIDERS_SQL, [groupId]);
    return rows.map((r) => r.user_id);
  }

  /** See BLOCKED_WITH_DECIDERS_SQL; in the caller's transaction, which holds the group lock. */
  async blockedWithDeciders(em: EntityManager, groupId: number, userId: number): Promise<boolean> {
    const [row] = await em.query<Array<{ blocked: boolean }>>(BLOCKED_WITH_DECIDERS_SQL, [groupId, userId]);
    return row.blocked;
  }

  requireMember(ctx: GroupContext, message: string): asserts ctx is AdminContext {
    if (!isAcceptedMember(ctx.membership)) throw new ForbiddenException(message);
  }

  requireAdmin(ctx: GroupContext, message: string): asserts ctx is AdminContext {
    if (!isAdmin(ctx.membership)) throw new ForbiddenException(message);
  }
}
