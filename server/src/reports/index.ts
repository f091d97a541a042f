export { ReportsModule } from './reports.module';
export { ReportsService } from './reports.service';
export { ReportEntity } from './report.entity';
