import { EventEmitter2 } from '@nestjs/event-emitter';
import { DomainEvents } from '../../src/common/events';
import { Member } from '../support/members';
import { http, TestApp } from '../support/test-app';

export type FriendStatusBody = { status: string };
export type ActionBody = { message: string; status: string };

/** Calls of the connections API as one member. */
export function connApi(t: TestApp) {
  const call = http(t.url);
  return {
    call,
    send: (from: Member, receiverId: number | unknown) => call<ActionBody>('POST', '/api/conn/send-friend-request', { token: from.token, body: { receiverId } }),
    accept: (me: Member, senderId: number) => call<ActionBody>('POST', '/api/conn/accept-friend-request', { token: me.token, body: { senderId } }),
    decline: (me: Member, senderId: number) => call<ActionBody>('POST', '/api/conn/decline-friend-request', { token: me.token, body: { senderId } }),
    remove: (me: Member, friendId: number) => call<ActionBody>('POST', '/api/conn/remove-friend', { token: me.token, body: { friendId } }),
    status: async (me: Member, other: Member): Promise<string> => {
      const res = await call<FriendStatusBody>('GET', `/api/conn/friend-request-status/${other.userId}`, { token: me.token });
      if (res.status !== 200) throw new Error(`status answered ${res.status}: ${JSON.stringify(res.body)}`);
      return res.body.status;
    },
  };
}

/** The friendships rows between two members, as `user>friend` strings (the posts module reads this table). */
export async function friendshipRows(t: TestApp, a: Member, b: Member): Promise<string[]> {
  const { rows } = await t.db.query<{ user_id: number; friend_id: number }>(
    `SELECT user_id, friend_id FROM friendships WHERE user_id IN ($1, $2) AND friend_id IN ($1, $2) ORDER BY user_id, friend_id`,
    [a.userId, b.userId],
  );
  return rows.map((r) => `${r.user_id}>${r.friend_id}`);
}

export function bothDirections(a: Member, b: Member): string[] {
  return [`${a.userId}>${b.userId}`, `${b.userId}>${a.userId}`].sort();
}

type ConnectionEventName = 'connection.requested' | 'connection.accepted';
export interface RecordedEvent {
  name: ConnectionEventName;
  payload: DomainEvents[ConnectionEventName];
}

/** Records the connection events the app publishes (the notifications module listens to them). */
export function recordConnectionEvents(t: TestApp): RecordedEvent[] {
  const events: RecordedEvent[] = [];
  const emitter = t.app.get(EventEmitter2);
  for (const name of ['connection.requested', 'connection.accepted'] as const) {
    emitter.on(name, (payload: DomainEvents[typeof name]) => events.push({ name, payload }));
  }
  return events;
}
