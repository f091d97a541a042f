import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { DomainEventsService } from '../common/domain-events.service';
import { MessageDto } from '../common/error.dto';
import { blockedUsers, deleteBlock, deleteMute, insertBlock, insertMute, mutedUsers } from './blocks.repository';
import { isReachableMember } from './connections.repository';
import { ConnectionsService, MEMBER_NOT_FOUND } from './connections.service';
import { ListedMemberDto } from './dto/block.dto';
import { msg } from '../i18n';

export const SELF_BLOCK = msg('You cannot block yourself').message;
export const SELF_MUTE = msg('You cannot mute yourself').message;

/**
 * Blocks and mutes (issue #28). A block works both ways at once: in the same transaction it ends
 * the friendship and any pending request between the two (conn's own code), and every read and
 * write elsewhere embeds `notBlockedBetween` (conn.queries.ts), so neither sees nor reaches the
 * other, answered as if the other did not exist (404). A mute is one-way and silent: the muted
 * member's posts leave the muter's feed and their actions notify the muter of nothing.
 * Both are idempotent: blocking or muting twice, or undoing what is not there, changes nothing.
 */
@Injectable()
export class BlocksService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly connections: ConnectionsService,
    private readonly events: DomainEventsService,
  ) {}

  async block(me: number, target: number): Promise<MessageDto> {
    if (target === me) throw new BadRequestException(SELF_BLOCK);
    await this.requireReachable(target);
    await this.db.transaction(async (m) => {
      await insertBlock(m, me, target);
      await this.connections.endConnection(m, me, target);
    });
    // Awaited: when the answer arrives, the blocker's unread badge no longer counts the other's notifications.
    await this.events.publishAndWait('member.blocked', { blockerId: me, blockedId: target });
    return { message: msg('Member blocked').message };
  }

  async unblock(me: number, target: number): Promise<MessageDto> {
    if (target === me) throw new BadRequestException(SELF_BLOCK);
    if (!(await deleteBlock(this.db.manager, me, target))) await this.requireReachable(target);
    return { message: msg('Member unblocked').message };
  }

  blockedUsers(me: number): Promise<ListedMemberDto[]> {
    return blockedUsers(this.db.manager, me);
  }

  async mute(me: number, target: number): Promise<MessageDto> {
    if (target === me) throw new BadRequestException(SELF_MUTE);
    await this.requireReachable(target);
    await insertMute(this.db.manager, me, target);
    return { message: msg('Member muted').message };
  }

  async unmute(me: number, target: number): Promise<MessageDto> {
    if (target === me) throw new BadRequestException(SELF_MUTE);
    if (!(await deleteMute(this.db.manager, me, target))) await this.requireReachable(target);
    return { message: msg('Member unmuted').message };
  }

  mutedUsers(me: number): Promise<ListedMemberDto[]> {
    return mutedUsers(this.db.manager, me);
  }

  private async requireReachable(userId: number): Promise<void> {
    if (!(await isReachableMember(this.db.manager, userId))) throw new NotFoundException(MEMBER_NOT_FOUND);
  }
}
