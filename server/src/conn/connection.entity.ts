import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

export type ConnectionStatus = 'pending' | 'accepted' | 'declined';

/** A friend request between two members; at most one row per pair (unique on the unordered pair). */
@Entity('connections')
export class ConnectionEntity {
  @PrimaryGeneratedColumn({ name: 'connections_id' })
  connections_id: number;

  @Column({ type: 'int' })
  sender_id: number;

  @Column({ type: 'int' })
  receiver_id: number;

  @Column({ type: 'varchar', length: 10, default: 'pending' })
  status: ConnectionStatus;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updated_at: Date;
}

/**
 * Accepted friendships, one row per direction, kept in the same transaction as the connection.
 * Visibility checks and the feed read it with a primary-key lookup.
 */
@Entity('friendships')
export class FriendshipEntity {
  @Column({ type: 'int', primary: true })
  user_id: number;

  @Column({ type: 'int', primary: true })
  friend_id: number;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;
}
