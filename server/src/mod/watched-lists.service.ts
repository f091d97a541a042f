import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { type DomainBlockRow, EmailDomainBlocksService, type WatchedAction, type WatchedWordRow, WatchedWordsService } from '../watched';
import { AuditLogService } from './audit-log.service';
import type { Operator } from './operator';

/** The paka's changes to the watched words and e-mail domain blocks, each with its audit entry in one transaction. */
@Injectable()
export class WatchedListsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly words: WatchedWordsService,
    private readonly domains: EmailDomainBlocksService,
    private readonly audit: AuditLogService,
  ) {}

  async listWords(): Promise<{ words: WatchedWordRow[] }> {
    return { words: await this.words.list() };
  }

  async addWord(op: Operator, phrase: string, action: WatchedAction): Promise<WatchedWordRow> {
    const row = await this.db.transaction(async (m) => {
      const added = await this.words.add(op.userId, phrase, action, m);
      await this.audit.record({ actorId: op.userId, action: 'add_watched_word', targetType: 'watched_word', targetId: added.word_id, note: `${added.action}: ${added.phrase}` }, m);
      return added;
    });
    await this.words.changed();
    return row;
  }

  async removeWord(op: Operator, wordId: number): Promise<void> {
    await this.db.transaction(async (m) => {
      const removed = await this.words.remove(wordId, m);
      await this.audit.record({ actorId: op.userId, action: 'remove_watched_word', targetType: 'watched_word', targetId: wordId, note: `${removed.action}: ${removed.phrase}` }, m);
    });
    await this.words.changed();
  }

  async domainBlocks(): Promise<{ blocks: DomainBlockRow[] }> {
    return { blocks: await this.domains.list() };
  }

  async blockDomain(op: Operator, domain: string): Promise<DomainBlockRow> {
    return this.db.transaction(async (m) => {
      const added = await this.domains.add(op.userId, domain, m);
      await this.audit.record({ actorId: op.userId, action: 'block_email_domain', targetType: 'email_domain', targetId: added.block_id, note: added.domain }, m);
      return added;
    });
  }

  async unblockDomain(op: Operator, blockId: number): Promise<void> {
    await this.db.transaction(async (m) => {
      const removed = await this.domains.remove(blockId, m);
      await this.audit.record({ actorId: op.userId, action: 'unblock_email_domain', targetType: 'email_domain', targetId: blockId, note: removed.domain }, m);
    });
  }
}
