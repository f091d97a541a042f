import { ModerationService, type ResolveReportDto, type SetRoleDto, type SuspendUserDto } from '@pen/sdk';
import type { AuditEntry, CaseStatus, ModUser, Page, Registration, ReportCase } from './types';

/** The Moderation API (/api/mod) through the SDK, each list answered as a page of items. */
export async function listReports(status: CaseStatus, cursor?: number): Promise<Page<ReportCase>> {
  const a = await ModerationService.listReports({ status, cursor });
  return { items: a.reports, nextCursor: a.nextCursor };
}

export async function listUsers(q: string, cursor?: number): Promise<Page<ModUser>> {
  const a = await ModerationService.listMembers({ q: q || undefined, cursor });
  return { items: a.users, nextCursor: a.nextCursor };
}

export async function listRegistrations(cursor?: number): Promise<Page<Registration>> {
  const a = await ModerationService.listRegistrations({ cursor });
  return { items: a.registrations, nextCursor: a.nextCursor };
}

export async function listAuditLog(cursor?: number): Promise<Page<AuditEntry>> {
  const a = await ModerationService.auditLog({ cursor });
  return { items: a.entries, nextCursor: a.nextCursor };
}

export const resolveReport = (requestBody: ResolveReportDto) => ModerationService.resolveReport({ requestBody });
export const suspendUser = (requestBody: SuspendUserDto) => ModerationService.suspendUser({ requestBody });
export const unsuspendUser = (requestBody: { userId: number }) => ModerationService.unsuspendUser({ requestBody });
export const setRole = (requestBody: SetRoleDto) => ModerationService.setRole({ requestBody });
export const approveRegistration = (requestBody: { userId: number }) => ModerationService.approveRegistration({ requestBody });
export const rejectRegistration = (requestBody: { userId: number; note?: string }) => ModerationService.rejectRegistration({ requestBody });
