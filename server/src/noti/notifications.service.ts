import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { NotificationDto, UserNotificationsDto } from './dto/notification.dto';
import {
  groupPrayers,
  insertEach,
  insertMany,
  lockPrayerGroups,
  markRead,
  markReadBetween,
  NewNotification as StoredNotification,
  notificationPage,
  NotificationRow,
  setContents,
  unreadCount,
  unreadCounts,
} from './notifications.repository';
import { DEFAULT_LANGUAGE, type Language } from '../i18n';
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
   * New `prayer` notifications (a batch's, oldest first) join their member's unread ones about the
   * same request: of each member's and request's, only the newest stays shown, its text counting
   * the others ("Dave and 2 others prayed…"); the hidden ones are read too, so the badge counts the
   * group once. Their rows stay, so their dedupe keys still stop a repeat. Four statements a
   * batch, whatever its size, in one transaction that holds the locks of its members' requests
   * (lockPrayerGroups): a concurrent job grouping the same ones waits for it.
   */
  async groupPrayers(rows: NotificationRow[], contentFor: (row: NotificationRow, others: number) => NotificationText): Promise<NotificationRow[]> {
    const newest = new Map<string, NotificationRow>();
    for (const row of [...rows].sort((a, b) => a.notification_id - b.notification_id)) newest.set(`${row.user_id}\u0000${row.link}`, row);
    const items = [...newest.values()];
    if (items.length === 0) return [];
    const keys = items.map((r) => ({ user_id: r.user_id, link: r.link ?? '', notification_id: r.notification_id }));
    const contents = await this.db.transaction(async (m) => {
      await lockPrayerGroups(m, keys);
      const others = await groupPrayers(m, keys);
      const grouped = items.filter((r) => others.has(r.notification_id));
      const languages = grouped.length ? await memberLanguages(m, [...new Set(grouped.map((r) => r.user_id))]) : new Map<number, Language>();
      const texts = new Map(grouped.map((r) => [r.notification_id, textIn(contentFor(r, others.get(r.notification_id)!), languages.get(r.user_id) ?? DEFAULT_LANGUAGE)]));
      await setContents(m, texts);
      return texts;
    });
    return items.map((r) => (contents.has(r.notification_id) ? { ...r, content: contents.get(r.notification_id)! } : r));
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
