import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * verify: proves a new account's address; reset: sets a new password; new-email: proves the
 * address a member asked to change to, and makes it theirs; keep-email: sent to the address in
 * use, cancels a pending change.
 */
export type EmailTokenKind = 'verify' | 'reset' | 'new-email' | 'keep-email';

/** Single-use, expiring e-mail link tokens, stored hashed. */
@Entity('email_tokens')
export class EmailTokenEntity {
  @PrimaryGeneratedColumn({ name: 'token_id' })
  token_id: number;

  @Column({ type: 'int' })
  @Index()
  user_id: number;

  @Column({ type: 'varchar', length: 10 })
  kind: EmailTokenKind;

  @Column({ type: 'varchar', length: 128, unique: true })
  token_hash: string;

  /** The address the token was sent to: a verify token only verifies that address. */
  @Column({ type: 'varchar', length: 255 })
  email: string;

  @Column({ type: 'timestamptz' })
  expires_at: Date;

  @Column({ type: 'timestamptz', nullable: true })
  used_at: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;
}
