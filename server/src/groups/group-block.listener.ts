import { Injectable, Logger } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { DomainEvents } from '../common/events';
import { deletePendingAcrossBlock } from './group-access.repository';

/**
 * Invitations and join requests of either member to a group the other one decides on: after the
 * block nobody may accept them (GroupMembershipService answers 404), so they go, and with them
 * the sight of a private group a pending invitation gave. Pending rows are not counted in
 * member_count, so the group row need not be locked; an accept racing this either committed
 * first (the row is no longer pending and stays) or is refused by the block.
 */
@Injectable()
export class GroupBlockListener {
  private readonly log = new Logger('Groups');

  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  @OnEvent('member.blocked', { async: true, promisify: true })
  async onBlocked({ blockerId, blockedId }: DomainEvents['member.blocked']): Promise<void> {
    try {
      await deletePendingAcrossBlock(this.ds.manager, blockerId, blockedId);
    } catch (err) {
      // The block stands either way, and accepting across it is refused; only the rows linger.
      this.log.warn(`pending memberships between ${blockerId} and ${blockedId} not removed: ${(err as Error).message}`);
    }
  }
}
