import { createMember, Member } from '../support/members';
import { http, startTestApp, TestApp } from '../support/test-app';
import { addComment, Call, createPost, PostBody, PostPage, recordEvents } from './helpers';

describe('posts: likes', () => {
  let t: TestApp;
  let call: Call;
  let author: Member;
  let fan: Member;
  let events: ReturnType<typeof recordEvents>;

  beforeAll(async () => {
    t = await startTestApp({ APP_ROLE: 'api' });
    call = http(t.url);
    events = recordEvents(t);
    author = await createMember(t, { userName: 'Author' });
    fan = await createMember(t, { userName: 'Fan' });
  });
  afterAll(() => t.close());

  it('likes and unlikes a post idempotently, answering the exact count', async () => {
    const postId = await createPost(call, author, { content: 'Like me' });
    events.clear();
    const first = await call('POST', '/api/posts/post-like', { token: fan.token, body: { postId } });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ like_count: 1, is_liked: true });
    const again = await call('POST', '/api/posts/post-like', { token: fan.token, body: { postId } });
    expect(again.body).toEqual({ like_count: 1, is_liked: true });
    expect(events.of('post.liked')).toEqual([{ postId, actorId: fan.userId }]);

    const read = await call<{ post: PostBody }>('GET', `/api/posts/post/${postId}`, { token: fan.token });
    expect(read.body.post).toMatchObject({ like_count: 1, is_liked: true });
    const forAuthor = await call<PostPage>('GET', '/api/posts/feed', { token: author.token });
    expect(forAuthor.body.posts.find((p) => p.posts_id === postId)).toMatchObject({ like_count: 1, is_liked: false });

    const unlike = await call('DELETE', '/api/posts/post-unlike', { token: fan.token, body: { postId } });
    expect(unlike.status).toBe(200);
    expect(unlike.body).toEqual({ like_count: 0, is_liked: false });
    const unlikeAgain = await call('DELETE', '/api/posts/post-unlike', { token: fan.token, body: { postId } });
    expect(unlikeAgain.body).toEqual({ like_count: 0, is_liked: false });
  });

  it('keeps like_count exact under 100 concurrent likes', async () => {
    const postId = await createPost(call, author, { content: 'Popular' });
    const members = await Promise.all(Array.from({ length: 100 }, (_, i) => createMember(t, { userName: `Liker ${i}` })));
    // Every member likes once, and the first ten twice at the same time.
    const calls = [...members, ...members.slice(0, 10)].map((m) => call('POST', '/api/posts/post-like', { token: m.token, body: { postId } }));
    const answers = await Promise.all(calls);
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const read = await call<{ post: PostBody }>('GET', `/api/posts/post/${postId}`, { token: author.token });
    expect(read.body.post.like_count).toBe(100);
    const unlikes = await Promise.all(members.slice(0, 40).map((m) => call('DELETE', '/api/posts/post-unlike', { token: m.token, body: { postId } })));
    expect(unlikes.every((a) => a.status === 200)).toBe(true);
    const after = await call<{ post: PostBody }>('GET', `/api/posts/post/${postId}`, { token: author.token });
    expect(after.body.post.like_count).toBe(60);
  }, 60_000);

  it('likes and unlikes a comment, shown in the comment lists', async () => {
    const postId = await createPost(call, author, { content: 'x' });
    const comment = await addComment(call, author, postId, 'Thank you all');
    events.clear();
    const like = await call('POST', '/api/posts/comment-like', { token: fan.token, body: { commentId: comment.comment_id } });
    expect(like.status).toBe(200);
    expect(like.body).toEqual({ like_count: 1, is_liked: true });
    expect((await call('POST', '/api/posts/comment-like', { token: fan.token, body: { commentId: comment.comment_id } })).body).toEqual({ like_count: 1, is_liked: true });
    expect(events.of('comment.liked')).toEqual([{ postId, commentId: comment.comment_id, actorId: fan.userId }]);

    const list = await call<{ comments: Array<{ like_count: number; is_liked: boolean }> }>('GET', `/api/posts/${postId}/comments`, { token: fan.token });
    expect(list.body.comments[0]).toMatchObject({ like_count: 1, is_liked: true });
    const post = await call<{ post: PostBody }>('GET', `/api/posts/post/${postId}`, { token: fan.token });
    expect(post.body.post.comments[0]).toMatchObject({ like_count: 1, is_liked: true });

    const unlike = await call('DELETE', '/api/posts/comment-unlike', { token: fan.token, body: { commentId: comment.comment_id } });
    expect(unlike.body).toEqual({ like_count: 0, is_liked: false });
  });

  it('answers 404 for likes of things that do not exist, and 400 for bad ids', async () => {
    const post = await call('POST', '/api/posts/post-like', { token: fan.token, body: { postId: 777777 } });
    expect(post.status).toBe(404);
    expect(post.body).toMatchObject({ message: 'Post not found' });
    const comment = await call('DELETE', '/api/posts/comment-unlike', { token: fan.token, body: { commentId: 777777 } });
    expect(comment.status).toBe(404);
    expect(comment.body).toMatchObject({ message: 'Comment not found' });
    const bad = await call('POST', '/api/posts/post-like', { token: fan.token, body: { postId: 'one' } });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ message: 'postId must be a positive integer' });
  });

  it('accepts an id sent as a digit string', async () => {
    const postId = await createPost(call, author, { content: 'string ids' });
    const res = await call('POST', '/api/posts/post-like', { token: fan.token, body: { postId: String(postId) } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ like_count: 1, is_liked: true });
  });
});
