import { DataSource, EntityManager } from 'typeorm';
import { queryPrepared } from '../database/prepared';
import { NotificationType } from './notification.entity';
import { EXPORTED_NOTIFICATIONS_SQL } from './export.queries';
import {
  LOCK_PRAYER_GROUPS_SQL,
  INSERT_EACH_SQL,
  INSERT_MANY_SQL,
  INSERT_PRAYER_NOTICE_SQL,
  INSERT_PRAYERS_SQL,
  MARK_READ_BETWEEN_SQL,
  MARK_READ_SQL,
  MENTIONED_MEMBERS_SQL,
  notificationPageSql,
  PRAYER_CANDIDATES_SQL,
  UNREAD_COUNT_SQL,
  UNREAD_COUNTS_SQL,
} from './notifications.queries';

export interface NewNotification {
  userId: number;
  actorId: number | null;
  type: NotificationType;
  link: string | null;
  content: string;
  /** Names the action, so the same action never notifies the same member twice. */
  dedupeKey: string;
  /** The actor is the anonymous author of a request (issue 44): kept for blocks and mutes, never shown. */
  actorHidden?: boolean;
}

export interface NotificationRow {
  notification_id: number;
  user_id: number;
  actor_id: number | null;
  /** The actor is an anonymous author: the answer shows no actor. */
  actor_hidden: boolean;
  notification_type: NotificationType;
  link: string | null;
  content: string;
  created_at: Date;
  read_at: Date | null;
}

export type NotificationPageRow = NotificationRow & { actor_name: string | null; actor_picture: string | null };

/** Inserts each notification in one statement (notifications.queries.ts: INSERT_EACH_SQL); answers the new rows. */
export function insertEach(m: EntityManager, items: NewNotification[]): Promise<NotificationRow[]> {
  return m.query(INSERT_EACH_SQL, [
    items.map((n) => n.userId),
    items.map((n) => n.actorId),
    items.map((n) => n.type),
    items.map((n) => n.link),
    items.map((n) => n.content),
    items.map((n) => n.dedupeKey),
    items.map((n) => n.actorHidden ?? false),
  ]);
}

/** The same notification for many members (INSERT_MANY_SQL); answers the new rows. */
export function insertMany(m: EntityManager, userIds: number[], n: Omit<NewNotification, 'userId'>): Promise<NotificationRow[]> {
  return m.query(INSERT_MANY_SQL, [userIds, n.actorId, n.type, n.link, n.content, n.dedupeKey, n.actorHidden ?? false]);
}

/** Waits for (and holds until the transaction ends) the grouping locks of these members' requests (LOCK_PRAYER_GROUPS_SQL). */
export async function lockPrayerGroups(m: EntityManager, items: Array<{ user_id: number; link: string }>): Promise<void> {
  if (items.length === 0) return;
  await m.query(LOCK_PRAYER_GROUPS_SQL, [items.map((i) => i.user_id), items.map((i) => i.link)]);
}

/** A prayer notification that may be written (PRAYER_CANDIDATES_SQL): its place in the batch, its recipient's language and the prayers their shown one about the request stands for. */
export interface PrayerCandidate {
  position: number;
  language: string;
  earlier: number;
}

/** Which of these prayer notifications may be written (PRAYER_CANDIDATES_SQL), in batch order; `position` counts from 1. */
export function prayerCandidates(m: EntityManager, items: Array<Pick<NewNotification, 'userId' | 'actorId' | 'link' | 'dedupeKey'>>): Promise<PrayerCandidate[]> {
  return m.query(PRAYER_CANDIDATES_SQL, [items.map((n) => n.userId), items.map((n) => n.actorId), items.map((n) => n.link), items.map((n) => n.dedupeKey)]);
}

/** A prayer notification to write: shown counting `others` besides its own, or (others null) hidden and read. */
export type GroupedPrayer = NewNotification & { others: number | null };

/** Hides the groups' unread prayer notifications and inserts the new ones (INSERT_PRAYERS_SQL); answers the new rows. */
export function insertPrayers(m: EntityManager, items: GroupedPrayer[]): Promise<Array<NotificationRow & { hidden_at: Date | null }>> {
  const shown = items.filter((n) => n.others !== null);
  return m.query(INSERT_PRAYERS_SQL, [
    items.map((n) => n.userId),
    items.map((n) => n.actorId),
    items.map((n) => n.link),
    items.map((n) => n.content),
    items.map((n) => n.dedupeKey),
    items.map((n) => n.others),
    shown.map((n) => n.userId),
    shown.map((n) => n.link),
  ]);
}

/** A page of the member's notifications, newest first, older than notification `afterId` if given (a prepared statement). */
export function notificationPage(db: DataSource, userId: number, limit: number, afterId?: number): Promise<NotificationPageRow[]> {
  const params: unknown[] = afterId !== undefined ? [userId, afterId] : [userId];
  return queryPrepared<NotificationPageRow>(db, notificationPageSql(limit, afterId !== undefined), params);
}

/** The member's unread count, capped (a prepared statement on notifications_unread_idx). */
export async function unreadCount(db: DataSource, userId: number): Promise<number> {
  const [row] = await queryPrepared<{ n: number }>(db, UNREAD_COUNT_SQL, [userId]);
  return row.n;
}

export function unreadCounts(m: EntityManager, userIds: number[]): Promise<Array<{ user_id: number; n: number }>> {
  return m.query(UNREAD_COUNTS_SQL, [userIds]);
}

/** Marks read what the two members have unread from each other; answers the members whose count changed. */
export async function markReadBetween(m: EntityManager, a: number, b: number): Promise<number[]> {
  const rows: Array<{ user_id: number }> = await m.query(MARK_READ_BETWEEN_SQL, [a, b]);
  return rows.map((r) => r.user_id);
}

/** Marks read all the member's unread notifications, or those up to `upToId`; answers how many. */
export async function markRead(m: EntityManager, userId: number, upToId: number | null): Promise<number> {
  const [row]: Array<{ n: number }> = await m.query(MARK_READ_SQL, [userId, upToId]);
  return row.n;
}

/** A prayer notice for an active member, stored as mailed (INSERT_PRAYER_NOTICE_SQL); answers the new row, none when given before. */
export function insertPrayerNotice(
  m: EntityManager,
  n: { userId: number; type: NotificationType; link: string; content: string; dedupeKey: string },
): Promise<NotificationRow[]> {
  return m.query(INSERT_PRAYER_NOTICE_SQL, [n.userId, n.type, n.link, n.content, n.dedupeKey]);
}

/** Reachable members named by `handles` who may read the author's post of that visibility, at most 20. */
export async function mentionedMembers(m: EntityManager, handles: string[], authorId: number, visibility: string, groupId: number | null): Promise<number[]> {
  const rows: Array<{ user_id: number }> = await m.query(MENTIONED_MEMBERS_SQL, [handles, authorId, visibility, groupId]);
  return rows.map((r) => r.user_id);
}

/** One of the member's notifications, for their data export (export/). */
export interface ExportedNotification {
  notification_id: number;
  notification_type: string;
  actor_id: number | null;
  content: string;
  link: string | null;
  created_at: Date;
  read_at: Date | null;
}

export function exportedNotifications(m: EntityManager, userId: number): Promise<ExportedNotification[]> {
  return m.query(EXPORTED_NOTIFICATIONS_SQL, [userId]);
}
