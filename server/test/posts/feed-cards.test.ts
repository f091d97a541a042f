import { lockPostRow, lockWaiters } from '../ops/row-lock';
import { createMember, Member } from '../support/members';
import { http, startTestApp, TestApp } from '../support/test-app';
import { addComment, befriend, Call, createPost, PostBody, PostPage } from './helpers';

/**
 * The feed keeps each post's rendered card across requests (PostCardCache) for as long as the
 * post's card_rev holds. Every test reads the feed first, so the card is cached, then changes
 * something the card shows, in the API or behind its back in the database, and reads again.
 */
describe('posts: the feed shows every change to a post it has shown before', () => {
  let t: TestApp;
  let call: Call;
  let reader: Member;
  let poster: Member;
  let commenter: Member;

  /** The post as `member`'s first feed page shows it (undefined when it is not there). */
  async function seen(member: Member, postId: number): Promise<PostBody | undefined> {
    const res = await call<PostPage>('GET', '/api/posts/feed', { token: member.token });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    return res.body.posts.find((p) => p.posts_id === postId);
  }

  async function seenSure(member: Member, postId: number): Promise<PostBody> {
    const post = await seen(member, postId);
    if (!post) throw new Error(`post ${postId} is not on the feed of ${member.userId}`);
    return post;
  }

  beforeAll(async () => {
    t = await startTestApp({ APP_ROLE: 'api' });
    call = http(t.url);
    reader = await createMember(t, { userName: 'Reader' });
    poster = await createMember(t, { userName: 'Poster' });
    commenter = await createMember(t, { userName: 'Commenter' });
  });
  afterAll(() => t.close());

  it('keeps the card while nothing changes, and only then', async () => {
    const postId = await createPost(call, poster, { content: 'Kept card' });
    expect((await seenSure(reader, postId)).content).toBe('Kept card');
    // Changed behind the triggers' back (replica role skips them): the revision stays, so the
    // feed still answers the card it holds. This is what makes the cache worth having.
    await t.db.query(`SET session_replication_role = replica`);
    try {
      await t.db.query(`UPDATE posts SET content = 'Changed quietly' WHERE posts_id = $1`, [postId]);
    } finally {
      await t.db.query(`SET session_replication_role = origin`);
    }
    expect((await seenSure(reader, postId)).content).toBe('Kept card');
    // Any ordinary change moves the revision, made by whichever process or tool.
    await t.db.query(`UPDATE posts SET content = 'Changed openly' WHERE posts_id = $1`, [postId]);
    expect((await seenSure(reader, postId)).content).toBe('Changed openly');
  });

  it("shows a group post's group (issue 44) to its members, and drops the card once the group is deleted", async () => {
    const { rows } = await t.db.query<{ group_id: number }>(
      `INSERT INTO groups (title, description, host_user_id, member_count) VALUES ('Cards group', 'For the card test', $1, 2) RETURNING group_id`,
      [poster.userId],
    );
    const groupId = rows[0].group_id;
    for (const m of [poster, reader]) {
      await t.db.query(`INSERT INTO group_members (group_id, user_id, status, role, inviter_id, invitee_id) VALUES ($1, $2, 'accepted', 'member', $2, $2)`, [groupId, m.userId]);
    }
    const postId = await createPost(call, poster, { content: 'For the group', visibility: 'group', groupId, postType: 'pray_request' });
    expect(await seenSure(reader, postId)).toMatchObject({ visibility: 'group', group_id: groupId });
    expect(await seen(commenter, postId)).toBeUndefined();
    // The group's deletion clears group_id (ON DELETE SET NULL), which moves card_rev: the card is not answered again.
    await t.db.query(`DELETE FROM groups WHERE group_id = $1`, [groupId]);
    expect(await seen(reader, postId)).toBeUndefined();
    expect(await seen(poster, postId)).toBeUndefined();
  });

  it('shows likes: the count to everyone, is_liked to the liker only', async () => {
    const postId = await createPost(call, poster, { content: 'Like me' });
    expect(await seenSure(reader, postId)).toMatchObject({ like_count: 0, is_liked: false });
    expect((await call('POST', '/api/posts/post-like', { token: commenter.token, body: { postId } })).status).toBe(200);
    expect(await seenSure(reader, postId)).toMatchObject({ like_count: 1, is_liked: false });
    expect(await seenSure(commenter, postId)).toMatchObject({ like_count: 1, is_liked: true });
    expect((await call('DELETE', '/api/posts/post-unlike', { token: commenter.token, body: { postId } })).status).toBe(200);
    expect(await seenSure(commenter, postId)).toMatchObject({ like_count: 0, is_liked: false });
  });

  it('marks exactly the posts the reader likes on every page, at both ends of a page and in between', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 7; i++) ids.push(await createPost(call, poster, { content: `Page post ${i}` }));
    // Liked: the oldest, the newest, and one in the middle; one more post after them all, not liked.
    for (const postId of [ids[0], ids[3], ids[6]]) {
      expect((await call('POST', '/api/posts/post-like', { token: reader.token, body: { postId } })).status).toBe(200);
    }
    await createPost(call, poster, { content: 'After the likes' });
    const likedOn = async (query: string) => {
      const res = await call<PostPage>('GET', `/api/posts/feed?${query}`, { token: reader.token });
      expect(res.status).toBe(200);
      return { liked: res.body.posts.filter((p) => ids.includes(p.posts_id)).map((p) => [p.posts_id, p.is_liked]), next: res.body.nextCursor };
    };
    // Pages of three, newest first: [after, 6, 5], [4, 3, 2], [1, 0, ...].
    const first = await likedOn('limit=3');
    expect(first.liked).toEqual([[ids[6], true], [ids[5], false]]);
    const second = await likedOn(`limit=3&cursor=${first.next}`);
    expect(second.liked).toEqual([[ids[4], false], [ids[3], true], [ids[2], false]]);
    const third = await likedOn(`limit=3&cursor=${second.next}`);
    expect(third.liked).toEqual([[ids[1], false], [ids[0], true]]);
    // The same by offset, all seven on one page.
    expect((await likedOn('limit=7&offset=1')).liked).toEqual([6, 5, 4, 3, 2, 1, 0].map((i) => [ids[i], i % 3 === 0]));
    // The liker's likes are theirs alone.
    expect(await seenSure(commenter, ids[6])).toMatchObject({ is_liked: false });
  });

  it('shows new comments, comment likes per reader, and deleted comments gone', async () => {
    const postId = await createPost(call, poster, { content: 'Talk to me' });
    expect((await seenSure(reader, postId)).comments).toEqual([]);
    const comment = await addComment(call, commenter, postId, 'First!');
    let post = await seenSure(reader, postId);
    expect(post.comment_count).toBe(1);
    expect(post.comments).toMatchObject([{ comment_id: comment.comment_id, content: 'First!', like_count: 0, is_liked: false }]);

    const liked = await call('POST', '/api/posts/comment-like', { token: reader.token, body: { commentId: comment.comment_id } });
    expect(liked.status).toBe(200);
    expect((await seenSure(reader, postId)).comments[0]).toMatchObject({ like_count: 1, is_liked: true });
    expect((await seenSure(commenter, postId)).comments[0]).toMatchObject({ like_count: 1, is_liked: false });
    expect((await seenSure(poster, postId)).comments[0]).toMatchObject({ like_count: 1, is_liked: false });

    const deleted = await call('POST', '/api/posts/user-delete-own-comment', { token: commenter.token, body: { commentId: comment.comment_id } });
    expect(deleted.status).toBe(200);
    post = await seenSure(reader, postId);
    expect(post.comment_count).toBe(0);
    expect(post.comments).toEqual([]);
  });

  it("shows a reader's comment still waiting for media to that reader only, and to all once ready", async () => {
    const postId = await createPost(call, poster, { content: 'Pending below' });
    await seenSure(reader, postId);
    const pending = await call<{ comment: { comment_id: number } }>('POST', `/api/posts/${postId}/new-comment`, {
      token: commenter.token,
      body: { content: 'with a picture', isReady: false },
    });
    expect(pending.status).toBe(201);
    const commentId = pending.body.comment.comment_id;
    expect((await seenSure(commenter, postId)).comments).toMatchObject([{ comment_id: commentId, is_ready: false }]);
    expect((await seenSure(reader, postId)).comments).toEqual([]);
    await t.db.query(`UPDATE comments SET is_ready = true WHERE comment_id = $1`, [commentId]);
    expect((await seenSure(reader, postId)).comments).toMatchObject([{ comment_id: commentId, is_ready: true }]);
  });

  it('shows new names of the author and the commenters, and hides the comments of a member who left', async () => {
    const author = await createMember(t, { userName: 'Old Author' });
    const voice = await createMember(t, { userName: 'Old Voice' });
    const postId = await createPost(call, author, { content: 'Names' });
    await addComment(call, voice, postId, 'Hello');
    expect(await seenSure(reader, postId)).toMatchObject({ user_name: 'Old Author', comments: [{ user_name: 'Old Voice' }] });

    for (const [member, name] of [
      [author, 'New Author'],
      [voice, 'New Voice'],
    ] as const) {
      const res = await call('PUT', '/api/auth/update-user-name-email', {
        token: member.token,
        body: { user_name: name, email: member.email, password: member.password },
      });
      expect(res.status).toBe(200);
    }
    expect(await seenSure(reader, postId)).toMatchObject({ user_name: 'New Author', comments: [{ user_name: 'New Voice' }] });

    await t.db.query(`UPDATE users SET profile_picture = 'uploads/profile_images/new.webp' WHERE user_id = $1`, [voice.userId]);
    expect((await seenSure(reader, postId)).comments[0].profile_picture).toBe('uploads/profile_images/new.webp');

    await t.db.query(`UPDATE users SET status = 'deleted' WHERE user_id = $1`, [voice.userId]);
    expect((await seenSure(reader, postId)).comments).toEqual([]);
  });

  it("shows the author's user code, and a new one once the author changes it (the link to /u/{user_code})", async () => {
    const author = await createMember(t, { userName: 'Coded Author' });
    const postId = await createPost(call, author, { content: 'Find me by my code' });
    expect(await seenSure(reader, postId)).toMatchObject({ user_name: 'Coded Author', user_code: null });
    const code = `coded.${Date.now().toString(36)}`;
    const res = await call('PUT', '/api/auth/update-user-name-email', {
      token: author.token,
      body: { user_name: 'Coded Author', email: author.email, password: author.password, user_code: code },
    });
    expect(res.status).toBe(200);
    expect(await seenSure(reader, postId)).toMatchObject({ user_code: code });
    expect((await call<{ post: PostBody }>('GET', `/api/posts/post/${postId}`, { token: reader.token })).body.post).toMatchObject({ user_code: code });
    // Cleared: the card says null again (no address to link).
    await t.db.query(`UPDATE users SET user_code = NULL WHERE user_id = $1`, [author.userId]);
    expect(await seenSure(reader, postId)).toMatchObject({ user_code: null });
  });

  it('shows media once it is ready, and a changed audience', async () => {
    const postId = await createPost(call, poster, { content: 'Picture soon' });
    expect((await seenSure(reader, postId)).media).toEqual([]);
    await t.db.query(
      `INSERT INTO media (posts_id, user_id, media_type, path, width, height, status) VALUES ($1, $2, 'image', 'uploads/p.webp', 4, 3, 'ready')`,
      [postId, poster.userId],
    );
    expect((await seenSure(reader, postId)).media).toMatchObject([{ type: 'image', path: 'uploads/p.webp', media_state: 'ready' }]);

    const changed = await call('POST', '/api/posts/change-post-audience', { token: poster.token, body: { postId } });
    expect(changed.status).toBe(200);
    expect(await seen(reader, postId)).toBeUndefined();
    const friend = await createMember(t, { userName: 'Friend' });
    await befriend(t, friend, poster);
    expect(await seenSure(friend, postId)).toMatchObject({ visibility: 'friends' });
  });

  it('shows a changed comment policy (issue 44), and an anonymous request as Anonymous to the reader and as theirs to its author', async () => {
    const postId = await createPost(call, poster, { content: 'Talk to me', postType: 'pray_request', anonymous: true });
    expect(await seenSure(reader, postId)).toMatchObject({ comment_policy: 'everyone', user_id: 0, user_name: 'Anonymous', is_mine: false });
    const changed = await call('POST', '/api/posts/change-comment-policy', { token: poster.token, body: { postId, comment_policy: 'none' } });
    expect(changed.status).toBe(200);
    expect(await seenSure(reader, postId)).toMatchObject({ comment_policy: 'none', user_id: 0, user_name: 'Anonymous' });
    expect(await seenSure(poster, postId)).toMatchObject({ comment_policy: 'none', user_id: poster.userId, user_name: 'Poster', is_mine: true });
  });

  it('answers the same page, field for field, as the post detail does for each reader', async () => {
    const postId = await createPost(call, poster, { content: 'Same everywhere' });
    const c1 = await addComment(call, commenter, postId, 'one');
    await addComment(call, reader, postId, 'two');
    await call('POST', '/api/posts/comment-like', { token: reader.token, body: { commentId: c1.comment_id } });
    await call('POST', '/api/posts/post-like', { token: reader.token, body: { postId } });
    for (const member of [reader, commenter, poster, reader]) {
      const detail = await call<{ post: PostBody }>('GET', `/api/posts/post/${postId}`, { token: member.token });
      expect(await seenSure(member, postId)).toEqual(detail.body.post);
    }
  });

  it('answers a comment like that meets the deletion of its post as if it came just after', async () => {
    // Both wait for the post's row, the deletion first. The like locks the post before its
    // comment, as the deletion does (post, then comments), so the two cannot deadlock: the
    // deletion goes on, and the like finds the comment gone.
    const postId = await createPost(call, poster, { content: 'Going away' });
    const comment = await addComment(call, commenter, postId, 'Soon gone');
    const lock = await lockPostRow(t, postId);
    try {
      const deletion = call('POST', '/api/posts/user-delete-own-post', { token: poster.token, body: { postId } });
      await lockWaiters(t, 1);
      const like = call('POST', '/api/posts/comment-like', { token: reader.token, body: { commentId: comment.comment_id } });
      await lockWaiters(t, 2);
      await lock.release();
      const [deleted, liked] = await Promise.all([deletion, like]);
      expect(deleted).toMatchObject({ status: 200, body: { message: 'Post deleted' } });
      expect(liked).toMatchObject({ status: 404, body: { message: 'Comment not found' } });
    } finally {
      await lock.end();
    }
    expect(await seen(reader, postId)).toBeUndefined();
  });
});
