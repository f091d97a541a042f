export { ReportsModule } from './reports.module';
export { ReportsService } from './reports.service';
export { ReportEntity } from './report.entity';
export { REPORT_DETAILS_MAX_LENGTH, REPORT_REASONS, ReportDetailsField, ReportReasonField, type ReportInput, type ReportReason } from './report-fields';
