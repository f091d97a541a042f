import { CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

@Entity('post_likes')
export class PostLikeEntity {
  @PrimaryColumn({ type: 'int' })
  posts_id: number;

  @PrimaryColumn({ type: 'int' })
  user_id: number;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;
}

@Entity('comment_likes')
export class CommentLikeEntity {
  @PrimaryColumn({ type: 'int' })
  comment_id: number;

  @PrimaryColumn({ type: 'int' })
  user_id: number;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;
}
