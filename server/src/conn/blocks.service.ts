import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { DomainEventsService } from '../common/domain-events.service';
import { MessageDto } from '../common/error.dto';
import { memberJoin, reachableMemberById } from '../users/users.queries';
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
      await m.query(`INSERT INTO blocks (blocker_id, blocked_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [me, target]);
      await this.connections.endConnection(m, me, target);
    });
    // Awaited: when the answer arrives, the blocker's unread badge no longer counts the other's notifications.
    await this.events.publishAndWait('member.blocked', { blockerId: me, blockedId: target });
    return { message: msg('Member blocked').message };
  }

  async unblock(me: number, target: number): Promise<MessageDto> {
    if (target === me) throw new BadRequestException(SELF_BLOCK);
    const removed: unknown[] = await this.db.query(`DELETE FROM blocks WHERE blocker_id = $1 AND blocked_id = $2 RETURNING 1`, [me, target]);
    if (removed.length === 0) await this.requireReachable(target);
    return { message: msg('Member unblocked').message };
  }

  blockedUsers(me: number): Promise<ListedMemberDto[]> {
    return this.db.query(
      `SELECT u.user_id, u.user_name, u.profile_picture
         FROM blocks b ${memberJoin('u', 'b.blocked_id')}
        WHERE b.blocker_id = $1 AND u.status = 'active'
        ORDER BY b.created_at DESC, u.user_id`,
      [me],
    );
  }

  async mute(me: number, target: number): Promise<MessageDto> {
    if (target === me) throw new BadRequestException(SELF_MUTE);
    await this.requireReachable(target);
    await this.db.query(`INSERT INTO mutes (muter_id, muted_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [me, target]);
    return { message: msg('Member muted').message };
  }

  async unmute(me: number, target: number): Promise<MessageDto> {
    if (target === me) throw new BadRequestException(SELF_MUTE);
    const removed: unknown[] = await this.db.query(`DELETE FROM mutes WHERE muter_id = $1 AND muted_id = $2 RETURNING 1`, [me, target]);
    if (removed.length === 0) await this.requireReachable(target);
    return { message: msg('Member unmuted').message };
  }

  mutedUsers(me: number): Promise<ListedMemberDto[]> {
    return this.db.query(
      `SELECT u.user_id, u.user_name, u.profile_picture
         FROM mutes x ${memberJoin('u', 'x.muted_id')}
        WHERE x.muter_id = $1 AND u.status = 'active'
        ORDER BY x.created_at DESC, u.user_id`,
      [me],
    );
  }

  private async requireReachable(userId: number, m: EntityManager = this.db.manager): Promise<void> {
    const rows: unknown[] = await m.query(`SELECT 1 ${reachableMemberById('$1')}`, [userId]);
    if (rows.length === 0) throw new NotFoundException(MEMBER_NOT_FOUND);
  }
}
