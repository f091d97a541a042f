export { ReportsModule } from './reports.module';
export { ReportsService } from './reports.service';
export { ReportEntity, ReportTarget } from './report.entity';
