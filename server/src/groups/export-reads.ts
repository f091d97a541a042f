import { EntityManager } from 'typeorm';

/** Reads of one member's group memberships and own group comments for their data export (export/). */

export interface ExportedMembership {
  group_id: number;
  title: string;
  status: string;
  role: string;
  is_host: boolean;
  joined_at: Date;
}

export interface ExportedGroupComment {
  comment_id: number;
  group_id: number;
  content: string;
  like_count: number;
  created_at: Date;
}

export function exportedMemberships(m: EntityManager, userId: number): Promise<ExportedMembership[]> {
  return m.query(
    `SELECT gm.group_id, g.title, gm.status, gm.role, g.host_user_id = gm.user_id AS is_host, gm.joined_at
       FROM group_members gm JOIN groups g ON g.group_id = gm.group_id
      WHERE gm.user_id = $1 ORDER BY gm.joined_at, gm.group_id`,
    [userId],
  );
}

export function exportedGroupComments(m: EntityManager, userId: number): Promise<ExportedGroupComment[]> {
  return m.query(
    `SELECT comment_id, group_id, content, like_count, created_at FROM group_comments WHERE user_id = $1 ORDER BY created_at, comment_id`,
    [userId],
  );
}
