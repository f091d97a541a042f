import { EntityManager } from 'typeorm';
import type { GroupPersonDto } from './dto/group.dto';
import { ACCEPTED_AMONG_SQL, ADD_TO_CARE_TEAM_SQL, CARE_TEAM_SQL, REMOVE_FROM_CARE_TEAM_SQL } from './care-team.queries';

/** Group `groupId`'s care team as `viewerId` sees it (care-team.queries.ts CARE_TEAM_SQL). */
export function careTeam(m: EntityManager, groupId: number, viewerId: number): Promise<GroupPersonDto[]> {
  return m.query<GroupPersonDto[]>(CARE_TEAM_SQL, [groupId, viewerId]);
}

/** The ids among `userIds` that are accepted, active members of the group. */
export async function acceptedAmong(m: EntityManager, groupId: number, userIds: number[]): Promise<number[]> {
  const rows = await m.query<Array<{ user_id: number }>>(ACCEPTED_AMONG_SQL, [groupId, userIds]);
  return rows.map((r) => r.user_id);
}

/** Makes `userIds` the whole team; answers who was added and who was taken off. */
export async function replaceCareTeam(m: EntityManager, groupId: number, userIds: number[], adminId: number): Promise<{ added: number[]; removed: number[] }> {
  const removed = await m.query<Array<{ user_id: number }>>(REMOVE_FROM_CARE_TEAM_SQL, [groupId, userIds]);
  const added = await m.query<Array<{ user_id: number }>>(ADD_TO_CARE_TEAM_SQL, [groupId, userIds, adminId]);
  return { added: added.map((r) => r.user_id), removed: removed.map((r) => r.user_id) };
}
