import { Member } from '../support/members';
import { TestApp } from '../support/test-app';
import { Call, PostBody } from '../posts/helpers';

/** A card as the API answers it, with the prayer fields. */
export type PrayerCard = PostBody & {
  prayer_count: number;
  is_prayed: boolean;
  prayer_status: 'open' | 'answered' | 'closed' | null;
  answered_at: string | null;
  answer_testimony: string | null;
};

export interface PrayersPage {
  members: Array<{ user_id: number; user_name: string; profile_picture: string; prayed_at: string }>;
  nextCursor: string | null;
}

export const pray = (call: Call, m: Member, postId: unknown) => call<{ prayer_count: number; is_prayed: boolean; message?: string }>('POST', '/api/posts/pray', { token: m.token, body: { postId } });
export const unpray = (call: Call, m: Member, postId: unknown) => call<{ prayer_count: number; is_prayed: boolean; message?: string }>('DELETE', '/api/posts/unpray', { token: m.token, body: { postId } });

export async function card(call: Call, m: Member, postId: number): Promise<PrayerCard> {
  const res = await call<{ post: PrayerCard }>('GET', `/api/posts/post/${postId}`, { token: m.token });
  if (res.status !== 200) throw new Error(`post ${postId} answered ${res.status}`);
  return res.body.post;
}

export async function block(t: TestApp, blocker: Member, blocked: Member): Promise<void> {
  await t.db.query(`INSERT INTO blocks (blocker_id, blocked_id) VALUES ($1, $2)`, [blocker.userId, blocked.userId]);
}

export async function unblockAll(t: TestApp): Promise<void> {
  await t.db.query(`DELETE FROM blocks`);
}

/** A commitment as helper B's endpoint stores it, written directly (this half of issue #33 only ends them). */
export async function commit(t: TestApp, m: Member, postId: number, days = 7): Promise<void> {
  await t.db.query(
    `INSERT INTO prayer_commitments (post_id, user_id, days, ends_at) VALUES ($1, $2, $3::smallint, now() + make_interval(days => $3::int))`,
    [postId, m.userId, days],
  );
}
