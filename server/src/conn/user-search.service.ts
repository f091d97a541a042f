import { Injectable, NotFoundException } from '@nestjs/common';
import { SearchUserDto } from './dto/connection-user.dto';
import { friendStatusFor } from './friend-status';
import { escapeLike } from './like-pattern';
import { memberByCode, searchMembers, type SearchRow } from './connections.repository';
import { msg } from '../i18n';
import { ReadDatabase } from '../database/read-database.service';

/**
 * Member search by name, best matches first, with the searcher's friend status (user-search.queries.ts).
 * Read on a replica when there are healthy ones (ReadDatabase).
 */
@Injectable()
export class UserSearchService {
  constructor(private readonly reads: ReadDatabase) {}

  async search(me: number, term: string): Promise<SearchUserDto[]> {
    const rows = await this.reads.read(me, (db) => searchMembers(db.manager, escapeLike(term), me));
    return rows.map((row) => withFriendStatus(me, row));
  }

  /**
   * The member whose profile address is /u/{code}: reachable members only, never one separated
   * from the reader by a block (either way); hidden ones answer as unknown ones do.
   */
  async byCode(me: number, code: string): Promise<SearchUserDto> {
    const row = await this.reads.read(me, (db) => memberByCode(db.manager, code, me));
    if (!row) throw new NotFoundException(msg('User not found'));
    return withFriendStatus(me, row);
  }
}

function withFriendStatus(me: number, { sender_id, status, ...user }: SearchRow): SearchUserDto {
  return { ...user, friend_status: friendStatusFor(me, sender_id === null || status === null ? null : { sender_id, status }) };
}
