import { Module } from '@nestjs/common';
import { ReportsService } from './reports.service';

/** The reports and report_cases tables: what members reported to the operators, as cases per target. */
@Module({
  providers: [ReportsService],
  exports: [ReportsService],
})
export class ReportsModule {}
