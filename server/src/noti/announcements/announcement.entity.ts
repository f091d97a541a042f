import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('announcements')
export class AnnouncementEntity {
  @PrimaryGeneratedColumn({ name: 'announcement_id' })
  announcement_id: number;

  @Column({ type: 'varchar', length: 1000 })
  message: string;

  @Column({ type: 'timestamptz' })
  display_from: Date;

  @Column({ type: 'timestamptz' })
  display_until: Date;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;
}
