import { type DecideAppealDto, type RejectRegistrationDto, type ResolveReportDto, type SetRoleDto, type SuspendUserDto } from '@pen/sdk';
import type { Appeal, AppealStatus, AuditEntry, CaseStatus, CitableRule, ModUser, Page, Registration, ReportCase } from './types';
import { pen } from '../../../lib/sdk';

/** The Moderation API (/api/mod) through the SDK, each list answered as a page of items. */
export async function listReports(status: CaseStatus, cursor?: number): Promise<Page<ReportCase>> {
  const a = await pen.moderation.listReports({ query: { status, cursor } });
  return { items: a.reports, nextCursor: a.nextCursor };
}

export async function listUsers(q: string, cursor?: number): Promise<Page<ModUser>> {
  const a = await pen.moderation.listMembers({ query: { q: q || undefined, cursor } });
  return { items: a.users, nextCursor: a.nextCursor };
}

export async function listRegistrations(cursor?: number): Promise<Page<Registration>> {
  const a = await pen.moderation.listRegistrations({ query: { cursor } });
  return { items: a.registrations, nextCursor: a.nextCursor };
}

export async function listAuditLog(cursor?: number): Promise<Page<AuditEntry>> {
  const a = await pen.moderation.auditLog({ query: { cursor } });
  return { items: a.entries, nextCursor: a.nextCursor };
}

export const resolveReport = (body: ResolveReportDto) => pen.moderation.resolveReport({ body });
export const suspendUser = (body: SuspendUserDto) => pen.moderation.suspendUser({ body });
export const unsuspendUser = (body: { userId: number }) => pen.moderation.unsuspendUser({ body });
export const setRole = (body: SetRoleDto) => pen.moderation.setRole({ body });
export const approveRegistration = (body: { userId: number }) => pen.moderation.approveRegistration({ body });
export const rejectRegistration = (body: RejectRegistrationDto) => pen.moderation.rejectRegistration({ body });

export async function listAppeals(status: AppealStatus, cursor?: number): Promise<Page<Appeal>> {
  const a = await pen.moderation.listAppeals({ query: { status, cursor } });
  return { items: a.appeals, nextCursor: a.nextCursor };
}

export const decideAppeal = (body: DecideAppealDto) => pen.moderation.decideAppeal({ body });

/** The community rules a restricting action may cite (`GET /api/rules`, public). */
export async function listCitableRules(): Promise<CitableRule[]> {
  return (await pen.rules.listRules()).rules;
}
