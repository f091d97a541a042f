import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { DomainEventsService } from '../common/domain-events.service';
import { DomainEvents } from '../common/events';
import { RateLimitService } from '../common/rate-limit/rate-limit.service';
import { ConnectionEntity } from './connection.entity';
import { ConnectionUserDto, FriendRequestDto } from './dto/connection-user.dto';
import { FriendActionDto } from './dto/friend-request.dto';
import { FriendStatus, friendStatusFor } from './friend-status';
import { blockedBetween, hasBlocked } from './blocks.repository';
import {
  deleteConnection,
  findPair,
  friendRequestsTo,
  friendsOf,
  insertRequest,
  isReachableMember,
  lockPair,
  lockPendingRequest,
  updateConnection,
} from './connections.repository';
import { deleteFriendship, insertFriendship } from './friendships.repository';
import { msg } from '../i18n';

export const MEMBER_NOT_FOUND = msg('User not found').message;
export const REQUEST_NOT_FOUND = msg('Friend request not found').message;
export const FRIEND_NOT_FOUND = msg('Friend not found').message;
export const SELF_REQUEST = msg('You cannot send a friend request to yourself').message;

type ConnectionEvent = { name: 'connection.requested' | 'connection.accepted'; payload: DomainEvents['connection.requested'] };

const REQUEST_SENT: FriendActionDto = { message: msg('Request Sent!').message, status: 'pending' };

/**
 * Friendship between members ("connections"). One `connections` row per pair of members holds
 * the request and its answer; the `friendships` table (one row per direction) mirrors exactly
 * the accepted rows and is written in the same transaction, because post visibility and the
 * feed read it directly: a friendship opens friends-only posts at once and its end closes them
 * at once.
 *
 * Transitions (seen from the two members A and B):
 * - none → pending: A sends. Sending again changes nothing.
 * - pending → accepted: B accepts, or B sends a request to A (both want it).
 * - pending → declined: B declines. Only the receiver answers a request.
 * - accepted → declined: either friend removes the other (the spec's client shows "declined").
 * - declined → pending: either member sends a new request; it becomes an ordinary request from
 *   that member, so someone who declined can change their mind and a declined sender may ask
 *   again, one request (and one notification) per answer, once a cool-down after the decline
 *   has passed (429 before).
 */
