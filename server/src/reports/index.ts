export { ReportsModule } from './reports.module';
export { ReportsService } from './reports.service';
export { ReportAnswerDto } from './report-answer.dto';
export { ReportEntity, type ReportTarget } from './report.entity';
export { REPORT_REASONS, ReportDetailsField, ReportReasonField, ReportRuleField, type ReportInput, type ReportReason } from './report-fields';
export {
  casePage, lockCase, reopenCase, reportersOf, reportsOfCases, reportsAgainst, resolveCase, RESOLUTION_ACTIONS,
  type CaseStatus, type ReportCaseRow, type ResolutionAction,
} from './case-queue.repository';
export { OPEN_CASES_SQL, RESOLVED_CASES_SQL } from './case-queue.queries';
export { newestOpenCases, openCaseCount } from './newest-open-cases.repository';
export { reportsByMonth, type MonthlyCount } from './transparency.repository';
