import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

export const MEDIA_TYPES = ['image', 'video', 'audio'] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];
export type MediaStatus = 'pending' | 'ready' | 'failed';

/** A media file attached to exactly one post, post comment or group comment. */
@Entity('media')
export class MediaEntity {
  @PrimaryGeneratedColumn({ name: 'media_id' })
  media_id: number;

  @Column({ type: 'int', nullable: true })
  posts_id: number | null;

  @Column({ type: 'int', nullable: true })
  comment_id: number | null;

  @Column({ type: 'int', nullable: true })
  group_comment_id: number | null;

  @Column({ type: 'int' })
  user_id: number;

  @Column({ type: 'varchar', length: 10 })
  media_type: MediaType;

  /** Storage key of the processed file, e.g. uploads/media/<random>.jpg; null until processed. */
  @Column({ type: 'varchar', length: 300, nullable: true })
  path: string | null;

  @Column({ type: 'varchar', length: 300, nullable: true })
  poster_path: string | null;

  /** Storage key of the uploaded original while it waits for processing. */
  @Column({ type: 'varchar', length: 300, nullable: true })
  source_key: string | null;

  @Column({ type: 'int', nullable: true })
  width: number | null;

  @Column({ type: 'int', nullable: true })
  height: number | null;

  @Column({ type: 'real', nullable: true })
  duration_s: number | null;

  @Column({ type: 'varchar', length: 10, default: 'pending' })
  status: MediaStatus;

  @Column({ type: 'smallint', default: 0 })
  position: number;

  /** What the uploader says the file shows or holds (alt text, a video's or recording's name); null when not written. */
  @Column({ type: 'varchar', length: 1500, nullable: true })
  description: string | null;

  /** Random per row: the job id is `media-<id>-<job_key>`, never reused after a restore. */
  @Column({ type: 'uuid', default: () => 'gen_random_uuid()' })
  job_key: string;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;
}
