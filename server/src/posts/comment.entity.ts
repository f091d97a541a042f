import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('comments')
export class CommentEntity {
  @PrimaryGeneratedColumn({ name: 'comment_id' })
  comment_id: number;

  @Column({ type: 'int' })
  post_id: number;

  @Column({ type: 'int' })
  user_id: number;

  @Column({ type: 'varchar', length: 2000, default: '' })
  content: string;

  @Column({ type: 'boolean', default: true })
  is_ready: boolean;

  @Column({ type: 'int', default: 0 })
  like_count: number;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;
}
