import { ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { GroupEntity, GroupMemberEntity, GroupVisibility } from './group.entity';
import { blockedWithDeciders, findGroup, membershipOf, ReadableGroupComment, readableComment, requestDeciders } from './group-access.repository';
import { canSeeGroup, isAcceptedMember, isAdmin, MembershipFacts } from './membership-state';
import { msg } from '../i18n';

export const GROUP_NOT_FOUND = msg('Group not found').message;
export const GROUP_COMMENT_NOT_FOUND = msg('Comment not found').message;

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
    // A group a moderator removed is gone for everyone, its members and host included.
    const group = await findGroup(em, groupId, opts.lock === true);
    const membership = group ? await membershipOf(em, groupId, userId) : null;
    this.requireVisible(group, membership);
    return { group, membership };
  }

  /** 404 `Group not found` unless the group exists and the caller may see it (readers that load both in one query). */
  requireVisible<G extends { visibility: GroupVisibility }>(group: G | null | undefined, membership: MembershipFacts | null): asserts group is G {
    if (!group || !canSeeGroup(group.visibility, membership)) throw new NotFoundException(GROUP_NOT_FOUND);
  }

  /** The comment if `userId` may read it in its thread; 404 `Comment not found` otherwise, also when it never existed. */
  async readableComment(commentId: number, userId: number): Promise<ReadableGroupComment> {
    const comment = await readableComment(this.ds, commentId, userId);
    if (!comment) throw new NotFoundException(GROUP_COMMENT_NOT_FOUND);
    return comment;
  }

  /** Who is told of a join request to group `groupId` (the notification module asks). */
  async requestDeciders(groupId: number): Promise<number[]> {
    return requestDeciders(this.ds, groupId);
  }

  /**
   * Whether a block stands, either way, between member `userId` and one of the group's deciders
   * (group-access.queries.ts: BLOCKED_WITH_DECIDERS_SQL); in the caller's transaction, which holds the group lock.
   */
  blockedWithDeciders(em: EntityManager, groupId: number, userId: number): Promise<boolean> {
    return blockedWithDeciders(em, groupId, userId);
  }

  requireMember(ctx: GroupContext, message: string): asserts ctx is AdminContext {
    if (!isAcceptedMember(ctx.membership)) throw new ForbiddenException(message);
  }

  requireAdmin(ctx: GroupContext, message: string): asserts ctx is AdminContext {
    if (!isAdmin(ctx.membership)) throw new ForbiddenException(message);
  }
}
