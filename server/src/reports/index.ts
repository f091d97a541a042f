export { ReportsModule } from './reports.module';
export { ReportsService } from './reports.service';
export { ReportEntity } from './report.entity';
export { ReportDetailsField, ReportReasonField, type ReportInput, type ReportReason } from './report-fields';
export {
  casePage, lockCase, reopenCase, reportersOf, reportsAgainst, resolveCase, RESOLUTION_ACTIONS,
  type CaseStatus, type ReportCaseRow, type ResolutionAction,
} from './case-queue.repository';
export { OPEN_CASES_SQL, RESOLVED_CASES_SQL } from './case-queue.queries';
export { newestOpenCases, openCaseCount } from './newest-open-cases.repository';
