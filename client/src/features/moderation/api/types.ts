import type { ReportCaseDto } from '@pen/sdk';

/** The Moderation API's answers (issue #29), under the names the console uses. */
export type {
  AuditEntryDto as AuditEntry,
  AuditSnapshotDto as AuditSnapshot,
  CaseReportDto as CaseReport,
  ModMemberDto as ModUser,
  PendingRegistrationDto as Registration,
  ReportCaseDto as ReportCase,
  ReportMediaDto as CaseMedia,
  ResolutionAction as ResolveAction,
  Role as MemberRole,
} from '@pen/sdk';

export type CaseTargetType = ReportCaseDto['target_type'];
export type CaseStatus = ReportCaseDto['status'];

/** One page of a cursor-paged list. */
export interface Page<T> {
  items: T[];
  nextCursor: number | null;
}
