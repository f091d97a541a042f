import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { notBlockedBetween, notMutedBy } from '../conn/conn.queries';
import { queryPrepared, sqlInt, statementText } from '../database/prepared';
import { activeMemberJoin, activeMemberSelect, isActiveMember, optionalMemberJoin } from '../users/users.queries';
import { NotificationDto, UserNotificationsDto } from './dto/notification.dto';
import { NotificationType } from './notification.entity';
import { DEFAULT_LANGUAGE, type Language } from '../i18n';
import { activeMembersByIds, memberLanguage, memberLanguages } from '../users';
import { type NotificationText, textIn } from './notification-text';

export const DEFAULT_PAGE_SIZE = 20;
/** The unread badge counts up to this many; counting further would cost without telling more. */
export const UNREAD_COUNT_CAP = 999;

export interface NewNotification {
  userId: number;
  actorId: number | null;
  type: NotificationType;
  link: string | null;
  /** Written in each language when it depends on the recipient's; stored in theirs. */
  content: NotificationText;
  /** Names the action, so the same action never notifies the same member twice. */
  dedupeKey: string;
}

export interface NotificationRow {
  notification_id: number;
  user_id: number;
  actor_id: number | null;
  notification_type: NotificationType;
  link: string | null;
  content: string;
  created_at: Date;
  read_at: Date | null;
}

const ROW_COLUMNS = 'notification_id, user_id, actor_id, notification_type, link, content, created_at, read_at';

/**
 * Member $1's unread notifications, counted up to UNREAD_COUNT_CAP. Those of an actor who is no
 * longer active are not unread any more (migration InactiveActorsNotificationsRead marks them
 * read), so the count needs no look at `users`; the lists filter on the actor's status.
 */
export const UNREAD_COUNT_SQL = `SELECT count(*)::int AS n FROM (SELECT 1 FROM notifications WHERE user_id = $1 AND read_at IS NULL LIMIT ${UNREAD_COUNT_CAP}) s`;

/**
 * A page of member $1's notifications with their actors, newest first; with `after`, older than
 * notification $2. None whose actor and the member are separated by a block (either way), none
 * about content a moderator removed (hidden_at, setNotificationsHiddenAbout).
 */
export function notificationPageSql(limit: number, after: boolean): string {
  return statementText(`notifications:${limit}:${after ? 'after' : 'first'}`, () => `SELECT n.notification_id, n.user_id, n.actor_id, n.notification_type, n.link, n.content, n.created_at, n.read_at,
          a.user_name AS actor_name, a.profile_picture AS actor_picture
     FROM notifications n ${optionalMemberJoin('a', 'n.actor_id')}
    WHERE n.user_id = $1 AND n.hidden_at IS NULL AND (n.actor_id IS NULL OR (${isActiveMember('a')} AND ${notBlockedBetween('$1', 'n.actor_id')})) ${after ? 'AND (n.created_at, n.notification_id) < (SELECT c.created_at, c.notification_id FROM notifications c WHERE c.notification_id = $2 AND c.user_id = $1)' : ''}
    ORDER BY n.created_at DESC, n.notification_id DESC
    LIMIT ${sqlInt(limit + 1)}`);
}

