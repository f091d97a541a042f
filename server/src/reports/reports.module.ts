import { Module } from '@nestjs/common';
import { RulesModule } from '../rules';
import { ReportsService } from './reports.service';

/** The reports and report_cases tables: what members reported to the operators, as cases per target. */
@Module({
  imports: [RulesModule],
  providers: [ReportsService],
  exports: [ReportsService],
})
export class ReportsModule {}
