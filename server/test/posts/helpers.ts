import { EventEmitter2 } from '@nestjs/event-emitter';
import { DomainEventName, DomainEvents } from '../../src/common/events';
import { Member } from '../support/members';
import { http, TestApp } from '../support/test-app';

export type Call = ReturnType<typeof http>;

export interface PostBody {
  posts_id: number;
  user_id: number;
  user_name: string;
  user_code: string | null;
  profile_picture: string;
  content: string;
  created_at: string;
  visibility: 'public' | 'friends' | 'group';
  group_id?: number | null;
  post_type: string;
  is_ready: boolean;
  media_state: string;
  media: Array<Record<string, unknown>>;
  like_count: number;
  comment_count: number;
  is_liked: boolean;
  comments: CommentBody[];
}

export interface CommentBody {
  comment_id: number;
  post_id: number;
  user_id: number;
  user_name: string;
  profile_picture: string;
  content: string;
  created_at: string;
  like_count: number;
  is_liked: boolean;
  is_ready: boolean;
  held: boolean;
  media: Array<Record<string, unknown>>;
}

export interface PostPage {
  posts: PostBody[];
  nextCursor: string | null;
}

/** Makes two members friends the way the connections module stores it: an accepted request and both directions. */
export async function befriend(t: TestApp, a: Member, b: Member): Promise<void> {
  await t.db.query(`INSERT INTO connections (sender_id, receiver_id, status) VALUES ($1, $2, 'accepted')`, [a.userId, b.userId]);
  await t.db.query(`INSERT INTO friendships (user_id, friend_id) VALUES ($1, $2), ($2, $1)`, [a.userId, b.userId]);
}

/** Creates a post through the API and returns its id. */
export async function createPost(call: Call, member: Member, body: Record<string, unknown>): Promise<number> {
  const res = await call<{ postId: number }>('POST', '/api/posts/create-post', { token: member.token, body });
  if (res.status !== 201) throw new Error(`create-post answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body.postId;
}

export async function addComment(call: Call, member: Member, postId: number, content: string): Promise<CommentBody> {
  const res = await call<{ comment: CommentBody }>('POST', `/api/posts/${postId}/new-comment`, { token: member.token, body: { content } });
  if (res.status !== 201) throw new Error(`new-comment answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body.comment;
}

/** Records the domain events the app publishes while a test runs. */
export function recordEvents(t: TestApp): { of: <E extends DomainEventName>(name: E) => Array<DomainEvents[E]>; clear: () => void } {
  const seen: Array<{ name: string; payload: unknown }> = [];
  t.app.get(EventEmitter2).onAny((name: string | string[], payload: unknown) => {
    seen.push({ name: Array.isArray(name) ? name.join('.') : name, payload });
  });
  return {
    of: <E extends DomainEventName>(name: E) => seen.filter((e) => e.name === name).map((e) => e.payload as DomainEvents[E]),
    clear: () => {
      seen.length = 0;
    },
  };
}
