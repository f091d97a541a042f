import { createOperator } from '../mod/helpers';
import { eventually } from '../noti/fixtures';
import { obtainCode, pkcePair, REDIRECT_URI, tokenRequest } from '../oauth/oauth-flow';
import { freshToken } from '../security/sessions';
import { createMember, Member } from '../support/members';
import { http, startTestApp, TestApp } from '../support/test-app';
import { befriend, Call, CommentBody, createPost, PostBody, PostPage } from './helpers';


type Post = PostBody & { anonymous: boolean; is_mine: boolean; comment_policy: string; for_someone_else: boolean };
interface Notice {
  notification_type: string;
  content: string;
  actor: { user_id: number; user_name: string } | null;
}

/**
 * Issue 44: anonymous prayer requests never show their author to anyone but the author (in every
 * read: the post, the feed, the author's profile list, comments, notifications, prayer lists,
 * the SDK's shapes), blocks still apply both ways, moderators see the author and that is audited;
 * the comment policy holds on every path (a session, an API key, an OAuth app); a request for
 * someone else needs the author's confirmation of consent.
 */
describe('posts: anonymous requests, comment policy, requests for someone else (issue 44)', () => {
  let t: TestApp;
  let call: Call;
  let anna: Member;
  let bob: Member;
  let carol: Member;

  /** Runs `check` with the member's language set to Finnish, then back to English. */
  const inFinnish = async (m: Member, check: () => Promise<void>) => {
    expect((await call('PUT', '/api/auth/update-language', { token: m.token, body: { language: 'fi' } })).status).toBe(200);
    try {
      await check();
    } finally {
      await call('PUT', '/api/auth/update-language', { token: m.token, body: { language: 'en' } });
    }
  };

  beforeAll(async () => {
    t = await startTestApp({ RATE_LIMITS: 'posts=1000/1h,comments=1000/1h,writes=1000/1h,reports=1000/1h,likes=1000/1h,prayers=1000/1h' });
    call = http(t.url);
    anna = await createMember(t, { userName: 'Anna Secret' });
    bob = await createMember(t, { userName: 'Bob Friend' });
    carol = await createMember(t, { userName: 'Carol Stranger' });
    await befriend(t, anna, bob);
  }, 60_000);
  afterAll(() => t?.close());

  /** What in an answer would name Anna: her name, or her id as any `user_id`. */
  const traces = (body: unknown, who: Member = anna) => {
    const json = JSON.stringify(body);
    const found: string[] = [];
    if (json.includes('Anna Secret')) found.push('name');
    if (new RegExp(`"user_id":${who.userId}[,}]`).test(json)) found.push('id');
    return found;
  };
  const post = async (m: Member, postId: number) => call<{ post: Post }>('GET', `/api/posts/post/${postId}`, { token: m.token });
  const feed = async (m: Member) => (await call<PostPage & { posts: Post[] }>('GET', '/api/posts/feed?limit=50', { token: m.token })).body;
  const notices = async (m: Member) => (await call<{ notifications: Notice[] }>('GET', '/api/noti/user-notifications', { token: m.token })).body.notifications;

  describe('anonymous requests', () => {
    let postId: number;

    beforeAll(async () => {
      postId = await createPost(call, anna, { content: 'Please pray for my health, @BobFriend', postType: 'pray_request', anonymous: true });
    });

    it('shows the author to the author only: post, feed (twice, from the card cache), SDK shape', async () => {
      const own = await post(anna, postId);
      expect(own.body.post).toMatchObject({ user_id: anna.userId, user_name: 'Anna Secret', anonymous: true, is_mine: true, comment_policy: 'everyone', for_someone_else: false });
      for (const reader of [bob, carol]) {
        const res = await post(reader, postId);
        expect(res.status).toBe(200);
        expect(res.body.post).toMatchObject({ user_id: 0, user_name: 'Anonymous', profile_picture: '', anonymous: true, is_mine: false });
        expect(traces(res.body)).toEqual([]);
        for (let i = 0; i < 2; i++) {
          const card = (await feed(reader)).posts.find((p) => p.posts_id === postId)!;
          expect(card).toMatchObject({ user_id: 0, user_name: 'Anonymous', profile_picture: '', anonymous: true, is_mine: false });
          expect(traces(card)).toEqual([]);
          expect(Object.keys(card)).toEqual(Object.keys(own.body.post));
        }
      }
      const mine = (await feed(anna)).posts.find((p) => p.posts_id === postId)!;
      expect(mine).toMatchObject({ user_id: anna.userId, is_mine: true, anonymous: true });
    });

    it("is not in the author's profile list for others, but is in their own lists", async () => {
      for (const reader of [bob, carol]) {
        const list = await call<PostPage>('GET', `/api/posts/user-posts/${anna.userId}`, { token: reader.token });
        expect(list.status).toBe(200);
        expect(list.body.posts.map((p) => p.posts_id)).not.toContain(postId);
      }
      const own = await call<PostPage>('GET', `/api/posts/user-posts/${anna.userId}`, { token: anna.token });
      expect(own.body.posts.map((p) => p.posts_id)).toContain(postId);
      const mine = await call<PostPage>('GET', '/api/posts/my-posts', { token: anna.token });
      expect(mine.body.posts.find((p) => p.posts_id === postId)).toMatchObject({ user_id: anna.userId, is_mine: true });
    });

    it("shows comments with their own authors, and the anonymous author's own comments as Anonymous", async () => {
      const fromAnna = await call<{ comment: CommentBody }>('POST', `/api/posts/${postId}/new-comment`, { token: anna.token, body: { content: 'Thank you all' } });
      expect(fromAnna.status).toBe(201);
      expect(fromAnna.body.comment.user_id).toBe(anna.userId);
      const fromBob = await call<{ comment: CommentBody }>('POST', `/api/posts/${postId}/new-comment`, { token: bob.token, body: { content: 'Praying' } });
      expect(fromBob.status).toBe(201);
      const page = await call<{ comments: CommentBody[] }>('GET', `/api/posts/${postId}/comments`, { token: carol.token });
      expect(page.body.comments.map((c) => [c.user_id, c.user_name, c.content])).toEqual([
        [0, 'Anonymous', 'Thank you all'],
        [bob.userId, 'Bob Friend', 'Praying'],
      ]);
      expect(traces(page.body)).toEqual([]);
      const detail = await post(carol, postId);
      expect(detail.body.post.comments.map((c) => c.user_name)).toEqual(['Anonymous', 'Bob Friend']);
      expect(traces(detail.body)).toEqual([]);
      const cards = (await feed(carol)).posts.find((p) => p.posts_id === postId)!;
      expect(traces(cards)).toEqual([]);
      const ownPage = await call<{ comments: CommentBody[] }>('GET', `/api/posts/${postId}/comments`, { token: anna.token });
      expect(ownPage.body.comments[0]).toMatchObject({ user_id: anna.userId, user_name: 'Anna Secret' });
    });

    it('notifies others as "Anonymous": the mention and the answer, with no actor; the author still hears of prayers', async () => {
      const mention = await eventually(async () => {
        const n = (await notices(bob)).find((x) => x.notification_type === 'mention');
        if (!n) throw new Error('no mention yet');
        return n;
      });
      expect(mention.content).toMatch(/^Anonymous mentioned you in a prayer request/);
      expect(mention.actor).toBeNull();
      expect((await call('POST', '/api/posts/pray', { token: bob.token, body: { postId } })).status).toBe(200);
      const prayed = await eventually(async () => {
        const n = (await notices(anna)).find((x) => x.notification_type === 'prayer');
        if (!n) throw new Error('no prayer notice yet');
        return n;
      });
      expect(prayed.actor).toMatchObject({ user_id: bob.userId });
      // The author may do everything with it as with any request: mark it answered.
      const answered = await call('POST', '/api/posts/mark-prayer-answered', { token: anna.token, body: { postId, testimony: 'Healed' } });
      expect(answered.status).toBe(200);
      const told = await eventually(async () => {
        const n = (await notices(bob)).find((x) => x.notification_type === 'prayer_answered');
        if (!n) throw new Error('no answer notice yet');
        return n;
      });
      expect(told.content).toMatch(/^An anonymous prayer request was answered/);
      expect(told.actor).toBeNull();
      expect(traces(await notices(bob))).toEqual([]);
      // The prayer list of one who prayed names nobody either.
      const list = await call('GET', '/api/posts/my-prayer-list', { token: bob.token });
      expect(list.status).toBe(200);
      expect(JSON.stringify(list.body)).toContain('Please pray for my health');
      expect(traces(list.body)).toEqual([]);
    });

    it('names nobody in the emergency strip; the author may change the audience and delete it', async () => {
      const emergency = await createPost(call, anna, { content: 'Urgent: surgery today', postType: 'emergency_pray_request', anonymous: true, visibility: 'friends' });
      const strip = await call<{ posts: Array<{ posts_id: number; user_name: string }> }>('GET', '/api/posts/emergency-prayers', { token: bob.token });
      expect(strip.body.posts.find((p) => p.posts_id === emergency)).toMatchObject({ user_id: 0, user_name: 'Anonymous', profile_picture: '' });
      expect(traces(strip.body)).toEqual([]);
      expect((await call('POST', '/api/posts/change-post-audience', { token: anna.token, body: { postId: emergency } })).body).toEqual({ visibility: 'public' });
      expect((await call('POST', '/api/posts/user-delete-own-post', { token: anna.token, body: { postId: emergency } })).status).toBe(200);
      expect((await post(bob, emergency)).status).toBe(404);
    });

    it('keeps blocks both ways: the SQL filters by the real author', async () => {
      const other = await createPost(call, anna, { content: 'Pray for my exam', postType: 'pray_request', anonymous: true });
      await t.db.query(`INSERT INTO blocks (blocker_id, blocked_id) VALUES ($1, $2)`, [carol.userId, anna.userId]);
      try {
        expect((await post(carol, other)).status).toBe(404);
        expect((await feed(carol)).posts.map((p) => p.posts_id)).not.toContain(other);
        expect((await post(anna, other)).status).toBe(200);
      } finally {
        await t.db.query(`DELETE FROM blocks`);
      }
      await t.db.query(`INSERT INTO blocks (blocker_id, blocked_id) VALUES ($1, $2)`, [anna.userId, carol.userId]);
      try {
        expect((await post(carol, other)).status).toBe(404);
        expect((await call('POST', `/api/posts/${other}/new-comment`, { token: carol.token, body: { content: 'hi' } })).status).toBe(404);
      } finally {
        await t.db.query(`DELETE FROM blocks`);
      }
    });

    it('refuses anonymity on a post that is not a prayer request (400)', async () => {
      const res = await call('POST', '/api/posts/create-post', { token: anna.token, body: { content: 'Hello', anonymous: true } });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ message: 'Only prayer requests can be anonymous' });
      // In the member's own language (a session follows the member's setting, not Accept-Language).
      await inFinnish(anna, async () => {
        const fi = await call('POST', '/api/posts/create-post', { token: anna.token, body: { content: 'Hei', anonymous: true } });
        expect(fi.status).toBe(400);
        expect(fi.body).toMatchObject({ message: 'Vain rukouspyynnön voi julkaista nimettömänä' });
      });
    });

    it('shows the real author to moderators in the queue, and audits each showing', async () => {
      const reported = await createPost(call, anna, { content: 'Anonymous but reported', postType: 'pray_request', anonymous: true });
      expect((await call('POST', '/api/posts/report-post', { token: carol.token, body: { postId: reported, reason: 'spam' } })).status).toBe(200);
      const moderator = await createOperator(t, 'moderator', 'Mo');
      const queue = await call<{ reports: Array<{ target_type: string; target_id: number; target: { anonymous: boolean; author: { user_id: number } } }> }>(
        'GET', '/api/mod/reports?status=open', { token: moderator.token },
      );
      expect(queue.status).toBe(200);
      const c = queue.body.reports.find((r) => r.target_type === 'post' && r.target_id === reported)!;
      expect(c.target).toMatchObject({ anonymous: true, author: { user_id: anna.userId } });
      const log = await call<{ entries: Array<{ action: string; target_type: string; target_id: number; actor: { user_id: number } }> }>('GET', '/api/mod/audit-log', { token: moderator.token });
      expect(log.body.entries.find((e) => e.action === 'view_anonymous_author' && e.target_id === reported)).toMatchObject({ target_type: 'post', actor: { user_id: moderator.userId } });
    });
  });

  describe('comment policy', () => {
    const comment = (m: Member | { headers: Record<string, string> }, postId: number, content = 'A reply') =>
      'token' in m
        ? call<{ message: string }>('POST', `/api/posts/${postId}/new-comment`, { token: m.token, body: { content } })
        : call<{ message: string }>('POST', `/api/posts/${postId}/new-comment`, { headers: m.headers, body: { content } });

    it('comments off: nobody but the author may comment (403), "I prayed" and likes still work', async () => {
      const postId = await createPost(call, anna, { content: 'Quiet request', postType: 'pray_request', comment_policy: 'none' });
      expect((await post(carol, postId)).body.post.comment_policy).toBe('none');
      for (const m of [bob, carol]) {
        const res = await comment(m, postId);
        expect(res.status).toBe(403);
        expect(res.body.message).toBe('Comments are turned off for this post');
      }
      await inFinnish(carol, async () => {
        const fi = await call<{ message: string }>('POST', `/api/posts/${postId}/new-comment`, { token: carol.token, body: { content: 'x' } });
        expect(fi.status).toBe(403);
        expect(fi.body.message).toBe('Tämän julkaisun kommentointi on suljettu');
      });
      expect((await comment(anna, postId)).status).toBe(201);
      expect((await call('POST', '/api/posts/pray', { token: carol.token, body: { postId } })).status).toBe(200);
      expect((await call('POST', '/api/posts/post-like', { token: carol.token, body: { postId } })).status).toBeLessThan(300);
    });

    it('friends only: a friend may comment, a stranger may not (403)', async () => {
      const postId = await createPost(call, anna, { content: 'Friends reply', comment_policy: 'friends' });
      expect((await comment(bob, postId)).status).toBe(201);
      const res = await comment(carol, postId);
      expect(res.status).toBe(403);
      expect(res.body.message).toBe("Only the author's friends can comment on this post");
    });

    it('the author changes it later; others may not (403); a bad value is 400', async () => {
      const postId = await createPost(call, anna, { content: 'Changing', comment_policy: 'none' });
      const change = (m: Member, policy: unknown) => call('POST', '/api/posts/change-comment-policy', { token: m.token, body: { postId, comment_policy: policy } });
      expect((await change(carol, 'everyone')).status).toBe(403);
      expect((await change(anna, 'sometimes')).status).toBe(400);
      expect((await comment(carol, postId)).status).toBe(403);
      const changed = await change(anna, 'everyone');
      expect(changed.status).toBe(200);
      expect(changed.body).toEqual({ comment_policy: 'everyone' });
      expect((await post(carol, postId)).body.post.comment_policy).toBe('everyone');
      expect((await comment(carol, postId)).status).toBe(201);
      expect((await call('POST', '/api/posts/change-comment-policy', { token: anna.token, body: { postId: 999999, comment_policy: 'none' } })).status).toBe(404);
    });

    it('holds for an API key and an OAuth app as for a session', async () => {
      const postId = await createPost(call, anna, { content: 'No comments by scripts', comment_policy: 'none' });
      const key = await call<{ secret: string }>('POST', '/api/auth/api-keys', { token: await freshToken(t, carol), body: { name: 'bot', scopes: ['read', 'write'] } });
      expect(key.status).toBe(201);
      const byKey = await comment({ headers: { 'x-api-key': key.body.secret } }, postId);
      expect(byKey.status).toBe(403);
      expect(byKey.body.message).toBe('Comments are turned off for this post');

      const app = await call<{ app: { clientId: string } }>('POST', '/api/oauth/apps', { token: await freshToken(t, bob), body: { name: 'Reply Bot', redirectUris: [REDIRECT_URI] } });
      expect(app.status).toBe(201);
      const { verifier, challenge } = pkcePair();
      const { code } = await obtainCode(t, app.body.app.clientId, await freshToken(t, carol), challenge, 'read write');
      const tokens = await tokenRequest(t, { grant_type: 'authorization_code', code: code!, redirect_uri: REDIRECT_URI, client_id: app.body.app.clientId, code_verifier: verifier });
      expect(tokens.status).toBe(200);
      const byApp = await comment({ headers: { authorization: `Bearer ${tokens.body.access_token}` } }, postId);
      expect(byApp.status).toBe(403);
      expect(byApp.body.message).toBe('Comments are turned off for this post');
    });
  });

  describe('requests for someone else', () => {
    it('needs consent_confirmed (400 without), and the card says so', async () => {
      const without = await call('POST', '/api/posts/create-post', { token: anna.token, body: { content: 'Pray for Maria', postType: 'pray_request', for_someone_else: true } });
      expect(without.status).toBe(400);
      expect(without.body).toMatchObject({ message: "Confirm that you have this person's permission, or use only their first name" });
      const notConfirmed = await call('POST', '/api/posts/create-post', { token: anna.token, body: { content: 'Pray for Maria', postType: 'pray_request', for_someone_else: true, consent_confirmed: false } });
      expect(notConfirmed.status).toBe(400);
      const normal = await call('POST', '/api/posts/create-post', { token: anna.token, body: { content: 'Maria', for_someone_else: true, consent_confirmed: true } });
      expect(normal.status).toBe(400);
      expect(normal.body).toMatchObject({ message: 'Only prayer requests can be for someone else' });
      const postId = await createPost(call, anna, { content: 'Pray for Maria', postType: 'pray_request', for_someone_else: true, consent_confirmed: true });
      expect((await post(carol, postId)).body.post).toMatchObject({ for_someone_else: true, anonymous: false, user_name: 'Anna Secret' });
    });
  });
});
