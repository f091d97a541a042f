import { addComment, createPost, PostBody } from '../posts/helpers';
import { createMember, Member } from '../support/members';
import { http, startTestApp, TestApp } from '../support/test-app';
import { deleteAndAwaitPurge, succeeding } from './purge-support';

interface GroupBody {
  member_count: number;
  comment_count: number;
  comments: Array<{ comment_id: number; user_id: number; like_count: number }>;
}

describe('account purge: counts on what the member leaves behind', () => {
  let t: TestApp;
  let call: ReturnType<typeof http>;
  let ann: Member;
  let ben: Member;

  beforeAll(async () => {
    t = await startTestApp({ ACCOUNT_PURGE_DELAY_SECONDS: '1' });
    call = http(t.url);
    ann = await createMember(t, { userName: 'Ann' });
    ben = await createMember(t, { userName: 'Ben' });
  });
  afterAll(async () => {
    await t?.close();
  });

  const ok = <T = unknown>(method: string, path: string, who: Member, body?: Record<string, unknown>) => succeeding(call)<T>(method, path, who, body);
  const post = async (postId: number) => (await call<{ post: PostBody }>('GET', `/api/posts/post/${postId}`, { token: ann.token })).body.post;
  const feedCard = async (postId: number) =>
    (await call<{ posts: PostBody[] }>('GET', '/api/posts/feed?limit=20', { token: ann.token })).body.posts.find((p) => p.posts_id === postId);
  const group = async (groupId: number) => (await call<{ group: GroupBody }>('GET', `/api/groups/group/${groupId}`, { token: ann.token })).body.group;

  it("takes the member's likes, comments and membership off the counts of others' posts, comments and groups", async () => {
    const postId = await createPost(call, ann, { content: 'Thank you for your prayers', visibility: 'public', postType: 'normal', isReady: true });
    const annComment = await addComment(call, ann, postId, 'He answered!');
    await ok('POST', '/api/posts/post-like', ben, { postId });
    await addComment(call, ben, postId, 'Praise God');
    await addComment(call, ben, postId, 'Praying still');
    await ok('POST', '/api/posts/comment-like', ben, { commentId: annComment.comment_id });

    const groupId = (await ok<{ groupId: number }>('POST', '/api/groups/create-group', ann, { groupTitle: 'Prayer circle', description: 'We pray together' })).body.groupId;
    await ok('POST', '/api/groups/request-join-group', ben, { groupId });
    await ok('POST', '/api/groups/accept-group-member-request', ann, { groupId, userId: ben.userId });
    const annGroupComment = (await ok<{ comment: { comment_id: number } }>('POST', `/api/groups/${groupId}/new-comment`, ann, { content: 'Welcome', isReady: true })).body.comment.comment_id;
    await ok('POST', `/api/groups/${groupId}/new-comment`, ben, { content: 'Glad to be here', isReady: true });
    await ok('POST', '/api/groups/group-comment-like', ben, { commentId: annGroupComment });

    expect(await post(postId)).toMatchObject({ like_count: 1, comment_count: 3 });
    expect((await feedCard(postId))?.comments.find((c) => c.comment_id === annComment.comment_id)?.like_count).toBe(1);
    expect(await group(groupId)).toMatchObject({ member_count: 2, comment_count: 2 });

    await deleteAndAwaitPurge(t, ben);

    expect(await post(postId)).toMatchObject({ like_count: 0, comment_count: 1 });
    // The feed's cached card was replaced too (its revision moved).
    const card = await feedCard(postId);
    expect(card).toMatchObject({ like_count: 0, comment_count: 1 });
    expect(card?.comments.map((c) => [c.comment_id, c.like_count])).toEqual([[annComment.comment_id, 0]]);
    const g = await group(groupId);
    expect(g).toMatchObject({ member_count: 1, comment_count: 1 });
    expect(g.comments.map((c) => [c.comment_id, c.like_count])).toEqual([[annGroupComment, 0]]);

    // Every count equals the rows that are there.
    const { rows } = await t.db.query(
      `SELECT (SELECT count(*) FROM posts p WHERE p.like_count <> (SELECT count(*) FROM post_likes l WHERE l.posts_id = p.posts_id)
                                               OR p.comment_count <> (SELECT count(*) FROM comments c WHERE c.post_id = p.posts_id))::int AS posts,
              (SELECT count(*) FROM comments c WHERE c.like_count <> (SELECT count(*) FROM comment_likes l WHERE l.comment_id = c.comment_id))::int AS comments,
              (SELECT count(*) FROM group_comments c WHERE c.like_count <> (SELECT count(*) FROM group_comment_likes l WHERE l.comment_id = c.comment_id))::int AS group_comments,
              (SELECT count(*) FROM groups g WHERE g.comment_count <> (SELECT count(*) FROM group_comments c WHERE c.group_id = g.group_id)
                                               OR g.member_count <> (SELECT count(*) FROM group_members m WHERE m.group_id = g.group_id AND m.status = 'accepted'))::int AS groups`,
    );
    expect(rows[0]).toEqual({ posts: 0, comments: 0, group_comments: 0, groups: 0 });
  });
});
