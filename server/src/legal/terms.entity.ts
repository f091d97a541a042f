import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('terms_of_service')
export class TermsEntity {
  @PrimaryGeneratedColumn({ name: 'terms_id' })
  terms_id: number;

  @Column({ type: 'int', unique: true })
  version: number;

  @Column({ type: 'text' })
  content: string;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;
}
