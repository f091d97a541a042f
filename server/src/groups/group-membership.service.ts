import { BadRequestException, ConflictException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { DomainEventsService } from '../common/domain-events.service';
import { areFriends, blockedBetween } from '../conn';
import { LeaveGroupAnswerDto } from './dto/group-answers.dto';
import { GroupDto } from './dto/group.dto';
import { GROUP_NOT_FOUND, GroupAccessService } from './group-access.service';
import { groupLog, recordGroupAction } from './group-audit.repository';
import type { GroupLogEntryDto } from './dto/group-audit.dto';
import { GroupReadsService } from './group-reads.service';
import { GroupRemovalService } from './group-removal.service';
import { membershipOf } from './group-access.repository';
import { countMember, deleteMembership, insertMembership, otherAdminCount, updateMembership } from './groups.repository';
import { isAcceptedMember, isAdmin, myStatusOf } from './membership-state';
import { msg } from '../i18n';

const ALREADY_MEMBER = msg('You are already a member of this group').message;
const NO_INVITATION = msg('You have no invitation to this group').message;
const NO_JOIN_REQUEST = msg('No pending join request from this user').message;
const NOT_A_MEMBER = msg('This user is not a member of this group').message;
const ONLY_ADMIN_LEAVING = msg('You are the only admin of this group. Make another member an admin before leaving.').message;
const ONLY_ADMIN_GIVING_UP = msg('You are the only admin of this group. Make another member an admin first.').message;

/**
 * Joining, invitations, leaving and admin rights. Every change locks the group row first, so
 * member_count and the "never without an admin" rule hold under concurrent requests.
 */
@Injectable()
export class GroupMembershipService {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly access: GroupAccessService,
    private readonly reads: GroupReadsService,
    private readonly events: DomainEventsService,
    private readonly removal: GroupRemovalService,
  ) {}

  /**
   * A join request (pending, inviter = invitee). Someone already invited who asks to join
   * simply accepts the invitation: a member vouched for them.
   */
  async requestJoin(userId: number, groupId: number): Promise<GroupDto> {
    const requested = await this.ds.transaction(async (em) => {
      const { membership } = await this.access.visible(groupId, userId, { em, lock: true });
      const status = myStatusOf(membership);
      if (status === 'accepted') throw new ConflictException(ALREADY_MEMBER);
      if (status === 'pending') throw new ConflictException(msg('Your request to join this group is already pending'));
      // Across a block with an admin the group is answered as one that does not exist.
      if (await this.access.blockedWithDeciders(em, groupId, userId)) throw new NotFoundException(GROUP_NOT_FOUND);
      if (status === 'invited') {
        await this.accept(em, groupId, userId);
        return false;
      }
      await insertMembership(em, { group_id: groupId, user_id: userId, status: 'pending', role: 'member', inviter_id: userId, invitee_id: userId });
      return true;
    });
    if (requested) this.events.publish('group.join-requested', { groupId, userId });
    else this.events.publish('group.member-joined', { groupId, userId });
    return this.reads.detail(groupId, userId);
  }

  /** Accepted members (admins or not) may invite their own accepted connections. */
  async invite(inviterId: number, groupId: number, inviteeId: number): Promise<{ message: string }> {
    if (inviteeId === inviterId) throw new BadRequestException(msg('You cannot invite yourself'));
    await this.ds.transaction(async (em) => {
      const ctx = await this.access.visible(groupId, inviterId, { em, lock: true });
      this.access.requireMember(ctx, 'Only group members can invite people');
      // Across a block the invitee is answered as a member who does not exist.
      if (await blockedBetween(em, inviterId, inviteeId)) throw new NotFoundException(msg('User not found'));
      if (!(await areFriends(em, inviterId, inviteeId))) throw new ForbiddenException(msg('You can only invite your own connections'));
      if (await this.access.blockedWithDeciders(em, groupId, inviteeId)) throw new NotFoundException(msg('User not found'));
      const existing = await membershipOf(em, groupId, inviteeId);
      if (existing?.status === 'accepted') throw new ConflictException(msg('This user is already a member of this group'));
      if (existing) throw new ConflictException(msg('This user already has a pending invitation or join request for this group'));
      await insertMembership(em, { group_id: groupId, user_id: inviteeId, status: 'pending', role: 'member', inviter_id: inviterId, invitee_id: inviteeId });
    });
    this.events.publish('group.invited', { groupId, inviterId, inviteeId });
    return { message: msg('Invitation sent').message };
  }

  async acceptInvitation(userId: number, groupId: number): Promise<GroupDto> {
    await this.ds.transaction(async (em) => {
      const { membership } = await this.access.visible(groupId, userId, { em, lock: true });
      this.requireInvitation(myStatusOf(membership));
      // An invitation made before a block with an admin is answered as one that does not exist.
      if (await this.access.blockedWithDeciders(em, groupId, userId)) throw new NotFoundException(NO_INVITATION);
      await this.accept(em, groupId, userId);
    });
    this.events.publish('group.member-joined', { groupId, userId });
    return this.reads.detail(groupId, userId);
  }

  async declineInvitation(userId: number, groupId: number): Promise<{ message: string }> {
    await this.ds.transaction(async (em) => {
      const { membership } = await this.access.visible(groupId, userId, { em, lock: true });
      this.requireInvitation(myStatusOf(membership));
      await deleteMembership(em, groupId, userId);
    });
    return { message: msg('Invitation declined').message };
  }

  async acceptRequest(adminId: number, groupId: number, userId: number): Promise<{ message: string }> {
    await this.ds.transaction(async (em) => {
      const ctx = await this.access.visible(groupId, adminId, { em, lock: true });
      this.access.requireAdmin(ctx, 'Only group admins can accept member requests');
      const row = await membershipOf(em, groupId, userId);
      if (myStatusOf(row) !== 'pending') throw new NotFoundException(NO_JOIN_REQUEST);
      // A request made before a block with any admin is answered as one that does not exist.
      if (await this.access.blockedWithDeciders(em, groupId, userId)) throw new NotFoundException(NO_JOIN_REQUEST);
      await this.accept(em, groupId, userId);
    });
    this.events.publish('group.member-joined', { groupId, userId });
    return { message: msg('Member request accepted').message };
  }

  /** Declines a join request; admins may withdraw a pending invitation the same way. */
  async declineRequest(adminId: number, groupId: number, userId: number): Promise<{ message: string }> {
    await this.ds.transaction(async (em) => {
      const ctx = await this.access.visible(groupId, adminId, { em, lock: true });
      this.access.requireAdmin(ctx, 'Only group admins can decline member requests');
      const row = await membershipOf(em, groupId, userId);
      if (!row || row.status !== 'pending') throw new NotFoundException(NO_JOIN_REQUEST);
      await deleteMembership(em, groupId, userId);
    });
    return { message: msg('Member request declined').message };
  }

  /**
   * Leaving: a pending requester withdraws the request. The only admin of a group with other
   * members must hand admin rights on first. The last member leaving deletes the group:
   * nobody could read, run or rejoin an empty group, so it would only linger as a husk.
   */
  async leave(userId: number, groupId: number): Promise<LeaveGroupAnswerDto> {
    let orphaned: string[] = [];
    const answer = await this.ds.transaction(async (em): Promise<LeaveGroupAnswerDto> => {
      const { group, membership } = await this.access.visible(groupId, userId, { em, lock: true });
      if (!membership) throw new BadRequestException(msg('You are not a member of this group'));
      if (!isAcceptedMember(membership)) {
        await deleteMembership(em, groupId, userId);
        return { message: myStatusOf(membership) === 'pending' ? 'Join request withdrawn' : 'Invitation declined', groupDeleted: false };
      }
      const others = group.member_count - 1;
      if (others === 0) {
        orphaned = await this.removal.delete(em, groupId);
        return { message: msg('You left the group. It had no other members, so it was deleted.').message, groupDeleted: true };
      }
      if (membership.role === 'admin' && (await otherAdminCount(em, groupId, userId)) === 0) {
        throw new ConflictException(ONLY_ADMIN_LEAVING);
      }
      await deleteMembership(em, groupId, userId);
      await countMember(em, groupId, -1);
      return { message: msg('You left the group').message, groupDeleted: false };
    });
    this.removal.release(orphaned);
    return answer;
  }

  async makeAdmin(adminId: number, groupId: number, targetUserId: number): Promise<{ message: string }> {
    await this.ds.transaction(async (em) => {
      const ctx = await this.access.visible(groupId, adminId, { em, lock: true });
      this.access.requireAdmin(ctx, 'Only group admins can make other members admins');
      const target = await membershipOf(em, groupId, targetUserId);
      if (!target) throw new NotFoundException(NOT_A_MEMBER);
      if (target.status !== 'accepted') throw new ConflictException(msg('Only accepted members can become admins'));
      if (target.role !== 'admin') await updateMembership(em, groupId, targetUserId, { role: 'admin' });
    });
    return { message: msg('Admin role assigned').message };
  }

  /**
   * An admin removes an accepted member (an admin too: any admin may already promote anyone, and
   * the caller stays). The removed member is not told who did it; the group's audit log records it.
   */
  async removeMember(adminId: number, groupId: number, userId: number): Promise<{ message: string }> {
    if (userId === adminId) throw new BadRequestException(msg('To leave the group, use leave-group'));
    await this.ds.transaction(async (em) => {
      const ctx = await this.access.visible(groupId, adminId, { em, lock: true });
      this.access.requireAdmin(ctx, 'Only group admins can remove members');
      const target = await membershipOf(em, groupId, userId);
      if (!isAcceptedMember(target)) throw new NotFoundException(NOT_A_MEMBER);
      await deleteMembership(em, groupId, userId);
      await countMember(em, groupId, -1);
      await recordGroupAction(em, { groupId, actorId: adminId, action: 'remove_member', targetId: userId });
    });
    return { message: msg('Member removed').message };
  }

  /** The group's log of what its admins did to members: for its admins only. */
  async log(adminId: number, groupId: number): Promise<GroupLogEntryDto[]> {
    const ctx = await this.access.visible(groupId, adminId);
    this.access.requireAdmin(ctx, 'Only group admins can read the group log');
    return groupLog(this.ds.manager, groupId);
  }

  /** Giving up one's own admin rights; never leaves the group without an admin. */
  async removeAdmin(userId: number, groupId: number, targetUserId: number): Promise<{ message: string }> {
    await this.ds.transaction(async (em) => {
      const { membership } = await this.access.visible(groupId, userId, { em, lock: true });
      if (targetUserId !== userId) throw new ForbiddenException(msg('You can only give up your own admin rights'));
      if (!isAdmin(membership)) throw new ConflictException(msg('You are not an admin of this group'));
      if ((await otherAdminCount(em, groupId, userId)) === 0) throw new ConflictException(ONLY_ADMIN_GIVING_UP);
      await updateMembership(em, groupId, userId, { role: 'member' });
    });
    return { message: msg('Admin rights removed').message };
  }

  private requireInvitation(status: ReturnType<typeof myStatusOf>): void {
    if (status === 'accepted') throw new ConflictException(ALREADY_MEMBER);
    if (status !== 'invited') throw new NotFoundException(NO_INVITATION);
  }

  /** Turns a pending row into an accepted member and counts them (caller holds the group lock). */
  private async accept(em: EntityManager, groupId: number, userId: number): Promise<void> {
    await updateMembership(em, groupId, userId, { status: 'accepted', joined_at: new Date() });
    await countMember(em, groupId, 1);
  }
}
