export { ReportsModule } from './reports.module';
export { ReportsService } from './reports.service';
export { ReportEntity } from './report.entity';
export { ReportDetailsField, ReportReasonField, type ReportInput, type ReportReason } from './report-fields';
