import { Module } from '@nestjs/common';
import { ReportsService } from './reports.service';

/** The reports table: what members reported to the operators. */
@Module({
  providers: [ReportsService],
  exports: [ReportsService],
})
export class ReportsModule {}
