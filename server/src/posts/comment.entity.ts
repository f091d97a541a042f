import { Column, Entity } from 'typeorm';
import { CommentColumns } from '../common/comment-columns';

@Entity('comments')
export class CommentEntity extends CommentColumns {
  @Column({ type: 'int' })
  post_id: number;
}
