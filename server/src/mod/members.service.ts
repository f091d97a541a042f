import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { postCountsOf } from '../posts';
import { SessionCacheService } from '../auth';
import { reportsAgainst } from '../reports';
import { approveRegistration, lockStanding, memberLookup, ModeratedMember, moderatedMemberById, setRole } from '../users';
import { AuditLogService } from './audit-log.service';
import { ModMemberDto, ModMembersDto } from './dto/mod-responses.dto';
import { Operator } from './operator';
import { isOperator, Role } from './roles';
import { USER_NOT_FOUND } from './suspensions.service';
import { msg } from '../i18n';

/** Member lookup for operators and role changes (paka only, checked by the route's guard). */
@Injectable()
export class ModMembersService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly audit: AuditLogService,
    private readonly sessionCache: SessionCacheService,
  ) {}

  async lookup(q: string | undefined, cursor: number | undefined): Promise<ModMembersDto> {
    const { members, nextCursor } = await memberLookup(this.db.manager, q || undefined, cursor);
    return { users: await this.withCounts(members), nextCursor };
  }

  /** One member as the lookup shows them (the answer of suspend, unsuspend and set-role). */
  async describe(userId: number): Promise<ModMemberDto> {
    const member = await moderatedMemberById(this.db.manager, userId);
    if (!member) throw new NotFoundException(USER_NOT_FOUND);
    const [described] = await this.withCounts([member]);
    return described;
  }

  /**
   * Gives a member a role. The role guard reads the role at every request, so it applies at the
   * member's next request; a paka cannot change their own role (the last paka could lock
   * everyone out), the command-line tool can.
   *
   * An operator role approves a registration still waiting for review (REGISTRATION_MODE=approval,
   * audited as an approval): an operator nobody let in could call nothing, and the first one
   * could otherwise only be let in by SQL.
   */
  async setRole(actor: Operator, userId: number, role: Role): Promise<ModMemberDto> {
    if (actor.userId === userId) throw new BadRequestException(msg('You cannot change your own role'));
    const approved = await this.db.transaction(async (m) => {
      const target = await lockStanding(m, userId);
      if (!target) throw new NotFoundException(USER_NOT_FOUND);
      await setRole(m, userId, role);
      await this.audit.record({ actorId: actor.userId, action: 'set_role', targetType: 'user', targetId: userId, note: `${target.role} -> ${role}` }, m);
      if (!isOperator(role) || target.review_status !== 'pending') return false;
      await approveRegistration(m, userId);
      await this.audit.record({ actorId: actor.userId, action: 'approve_registration', targetType: 'user', targetId: userId, note: `with the role ${role}` }, m);
      return true;
    });
    // The trigger tells every process; this one acts on the member's very next request.
    if (approved) this.sessionCache.forgetUser(userId);
    return this.describe(userId);
  }

  private async withCounts(members: ModeratedMember[]): Promise<ModMemberDto[]> {
    const ids = members.map((u) => u.user_id);
    const [reports, posts] = await Promise.all([reportsAgainst(this.db.manager, ids), postCountsOf(this.db.manager, ids)]);
    return members.map((u) => ({ ...u, reports_against: reports.get(u.user_id) ?? 0, post_count: posts.get(u.user_id) ?? 0 }));
  }
}