/** Storage and reading of notifications; who gets one is decided by the listeners. */
@Injectable()
export class NotificationsService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

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
    const rows: NotificationRow[] = await this.db.query(
      `INSERT INTO notifications (user_id, actor_id, notification_type, link, content, dedupe_key)
       SELECT n.user_id, n.actor_id, n.notification_type, n.link, n.content, n.dedupe_key
         FROM unnest($1::int[], $2::int[], $3::varchar[], $4::varchar[], $5::varchar[], $6::varchar[])
              WITH ORDINALITY AS n(user_id, actor_id, notification_type, link, content, dedupe_key, position)
         ${activeMemberJoin('u', 'n.user_id')}
        WHERE n.user_id IS DISTINCT FROM n.actor_id
          AND ${notBlockedBetween('n.user_id', 'n.actor_id')} AND ${notMutedBy('n.user_id', 'n.actor_id')}
        ORDER BY n.position
       ON CONFLICT (user_id, dedupe_key) WHERE dedupe_key IS NOT NULL DO NOTHING
       RETURNING ${ROW_COLUMNS}`,
      [
        items.map((n) => n.userId),
        items.map((n) => n.actorId),
        items.map((n) => n.type),
        items.map((n) => n.link),
        contents,
        items.map((n) => n.dedupeKey),
      ],
    );
    return rows.sort((a, b) => a.notification_id - b.notification_id);
  }

  /**
   * Groups new `prayer` notification `row` with the member's unread ones about the same request
   * ("Anna and 4 others prayed for your request"): those are hidden (and so read: the badge counts
   * the group once), and the new one's content is `contentFor(others)`, where others counts every
   * prayer notification about the request since the last one the member read, hidden ones
   * included. Their rows stay, so their dedupe keys still stop a repeat.
   */
  async groupPrayer(row: NotificationRow, contentFor: (others: number) => NotificationText): Promise<NotificationRow> {
    const same = `user_id = $1 AND link = $2 AND notification_type = 'prayer' AND notification_id < $3`;
    const [{ others }]: Array<{ others: number }> = await this.db.query(
      `WITH base AS (SELECT coalesce(max(notification_id), 0) AS id FROM notifications WHERE ${same} AND read_at IS NOT NULL AND hidden_at IS NULL),
            hidden AS (UPDATE notifications SET hidden_at = now(), read_at = now() WHERE ${same} AND read_at IS NULL AND hidden_at IS NULL RETURNING 1)
       SELECT (SELECT count(*) FROM notifications WHERE ${same} AND notification_id > (SELECT id FROM base))::int AS others,
              (SELECT count(*) FROM hidden)::int AS hidden`,
      [row.user_id, row.link, row.notification_id],
    );
    if (others === 0) return row;
    const content = textIn(contentFor(others), (await memberLanguage(this.db.manager, row.user_id)) ?? DEFAULT_LANGUAGE);
    await this.db.query(`UPDATE notifications SET content = $2 WHERE notification_id = $1`, [row.notification_id, content]);
    return { ...row, content };
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
    return this.db.query(
      `INSERT INTO notifications (user_id, actor_id, notification_type, link, content, dedupe_key)
       ${activeMemberSelect('u.user_id, $2, $3, $4, $5, $6', 'u', 'ANY($1::int[])')} AND u.user_id IS DISTINCT FROM $2
         AND ${notBlockedBetween('u.user_id', '$2::int')} AND ${notMutedBy('u.user_id', '$2::int')}
       ON CONFLICT (user_id, dedupe_key) WHERE dedupe_key IS NOT NULL DO NOTHING
       RETURNING ${ROW_COLUMNS}`,
      [userIds, n.actorId, n.type, n.link, content, n.dedupeKey],
    );
  }

  /** Newest first, by keyset on notifications_user_idx. */
  async list(userId: number, limit = DEFAULT_PAGE_SIZE, cursor?: string): Promise<UserNotificationsDto> {
    const params: unknown[] = cursor ? [userId, Number(cursor)] : [userId];
    const rows = await queryPrepared<NotificationRow & { actor_name: string | null; actor_picture: string | null }>(
      this.db,
      notificationPageSql(limit, Boolean(cursor)),
      params,
    );
    const page = rows.slice(0, limit);
    return {
      notifications: page.map((r) => toDto(r, r.actor_name === null ? null : { user_id: r.actor_id!, user_name: r.actor_name, profile_picture: r.actor_picture! })),
      nextCursor: rows.length > limit ? String(page[page.length - 1].notification_id) : null,
    };
  }

  /** Served by the partial index notifications_unread_idx. */
  async unreadCount(userId: number): Promise<number> {
    const [row] = await queryPrepared<{ n: number }>(this.db, UNREAD_COUNT_SQL, [userId]);
    return row.n;
  }

  /** Unread counts of many members in one query (fan-out). */
  async unreadCounts(userIds: number[]): Promise<Map<number, number>> {
    const rows: Array<{ user_id: number; n: number }> = await this.db.query(
      `SELECT u.user_id, (SELECT count(*) FROM (SELECT 1 FROM notifications n WHERE n.user_id = u.user_id AND n.read_at IS NULL LIMIT ${UNREAD_COUNT_CAP}) s)::int AS n
         FROM unnest($1::int[]) AS u(user_id)`,
      [userIds],
    );
    return new Map(rows.map((r) => [r.user_id, r.n]));
  }

  /**
   * Marks read the unread notifications members <a> and <b> have from each other (after a block,
   * which hides them from the list: the badge must not count them). Answers the members whose
   * count changed.
   */
  async markReadBetween(a: number, b: number): Promise<number[]> {
    const rows: Array<{ user_id: number }> = await this.db.query(
      `WITH marked AS (
         UPDATE notifications SET read_at = now()
          WHERE read_at IS NULL AND ((user_id = $1 AND actor_id = $2) OR (user_id = $2 AND actor_id = $1))
          RETURNING user_id)
       SELECT DISTINCT user_id FROM marked`,
      [a, b],
    );
    return rows.map((r) => r.user_id);
  }

  /** Marks read everything, or only what is not newer than `upToId` (what the member has seen). */
  async markRead(userId: number, upToId?: number): Promise<number> {
    const [row]: Array<{ n: number }> = await this.db.query(
      `WITH marked AS (
         UPDATE notifications SET read_at = now()
          WHERE user_id = $1 AND read_at IS NULL AND ($2::int IS NULL OR notification_id <= $2)
          RETURNING 1)
       SELECT count(*)::int AS n FROM marked`,
      [userId, upToId ?? null],
    );
    return row.n;
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
