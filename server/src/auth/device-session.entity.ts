import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** One signed-in device of a member; holds the hash of its current refresh token. */
@Entity('device_sessions')
@Index(['user_id', 'device_id'], { unique: true })
export class DeviceSessionEntity {
  @PrimaryGeneratedColumn({ name: 'session_id' })
  session_id: number;

  @Column({ type: 'int' })
  user_id: number;

  @Column({ type: 'varchar', length: 100 })
  device_id: string;

  @Column({ type: 'varchar', length: 500, default: '' })
  user_agent: string;

  @Column({ type: 'varchar', length: 64, default: '' })
  ip_address: string;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  last_used_at: Date;

  @Column({ type: 'varchar', length: 128, select: false })
  refresh_token_hash: string;

  /** The token replaced by the last rotation, accepted for a short grace period only. */
  @Column({ type: 'varchar', length: 128, nullable: true, select: false })
  previous_refresh_token_hash: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  rotated_at: Date | null;

  /** When the member last proved who they are on this device (sign-in or reauthentication), for step-up. */
  @Column({ type: 'timestamptz', default: () => 'now()' })
  authenticated_at: Date;
}
