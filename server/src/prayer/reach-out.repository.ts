import { EntityManager } from 'typeorm';
import { ADD_REACH_OUT_SQL, REACH_OUT_TARGET_SQL, REACH_OUTS_SQL } from './reach-out.queries';

export interface ReachOutTarget {
  posts_id: number;
  user_id: number;
  post_type: string;
  group_id: number | null;
  on_team: boolean;
}

export interface ReachOutRow {
  user_id: number;
  user_name: string;
  profile_picture: string;
  anonymous: boolean;
  created_at: Date;
}

/** The request as `me` may see it, with whether `me` is on its group's care team (REACH_OUT_TARGET_SQL). */
export async function reachOutTarget(m: EntityManager, me: number, postId: number): Promise<ReachOutTarget | undefined> {
  const rows: ReachOutTarget[] = await m.query(REACH_OUT_TARGET_SQL, [me, postId]);
  return rows[0];
}

/** Records the reach-out; false when `me` had already reached out on it. */
export async function addReachOut(m: EntityManager, postId: number, me: number, anonymous: boolean): Promise<boolean> {
  const rows: unknown[] = await m.query(ADD_REACH_OUT_SQL, [postId, me, anonymous]);
  return rows.length > 0;
}

/** Who is reaching out on the request, as a care team member sees them (REACH_OUTS_SQL). */
export function reachOuts(m: EntityManager, postId: number, reader: number): Promise<ReachOutRow[]> {
  return m.query(REACH_OUTS_SQL, [postId, reader]);
}
