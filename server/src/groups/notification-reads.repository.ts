import { EntityManager } from 'typeorm';
import {
  ACCEPTED_MEMBERS_AFTER_SQL,
  CARE_TEAM_AUDIENCE_SQL,
  FAN_OUT_COMMENT_SQL,
  GROUP_COMMENT_JOB_KEY_SQL,
  GROUP_PRAYER_AUDIENCE_SQL,
  LIKED_GROUP_COMMENT_SQL,
  LIKES_GROUP_COMMENT_SQL,
  PENDING_MEMBERSHIP_SQL,
  SHOWN_GROUP_TITLE_SQL,
} from './jobs.queries';

/**
 * Reads of groups, their members and comments for the notifications module, which tells members
 * what happened in a group but owns none of these tables. Who decides on join requests is
 * GroupAccessService.requestDeciders. Groups and comments a moderator removed are not there:
 * events about them still waiting notify nobody, and a fan-out in progress stops.
 */

/** Group comment `commentId` of group `groupId`, with its author and the group's title. */
export async function likedGroupComment(m: EntityManager, commentId: number, groupId: number): Promise<{ user_id: number; content: string; title: string } | undefined> {
  const [row]: Array<{ user_id: number; content: string; title: string }> = await m.query(LIKED_GROUP_COMMENT_SQL, [commentId, groupId]);
  return row;
}

/** The comment row's random key, which names its fan-out jobs (a comment id given out again is a new row). */
export async function groupCommentJobKey(m: EntityManager, commentId: number, groupId: number): Promise<string | undefined> {
  const [row]: Array<{ job_key: string }> = await m.query(GROUP_COMMENT_JOB_KEY_SQL, [commentId, groupId]);
  return row?.job_key;
}

/**
 * Member `userId`'s pending row in group `groupId` (a join request or an invitation): the group's
 * title and since when it is pending (epoch ms), which names the action.
 */
export async function pendingMembership(m: EntityManager, groupId: number, userId: number): Promise<{ title: string; pending_since: string } | undefined> {
  const [row]: Array<{ title: string; pending_since: string }> = await m.query(PENDING_MEMBERSHIP_SQL, [groupId, userId]);
  return row;
}

/**
 * Group comment `commentId` for its fan-out while its author is active: text, group title, the
 * author's name and the row's job key (`commentKey` null: any key, for jobs queued without one).
 */
export async function fanOutComment(
  m: EntityManager,
  commentId: number,
  groupId: number,
  commentKey: string | null,
): Promise<{ content: string; title: string; actor: string; job_key: string } | undefined> {
  const [row]: Array<{ content: string; title: string; actor: string; job_key: string }> = await m.query(FAN_OUT_COMMENT_SQL, [commentId, groupId, commentKey]);
  return row;
}

/** Up to `limit` accepted members of the group after `afterUserId` but `exceptUserId`, in user_id order (group_members' primary key). */
export async function acceptedMembersAfter(m: EntityManager, groupId: number, afterUserId: number, exceptUserId: number, limit: number): Promise<number[]> {
  const rows: Array<{ user_id: number }> = await m.query(ACCEPTED_MEMBERS_AFTER_SQL, [groupId, afterUserId, exceptUserId, limit]);
  return rows.map((r) => r.user_id);
}

/** Whether member `userId` likes group comment `commentId`. */
export async function likesGroupComment(m: EntityManager, commentId: number, userId: number): Promise<boolean> {
  const rows: unknown[] = await m.query(LIKES_GROUP_COMMENT_SQL, [commentId, userId]);
  return rows.length > 0;
}

/**
 * Up to `limit` members of group `groupId` after `afterUserId`, but the author, whose level asks
 * to hear of a new prayer request (all of them, or only emergencies: `emergency`), in user_id order.
 */
export async function groupPrayerAudience(
  m: EntityManager,
  groupId: number,
  afterUserId: number,
  authorId: number,
  emergency: boolean,
  limit: number,
): Promise<number[]> {
  const rows: Array<{ user_id: number }> = await m.query(GROUP_PRAYER_AUDIENCE_SQL, [groupId, afterUserId, authorId, emergency, limit]);
  return rows.map((r) => r.user_id);
}

/** Group `groupId`'s title, or undefined once it is deleted or removed. */
export async function shownGroupTitle(m: EntityManager, groupId: number): Promise<string | undefined> {
  const rows: Array<{ title: string }> = await m.query(SHOWN_GROUP_TITLE_SQL, [groupId]);
  return rows[0]?.title;
}

/** The care team of group `groupId` but the author, told at once of an emergency request there (issue 44). */
export async function careTeamAudience(m: EntityManager, groupId: number, authorId: number): Promise<number[]> {
  const rows: Array<{ user_id: number }> = await m.query(CARE_TEAM_AUDIENCE_SQL, [groupId, authorId]);
  return rows.map((r) => r.user_id);
}
