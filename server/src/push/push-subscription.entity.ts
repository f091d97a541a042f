import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('push_subscriptions')
export class PushSubscriptionEntity {
  @PrimaryGeneratedColumn({ name: 'subscription_id' })
  subscription_id: number;

  @Column({ type: 'int' })
  user_id: number;

  /** The device session that saved it; the subscription ends with it (null: saved before sessions were recorded). */
  @Column({ type: 'int', nullable: true })
  session_id: number | null;

  @Column({ type: 'text', unique: true })
  endpoint: string;

  @Column({ type: 'varchar', length: 200 })
  p256dh: string;

  @Column({ type: 'varchar', length: 100 })
  auth: string;

  @Column({ type: 'timestamptz', nullable: true })
  expiration_time: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;
}
