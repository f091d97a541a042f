import { createMember, Member } from '../support/members';
import { http, TestApp } from '../support/test-app';
import { Targets } from './requests';
import { freshToken } from './sessions';

/** Creates something through the API and returns the id the answer names. */
export async function created(t: TestApp, member: Member, method: string, path: string, body: unknown, pick: (b: Record<string, unknown>) => unknown): Promise<number> {
  const res = await http(t.url)(method, path, { token: await freshToken(t, member), body });
  const id = res.status < 300 ? pick(res.body) : undefined;
  if (typeof id !== 'number') throw new Error(`${method} ${path} answered ${res.status}: ${JSON.stringify(res.body)}`);
  return id;
}

/**
 * A fresh verified member with a post, a comment, a group and a group comment of their own, so
 * that the fuzzer's baseline requests are valid and every mutation is tested against real rows.
 */
export async function fuzzMember(t: TestApp): Promise<{ member: Member; targets: Targets }> {
  const member = await createMember(t);
  const other = await createMember(t);
  const postId = await created(t, member, 'POST', '/api/posts/create-post', { content: 'Fuzz post', visibility: 'friends' }, (b) => b.postId);
  const commentId = await created(t, member, 'POST', `/api/posts/${postId}/new-comment`, { content: 'Fuzz comment' }, (b) => (b.comment as { comment_id?: number })?.comment_id);
  const groupId = await created(t, member, 'POST', '/api/groups/create-group', { groupTitle: 'Fuzz group', description: 'Fuzzing' }, (b) => b.groupId);
  const groupCommentId = await created(t, member, 'POST', `/api/groups/${groupId}/new-comment`, { content: 'Fuzz group comment' }, (b) => (b.comment as { comment_id?: number })?.comment_id);
  return { member, targets: { postId, commentId, groupId, groupCommentId, userId: other.userId, userSearch: other.userName, groupSearch: 'Fuzz' } };
}
