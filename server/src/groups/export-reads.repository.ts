import { EntityManager } from 'typeorm';
import { EXPORTED_GROUP_COMMENTS_SQL, EXPORTED_MEMBERSHIPS_SQL } from './export.queries';

/** Reads of one member's group memberships and own group comments for their data export (export/). */

export interface ExportedMembership {
  group_id: number;
  title: string;
  status: string;
  role: string;
  is_host: boolean;
  joined_at: Date;
  /** On the group's care team (issue 44). */
  care_team: boolean;
}

export interface ExportedGroupComment {
  comment_id: number;
  group_id: number;
  content: string;
  like_count: number;
  created_at: Date;
}

export function exportedMemberships(m: EntityManager, userId: number): Promise<ExportedMembership[]> {
  return m.query(EXPORTED_MEMBERSHIPS_SQL, [userId]);
}

export function exportedGroupComments(m: EntityManager, userId: number): Promise<ExportedGroupComment[]> {
  return m.query(EXPORTED_GROUP_COMMENTS_SQL, [userId]);
}
