import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

@Entity('cookie_consents')
export class CookieConsentEntity {
  @PrimaryColumn({ type: 'int' })
  user_id: number;

  @Column({ type: 'boolean', default: true })
  pakolliset: boolean;

  @Column({ type: 'boolean', default: false })
  analytics: boolean;

  @Column({ type: 'boolean', default: false })
  ads: boolean;

  @Column({ type: 'boolean', default: false })
  personalization: boolean;

  @Column({ type: 'timestamptz', nullable: true })
  date_saved: Date | null;

  @UpdateDateColumn({ type: 'timestamptz' })
  updated_at: Date;
}
