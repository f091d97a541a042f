import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { NotificationDto, UserNotificationsDto } from './dto/notification.dto';
import {
  GroupedPrayer,
  insertEach,
  insertMany,
  insertPrayers,
  lockPrayerGroups,
  markRead,
  markReadBetween,
  NewNotification as StoredNotification,
  notificationPage,
  prayerCandidates,
  NotificationRow,
  unreadCount,
  unreadCounts,
} from './notifications.repository';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../i18n';
import { activeMembersByIds, memberLanguages } from '../users';
import { type NotificationText, textIn } from './notification-text';
import { ReadDatabase } from '../database/read-database.service';

export const DEFAULT_PAGE_SIZE = 20;

/** A notification to write; its text in each language when it depends on the recipient's, stored in theirs. */
export type NewNotification = Omit<StoredNotification, 'content'> & { content: NotificationText };

/** Storage and reading of notifications; who gets one is decided by the listeners. */
@Injectable()
export class NotificationsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    /** The member's list and badge count are read on a replica when there are healthy ones. */
    private readonly reads: ReadDatabase,
  ) {}

  /**
   * Inserts each notification in one statement, except where the recipient is the actor, is not
   * an active member, is separated from the actor by a block (either way) or muted the actor, or
   * already has one for the same action (the notifications_dedupe_uq index; a batch naming the
   * same action twice gets one). Checked when the queued events are derived, so events from
   * before a block or mute notify nothing either. Returns the new rows, oldest first.
   */
  async insertEach(items: NewNotification[]): Promise<NotificationRow[]> {
    if (items.length === 0) return [];
    const contents = await this.contentsIn(items);
    const rows = await insertEach(this.db.manager, items.map((n, i) => ({ ...n, content: contents[i] })));
    return rows.sort((a, b) => a.notification_id - b.notification_id);
  }

  /**
   * New `prayer` notifications (a batch's, in order) written grouped with their member's unread
   * ones about the same request: of each member's and request's only the newest is shown, its text
   * counting the others ("Dave and 2 others prayed…"); the older ones are hidden and read, so the
   * badge counts the group once, and kept, so their dedupe keys still stop a repeat. insertEach's
   * rules apply. Three statements a batch, whatever its size, in one transaction that holds the
   * locks of its members' requests (lockPrayerGroups): a concurrent job grouping the same ones
   * waits for it. Answers the shown rows.
   */
  async insertPrayers(items: NewNotification[], contentFor: (item: NewNotification, others: number) => NotificationText): Promise<NotificationRow[]> {
    if (items.length === 0) return [];
    const written = await this.db.transaction(async (m) => {
      await lockPrayerGroups(m, items.map((n) => ({ user_id: n.userId, link: n.link ?? '' })));
      const groups = new Map<string, { earlier: number; language: Language; positions: number[] }>();
      // One row per action: a member who prayed, took it back and prayed again within a batch prayed once.
      const actions = new Set<string>();
      for (const c of await prayerCandidates(m, items)) {
        const item = items[c.position - 1];
        const action = `${item.userId}\u0000${item.dedupeKey}`;
        if (actions.has(action)) continue;
        actions.add(action);
        const key = `${item.userId}\u0000${item.link}`;
        const group = groups.get(key) ?? { earlier: c.earlier, language: isLanguage(c.language) ? c.language : DEFAULT_LANGUAGE, positions: [] };
        group.positions.push(c.position);
        groups.set(key, group);
      }
      const writes: Array<GroupedPrayer & { position: number }> = [];
      for (const g of groups.values()) {
        const newest = g.positions[g.positions.length - 1];
        for (const position of g.positions) {
          const item = items[position - 1];
          const others = position === newest ? g.earlier + g.positions.length - 1 : null;
          writes.push({ ...item, content: textIn(contentFor(item, others ?? 0), g.language), others, position });
        }
      }
      writes.sort((a, b) => a.position - b.position);
      return insertPrayers(m, writes);
    });
    return written.filter((r) => r.hidden_at === null).map(({ hidden_at: _hidden, ...row }) => row);
  }

  /** The same notification for many members at once (a fan-out batch), with insertEach's block and mute rules; one insert per language. */
  async insertMany(userIds: number[], n: Omit<NewNotification, 'userId'>): Promise<NotificationRow[]> {
    if (userIds.length === 0) return [];
    if (typeof n.content === 'string') return this.insertManyIn(userIds, n.content, n);
    const byLanguage = new Map<Language, number[]>();
    const languages = await memberLanguages(this.db.manager, userIds);
    for (const id of userIds) {
      const language = languages.get(id) ?? DEFAULT_LANGUAGE;
      byLanguage.set(language, [...(byLanguage.get(language) ?? []), id]);
    }
    const rows: NotificationRow[] = [];
    for (const [language, ids] of byLanguage) rows.push(...(await this.insertManyIn(ids, n.content(language), n)));
    return rows;
  }

  /** The content of each notification in its recipient's language (one read of the languages, only when a text depends on it). */
  private async contentsIn(items: NewNotification[]): Promise<string[]> {
    const dependent = items.filter((n) => typeof n.content !== 'string').map((n) => n.userId);
    const languages = dependent.length ? await memberLanguages(this.db.manager, [...new Set(dependent)]) : new Map<number, Language>();
    return items.map((n) => textIn(n.content, languages.get(n.userId) ?? DEFAULT_LANGUAGE));
  }

  private insertManyIn(userIds: number[], content: string, n: Omit<NewNotification, 'userId' | 'content'>): Promise<NotificationRow[]> {
    return insertMany(this.db.manager, userIds, { ...n, content });
  }

  /** Newest first, by keyset on notifications_user_idx. */
  async list(userId: number, limit = DEFAULT_PAGE_SIZE, cursor?: string): Promise<UserNotificationsDto> {
    const rows = await this.reads.read(userId, (db) => notificationPage(db, userId, limit, cursor ? Number(cursor) : undefined));
    const page = rows.slice(0, limit);
    return {
      notifications: page.map((r) => toDto(r, r.actor_name === null || r.actor_hidden ? null : { user_id: r.actor_id!, user_name: r.actor_name, profile_picture: r.actor_picture! })),
      nextCursor: rows.length > limit ? String(page[page.length - 1].notification_id) : null,
    };
  }

  /** Served by the partial index notifications_unread_idx. On the primary: callers count right after their own change. */
  async unreadCount(userId: number): Promise<number> {
    return unreadCount(this.db, userId);
  }

  /** The badge's count as the member asks for it (GET): on a replica when there are healthy ones. */
  async unreadCountToShow(userId: number): Promise<number> {
    return this.reads.read(userId, (db) => unreadCount(db, userId));
  }

  /** Unread counts of many members in one query (fan-out). */
  async unreadCounts(userIds: number[]): Promise<Map<number, number>> {
    const rows = await unreadCounts(this.db.manager, userIds);
    return new Map(rows.map((r) => [r.user_id, r.n]));
  }

  /**
   * Marks read the unread notifications members <a> and <b> have from each other (after a block,
   * which hides them from the list: the badge must not count them). Answers the members whose
   * count changed.
   */
  async markReadBetween(a: number, b: number): Promise<number[]> {
    return markReadBetween(this.db.manager, a, b);
  }

  /** Marks read everything, or only what is not newer than `upToId` (what the member has seen). */
  async markRead(userId: number, upToId?: number): Promise<number> {
    return markRead(this.db.manager, userId, upToId ?? null);
  }

  async actors(ids: number[]): Promise<Map<number, { user_id: number; user_name: string; profile_picture: string }>> {
    if (ids.length === 0) return new Map();
    const rows = await activeMembersByIds(this.db.manager, ids);
    return new Map(rows.map((r) => [r.user_id, r]));
  }
}

export function toDto(r: NotificationRow, actor: NotificationDto['actor']): NotificationDto {
  return {
    notification_id: r.notification_id,
    notification_type: r.notification_type,
    link: r.link,
    content: r.content,
    created_at: r.created_at,
    read_at: r.read_at,
    actor,
  };
}
