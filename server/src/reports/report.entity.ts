import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

export type ReportTarget = 'post' | 'comment' | 'group' | 'group_comment';

/** One report per reporter and target; read by operators. */
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

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;
}
