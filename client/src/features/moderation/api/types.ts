import type { ReportCaseDto } from '@pen/sdk';

/** The Moderation API's answers (issue #29), under the names the console uses. */
export type {
  AppealItemDto as Appeal,
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

/** A rule as the action dialogs offer it. */
export interface CitableRule {
  rule_id: number;
  number: number;
  title: string;
}

export type AppealStatus = 'open' | 'decided';

export type CaseTargetType = ReportCaseDto['target_type'];
export type CaseStatus = ReportCaseDto['status'];

/** One page of a cursor-paged list. */
export interface Page<T> {
  items: T[];
  nextCursor: number | null;
}
