import { createMember, Member } from '../support/members';
import { startTestApp, TestApp } from '../support/test-app';
import { connApi } from './conn-helpers';

type PostAnswer = { post: { posts_id: number; content: string } };
type FeedAnswer = { posts: Array<{ posts_id: number }> };

/** Friendship is what opens friends-only posts: becoming friends shows them at once, ending it hides them at once. */
describe('connections: friends-only posts follow the friendship', () => {
  let t: TestApp;
  let api: ReturnType<typeof connApi>;

  beforeAll(async () => {
    t = await startTestApp();
    api = connApi(t);
  });
  afterAll(() => t.close());

  async function friendsOnlyPost(author: Member): Promise<number> {
    const res = await api.call<{ postId: number }>('POST', '/api/posts/create-post', {
      token: author.token,
      body: { content: `Pray with me, friends of ${author.userName}`, visibility: 'friends', isReady: true },
    });
    expect(res.status).toBe(201);
    return res.body.postId;
  }

  async function sees(reader: Member, postId: number): Promise<{ post: boolean; inFeed: boolean }> {
    const post = await api.call<PostAnswer>('GET', `/api/posts/post/${postId}`, { token: reader.token });
    expect([200, 404]).toContain(post.status);
    const feed = await api.call<FeedAnswer>('GET', '/api/posts/feed', { token: reader.token });
    expect(feed.status).toBe(200);
    return { post: post.status === 200, inFeed: feed.body.posts.some((p) => p.posts_id === postId) };
  }

  it('opens the post when a request is accepted and closes it when either friend removes the other', async () => {
    for (const remover of ['author', 'reader'] as const) {
      const author = await createMember(t);
      const reader = await createMember(t);
      const postId = await friendsOnlyPost(author);
      expect(await sees(reader, postId)).toEqual({ post: false, inFeed: false });

      await api.send(reader, author.userId);
      expect(await sees(reader, postId)).toEqual({ post: false, inFeed: false }); // a pending request opens nothing

      await api.accept(author, reader.userId);
      expect(await sees(reader, postId)).toEqual({ post: true, inFeed: true });

      const res = remover === 'author' ? await api.remove(author, reader.userId) : await api.remove(reader, author.userId);
      expect(res.status).toBe(200);
      expect(await sees(reader, postId)).toEqual({ post: false, inFeed: false });
    }
  });

  it('opens it for both sides when two requests meet, and a decline opens nothing', async () => {
    const a = await createMember(t);
    const b = await createMember(t);
    const postOfA = await friendsOnlyPost(a);
    const postOfB = await friendsOnlyPost(b);
    await api.send(a, b.userId);
    await api.decline(b, a.userId);
    expect((await sees(b, postOfA)).post).toBe(false);
    expect((await sees(a, postOfB)).post).toBe(false);

    await api.send(b, a.userId);
    await api.send(a, b.userId); // they asked: this makes them friends
    expect((await sees(b, postOfA)).post).toBe(true);
    expect((await sees(a, postOfB)).post).toBe(true);
  });
});
