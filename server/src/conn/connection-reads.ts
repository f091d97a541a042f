import { EntityManager } from 'typeorm';

/**
 * The connection row of two members (either direction), whatever its status: its id and when it
 * last changed (epoch ms), which together name a request or an answer (notification dedupe keys).
 */
export async function connectionOf(m: EntityManager, a: number, b: number): Promise<{ connections_id: number; changed_at: string } | undefined> {
  const [row]: Array<{ connections_id: number; changed_at: string }> = await m.query(
    `SELECT connections_id, (extract(epoch FROM updated_at) * 1000)::bigint AS changed_at FROM connections
        WHERE LEAST(sender_id, receiver_id) = LEAST($1::int, $2::int) AND GREATEST(sender_id, receiver_id) = GREATEST($1::int, $2::int)`,
    [a, b],
  );
  return row;
}