@Injectable()
export class ConnectionsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly events: DomainEventsService,
    private readonly limits: RateLimitService,
  ) {}

  async sendFriendRequest(me: number, receiverId: number): Promise<FriendActionDto> {
    if (receiverId === me) throw new BadRequestException(SELF_REQUEST);
    await this.requireReachableMember(receiverId);
    const { result, event } = await this.db.transaction(async (m) => {
      // A block either way: answered as for a member who does not exist.
      if (await blockedBetween(m, me, receiverId)) throw new NotFoundException(MEMBER_NOT_FOUND);
      // A new pair gets its row here (the unique index is on the unordered pair); otherwise the
      // existing row is locked and moved on, so concurrent requests from both sides serialise.
      if (await insertRequest(m, me, receiverId)) return { result: REQUEST_SENT, event: requested(me, receiverId) };
      const row = await lockPair(m, me, receiverId);
      if (!row) throw new NotFoundException(MEMBER_NOT_FOUND);
      return this.applySend(m, me, receiverId, row);
    });
    if (event) this.publish(event);
    return result;
  }

  async friendRequestStatus(me: number, userId: number): Promise<FriendStatus> {
    if (userId === me) return 'none';
    await this.requireReachableMember(userId);
    if (await hasBlocked(this.db.manager, me, userId)) return 'blocked';
    if (await hasBlocked(this.db.manager, userId, me)) throw new NotFoundException(MEMBER_NOT_FOUND);
    const row = await findPair(this.db.manager, me, userId);
    return friendStatusFor(me, row);
  }

  async friendRequestsToMe(me: number): Promise<FriendRequestDto[]> {
    return friendRequestsTo(this.db.manager, me);
  }

  async acceptFriendRequest(me: number, senderId: number): Promise<FriendActionDto> {
    await this.db.transaction(async (m) => {
      const row = await this.lockIncomingRequest(m, me, senderId);
      await this.befriend(m, row);
    });
    this.publish({ name: 'connection.accepted', payload: { senderId, receiverId: me } });
    return { message: msg('Friend request accepted').message, status: 'accepted' };
  }

  async declineFriendRequest(me: number, senderId: number): Promise<FriendActionDto> {
    await this.db.transaction(async (m) => {
      const row = await this.lockIncomingRequest(m, me, senderId);
      await updateConnection(m, row.connections_id, { status: 'declined' });
    });
    await this.limits.startFriendRequestCooldown(senderId, me);
    return { message: msg('Friend request declined').message, status: 'declined' };
  }

  async removeFriend(me: number, friendId: number): Promise<FriendActionDto> {
    await this.db.transaction(async (m) => {
      const row = await lockPair(m, me, friendId);
      if (row?.status !== 'accepted') throw new NotFoundException(FRIEND_NOT_FOUND);
      await updateConnection(m, row.connections_id, { status: 'declined' });
      await deleteFriendship(m, me, friendId);
    });
    return { message: msg('Friend removed.').message, status: 'declined' };
  }

  /** The caller's friends whose accounts are active, by name. */
  async myFriends(me: number): Promise<ConnectionUserDto[]> {
    return friendsOf(this.db.manager, me);
  }

  /**
   * Ends whatever connection the two members have (friendship, pending or declined request), in
   * the caller's transaction: a block does this, and afterwards neither may send a request.
   */
  async endConnection(m: EntityManager, a: number, b: number): Promise<void> {
    const row = await lockPair(m, a, b);
    if (row) await deleteConnection(m, row.connections_id);
    await deleteFriendship(m, a, b);
  }

  /** A request to someone with whom a connection row already exists. */
  private async applySend(
    m: EntityManager,
    me: number,
    receiverId: number,
    row: ConnectionEntity,
  ): Promise<{ result: FriendActionDto; event?: ConnectionEvent }> {
    const status = friendStatusFor(me, row);
    switch (status) {
      case 'incoming':
        // They asked first: my request is my yes.
        await this.befriend(m, row);
        return {
          result: { message: msg('Friend request accepted').message, status: 'accepted' },
          event: { name: 'connection.accepted', payload: { senderId: receiverId, receiverId: me } },
        };
      case 'declined':
        // A member whose request was declined waits (FRIEND_REQUEST_COOLDOWN_SECONDS) before asking again.
        if (row.sender_id === me) await this.limits.assertNoFriendRequestCooldown(me, receiverId);
        await updateConnection(m, row.connections_id, { sender_id: me, receiver_id: receiverId, status: 'pending' });
        return { result: REQUEST_SENT, event: requested(me, receiverId) };
      case 'pending':
        return { result: REQUEST_SENT }; // sent before: nothing changes, nobody is notified twice
      default:
        return { result: { message: msg('You Are Friends').message, status } };
    }
  }

  private async befriend(m: EntityManager, row: ConnectionEntity): Promise<void> {
    await updateConnection(m, row.connections_id, { status: 'accepted' });
    await insertFriendship(m, row.sender_id, row.receiver_id);
  }

  /** The pending request `senderId` sent to me, locked; 404 for anyone else (only the receiver answers). */
  private async lockIncomingRequest(m: EntityManager, me: number, senderId: number): Promise<ConnectionEntity> {
    const row = await lockPendingRequest(m, senderId, me);
    if (!row || !(await isReachableMember(m, senderId))) throw new NotFoundException(REQUEST_NOT_FOUND);
    return row;
  }

  private async requireReachableMember(userId: number): Promise<void> {
    if (!(await isReachableMember(this.db.manager, userId))) throw new NotFoundException(MEMBER_NOT_FOUND);
  }

  private publish(event: ConnectionEvent): void {
    this.events.publish(event.name, event.payload);
  }
}

function requested(senderId: number, receiverId: number): ConnectionEvent {
  return { name: 'connection.requested', payload: { senderId, receiverId } };
}
