import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A member's API key (issue #30): the secret itself is never stored, only its SHA-256. */
@Entity('api_keys')
export class ApiKeyEntity {
  @PrimaryGeneratedColumn({ name: 'api_key_id' })
  api_key_id: number;

  @Column({ type: 'int' })
  user_id: number;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'text', array: true })
  scopes: string[];

  @Column({ type: 'char', length: 64 })
  secret_hash: string;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;

  @Column({ type: 'timestamptz', nullable: true })
  last_used_at: Date | null;
}
