import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { newestOpenCases, openCaseCount } from '../reports';
import { standingByEmail, type MemberStanding } from '../users';
import { ModMembersService } from './members.service';
import { CLI_OPERATOR } from './operator';
import { targetPreviews } from './report-targets';
import { RegistrationsService } from './registrations.service';
import { isOperator, type Role } from './roles';
import { SuspensionsService } from './suspensions.service';

/** A refusal the command-line tool prints as it is and exits 1 for (unknown address, nothing to change). */
export class AdminCliFailure extends Error {}

export interface OpenCaseLine {
  case_id: number;
  target_type: string;
  target_id: number;
  reporter_count: number;
  last_reported_at: Date;
  reasons: Record<string, number>;
  author: string | null;
  content: string | null;
  visible: boolean;
}

/**
 * What `npm run admin` does, through the same services as the API with the operator `cli`
 * (actor null in the audit log, all of a paka's powers): a suspension ends every session and a
 * timed one is lifted by the same delayed job. Members are named by e-mail address.
 */
@Injectable()
export class AdminCliService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly members: ModMembersService,
    private readonly suspensions: SuspensionsService,
    private readonly registrations: RegistrationsService,
  ) {}

  /** An operator role also approves a registration waiting for review (ModMembersService.setRole). */
  async setRole(email: string, role: Role): Promise<string> {
    const member = await this.member(email);
    const approves = isOperator(role) && member.review_status === 'pending';
    if (member.role === role && !approves) return `${member.user_name} <${member.email}> already has the role ${role}; nothing changed.`;
    await this.run(() => this.members.setRole(CLI_OPERATOR, member.user_id, role));
    const approved = approves ? '; the registration waiting for review is approved' : '';
    return `${member.user_name} <${member.email}> is now ${role} (was ${member.role})${approved}.`;
  }

  /** Approves a registration waiting for review, as a moderator does in the console (the newcomer is mailed). */
  async approve(email: string): Promise<string> {
    const member = await this.member(email);
    await this.run(() => this.registrations.approve(CLI_OPERATOR.userId, member.user_id));
    return `${member.user_name} <${member.email}> is approved and may now use Pen.`;
  }

  async suspend(email: string, days: number | undefined, reason: string | undefined): Promise<string> {
    const member = await this.member(email);
    const done = await this.run(() => this.suspensions.suspend(CLI_OPERATOR, member.user_id, null, reason ?? '', days));
    const until = done.suspended_until ? `until ${done.suspended_until.toISOString().slice(0, 16).replace('T', ' ')} UTC` : 'until lifted (npm run admin -- unsuspend)';
    return `${member.user_name} <${member.email}> is suspended ${until}; every session has ended.`;
  }

  async unsuspend(email: string): Promise<string> {
    const member = await this.member(email);
    await this.run(() => this.suspensions.unsuspend(CLI_OPERATOR, member.user_id));
    return `${member.user_name} <${member.email}> is active again.`;
  }

  /** The newest `limit` open cases with what was reported, and how many are open in all. */
  async openReports(limit: number): Promise<{ total: number; cases: OpenCaseLine[] }> {
    const m = this.db.manager;
    const [total, cases] = await Promise.all([openCaseCount(m), newestOpenCases(m, limit)]);
    const previews = await targetPreviews(m, cases);
    return {
      total,
      cases: cases.map((c) => {
        const target = previews.get(`${c.target_type}:${c.target_id}`);
        return { ...c, author: target?.author?.user_name ?? null, content: target?.content ?? null, visible: target?.visible ?? false };
      }),
    };
  }

  private async member(email: string): Promise<MemberStanding> {
    const member = await standingByEmail(this.db.manager, email.trim());
    if (!member) throw new AdminCliFailure(`No member has the e-mail address ${email}.`);
    return member;
  }

  /** The services' HTTP refusals (already suspended, not suspended) become the tool's plain failures. */
  private async run<T>(action: () => Promise<T>): Promise<T> {
    try {
      return await action();
    } catch (err) {
      if (err instanceof ConflictException || err instanceof NotFoundException) throw new AdminCliFailure(`${err.message}.`);
      throw err;
    }
  }
}
