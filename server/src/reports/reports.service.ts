import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ReportTarget } from './report.entity';

/**
 * Members' reports of posts, comments, groups and group comments, read by operators. Each module
 * decides whether its content may be reported (visibility, not one's own); this records it.
 */
@Injectable()
export class ReportsService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** One report per reporter and target; reporting again changes nothing. */
  async report(reporterId: number, targetType: ReportTarget, targetId: number): Promise<void> {
    await this.db.query(
      `INSERT INTO reports (reporter_id, target_type, target_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`,
      [reporterId, targetType, targetId],
    );
  }
}
