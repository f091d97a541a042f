import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { SearchUserDto } from './dto/connection-user.dto';
import { friendStatusFor } from './friend-status';
import { escapeLike } from './like-pattern';
import { searchMembers } from './connections.repository';

/** Member search by name, best matches first, with the searcher's friend status (user-search.queries.ts). */
@Injectable()
export class UserSearchService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async search(me: number, term: string): Promise<SearchUserDto[]> {
    const rows = await searchMembers(this.db.manager, escapeLike(term), me);
    return rows.map(({ sender_id, status, ...user }) => ({
      ...user,
      friend_status: friendStatusFor(me, sender_id === null || status === null ? null : { sender_id, status }),
    }));
  }
}
