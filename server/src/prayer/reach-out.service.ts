import { BadRequestException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { DomainEventsService } from '../common/domain-events.service';
import { msg } from '../i18n';
import { POST_NOT_FOUND } from '../posts';
import { ReachOutsAnswerDto } from './prayer.dto';
import { addReachOut, reachOuts, ReachOutTarget, reachOutTarget } from './reach-out.repository';

const NOT_AN_EMERGENCY_IN_A_GROUP = msg("Only an emergency request in a group can get the care team's reach-out").message;
const NOT_ON_THE_TEAM = msg('Only the care team of the group can reach out').message;
const OWN_REQUEST = msg('You cannot reach out on your own request').message;

/** Whether member `me` may reach out on `t`: an emergency request in a group, on whose care team they are, not theirs. */
function mayReachOut(t: ReachOutTarget, me: number): boolean {
  return t.post_type === 'emergency_pray_request' && t.group_id !== null && t.on_team && t.user_id !== me;
}

/**
 * "I'm reaching out" (issue 44): a member of a group's care team tells the author of an emergency
 * request in the group that they are reaching out, and the rest of the team sees who took it, so
 * no one is left alone and no one is called twice. The author is told once per member (named,
 * unless `anonymous`); the team always sees the names. A request the caller may not see is 404.
 */
@Injectable()
export class ReachOutService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly events: DomainEventsService,
  ) {}

  /** Idempotent: a second call answers the same list and tells the author nothing more. */
  async reachOut(me: number, postId: number, anonymous: boolean): Promise<ReachOutsAnswerDto> {
    const { target, added } = await this.db.transaction(async (m) => {
      const t = await reachOutTarget(m, me, postId);
      if (!t) throw new NotFoundException(POST_NOT_FOUND);
      if (t.post_type !== 'emergency_pray_request' || t.group_id === null) throw new BadRequestException(NOT_AN_EMERGENCY_IN_A_GROUP);
      if (t.user_id === me) throw new ForbiddenException(OWN_REQUEST);
      if (!t.on_team) throw new ForbiddenException(NOT_ON_THE_TEAM);
      return { target: t, added: await addReachOut(m, postId, me, anonymous) };
    });
    if (added) this.events.publish('prayer.reached-out', { postId, actorId: me, authorId: target.user_id, anonymous });
    return this.answer(me, target);
  }

  /** Whether the caller may reach out, and, for the care team, who is reaching out. */
  async list(me: number, postId: number): Promise<ReachOutsAnswerDto> {
    const t = await reachOutTarget(this.db.manager, me, postId);
    if (!t) throw new NotFoundException(POST_NOT_FOUND);
    return this.answer(me, t);
  }

  private async answer(me: number, t: ReachOutTarget): Promise<ReachOutsAnswerDto> {
    if (!mayReachOut(t, me)) return { can_reach_out: false, reaching_out: [] };
    const rows = await reachOuts(this.db.manager, t.posts_id, me);
    return { can_reach_out: true, reaching_out: rows.map((r) => ({ ...r, is_mine: r.user_id === me })) };
  }
}
