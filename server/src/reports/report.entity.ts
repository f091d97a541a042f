import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { ReportReason } from './report-fields';

export type ReportTarget = 'post' | 'comment' | 'group' | 'group_comment' | 'user';

/**
 * One report per reporter and target (a repeated report updates reason and details); each
 * reported target also has one row in `report_cases`, the operators' unit of work.
 */
@Entity('reports')
@Index(['reporter_id', 'target_type', 'target_id'], { unique: true })
export class ReportEntity {
  @PrimaryGeneratedColumn({ name: 'report_id' })
  report_id: number;

  @Column({ type: 'int' })
  reporter_id: number;

  @Column({ type: 'varchar', length: 20 })
  target_type: ReportTarget;

  @Column({ type: 'int' })
  target_id: number;

  @Column({ type: 'varchar', length: 20, default: 'other' })
  reason: ReportReason;

  @Column({ type: 'varchar', length: 1000, nullable: true })
  details: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updated_at: Date;
}
