import Ajv, { ValidateFunction } from 'ajv';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createMember, Member } from '../support/members';
import { http, TestApp, startTestApp } from '../support/test-app';
import { addComment, befriend, Call, createPost, PostPage } from './helpers';

type Schema = Record<string, unknown>;

/**
 * The schema of GET /api/posts/feed's 200 answer in openapi.json, with its $refs inlined and every
 * object closed (`additionalProperties: false`): the spec lists every field a client may rely on,
 * so a field the builder adds is as wrong as one it drops.
 */
function feedPageSchema(): Schema {
  const spec = JSON.parse(readFileSync(join(__dirname, '..', '..', '..', 'openapi.json'), 'utf8'));
  const resolve = (node: unknown, seen: readonly string[]): unknown => {
    if (Array.isArray(node)) return node.map((n) => resolve(n, seen));
    if (node === null || typeof node !== 'object') return node;
    const { $ref, ...rest } = node as Schema;
    if (typeof $ref === 'string') {
      if (seen.includes($ref)) throw new Error(`recursive $ref ${$ref}`);
      const target = $ref.replace(/^#\//, '').split('/').reduce<Schema>((at, key) => at[key] as Schema, spec);
      return resolve(target, [...seen, $ref]);
    }
    const out: Schema = Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, resolve(v, seen)]));
    if (out.properties && out.additionalProperties === undefined) out.additionalProperties = false;
    return out;
  };
  const answer = spec.paths['/api/posts/feed'].get.responses['200'].content['application/json'].schema;
  return resolve(answer, []) as Schema;
}

/**
 * The feed answers JSON bytes assembled from cached cards (posts/feed/), so TypeScript no longer
 * checks them against PostPageDto. This checks real pages, through each way a post gets onto one
 * (a fresh card, a cached card, a post read for the reader alone), against the published schema.
 */
describe('posts: feed pages match the OpenAPI schema of the feed', () => {
  let t: TestApp;
  let call: Call;
  let validate: ValidateFunction;
  let reader: Member;
  let friend: Member;
  let stranger: Member;
  const ids: Record<string, number> = {};

  async function feed(member: Member, query = ''): Promise<PostPage> {
    const res = await call<PostPage>('GET', `/api/posts/feed${query}`, { token: member.token });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    if (!validate(res.body)) {
      throw new Error(`GET /api/posts/feed${query} does not match the schema:\n${JSON.stringify(validate.errors, null, 2)}`);
    }
    return res.body;
  }

  beforeAll(async () => {
    // strict: false because @nestjs/swagger writes OpenAPI keywords (nullable, description) JSON Schema lacks.
    const ajv = new Ajv({ strict: false, allErrors: true });
    // The API writes every date as JSON.stringify writes a Date: ISO-8601 UTC with milliseconds.
    ajv.addFormat('date-time', /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    validate = ajv.compile(feedPageSchema());

    t = await startTestApp({ APP_ROLE: 'api' });
    call = http(t.url);
    reader = await createMember(t, { userName: 'Reader' });
    friend = await createMember(t, { userName: 'Friend' });
    stranger = await createMember(t, { userName: 'Stranger' });
    await befriend(t, reader, friend);

    ids.plain = await createPost(call, stranger, { content: 'A plain post: no group, media, comment or like' });
    ids.prayer = await createPost(call, stranger, { content: 'Please pray for my mother', postType: 'pray_request' });
    ids.friendsOnly = await createPost(call, friend, { content: 'For friends', visibility: 'friends' });

    ids.withMedia = await createPost(call, friend, { content: 'Pictures and a clip' });
    await t.db.query(
      `INSERT INTO media (posts_id, user_id, media_type, path, poster_path, width, height, duration_s, status, position) VALUES
         ($1, $2, 'image', 'uploads/media/a.jpg', NULL, 1280, 720, NULL, 'ready', 0),
         ($1, $2, 'video', 'uploads/media/v.mp4', 'uploads/media/v.jpg', 1920, 1080, 12.5, 'ready', 1),
         ($1, $2, 'audio', 'uploads/media/a.m4a', NULL, NULL, NULL, 61, 'ready', 2)`,
      [ids.withMedia, friend.userId],
    );
    await t.db.query(`UPDATE posts SET media_state = 'ready' WHERE posts_id = $1`, [ids.withMedia]);

    ids.discussed = await createPost(call, stranger, { content: 'Comments and likes' });
    const first = await addComment(call, friend, ids.discussed, 'First');
    const clip = await addComment(call, stranger, ids.discussed, 'With a clip');
    await t.db.query(
      `INSERT INTO media (comment_id, user_id, media_type, path, poster_path, width, height, duration_s, status) VALUES
         ($1, $2, 'video', 'uploads/media/c.mp4', 'uploads/media/c.jpg', 1280, 720, 3.25, 'ready')`,
      [clip.comment_id, stranger.userId],
    );
    await addComment(call, reader, ids.discussed, 'Third');
    await addComment(call, friend, ids.discussed, 'Fourth: the first is no longer inline');
    for (const member of [reader, friend]) {
      expect((await call('POST', '/api/posts/post-like', { token: member.token, body: { postId: ids.discussed } })).status).toBe(200);
    }
    expect((await call('POST', '/api/posts/comment-like', { token: reader.token, body: { commentId: clip.comment_id } })).status).toBe(200);
    expect(first.comment_id).toBeGreaterThan(0);

    // The reader's own posts are read for the reader alone, never from a shared card.
    ids.own = await createPost(call, reader, { content: 'My own', postType: 'emergency_pray_request' });
    ids.ownPending = await createPost(call, reader, { content: 'Media on its way', isReady: false });
    await t.db.query(
      `INSERT INTO media (posts_id, user_id, media_type, path, status) VALUES ($1, $2, 'image', NULL, 'pending')`,
      [ids.ownPending, reader.userId],
    );
  });
  afterAll(() => t.close());

  it('answers a first page (fresh cards, then cached ones) that matches the schema', async () => {
    // The second read answers the same posts from the cards the first one kept.
    for (let pass = 0; pass < 2; pass++) {
      const page = await feed(reader);
      const shown = new Map(page.posts.map((p) => [p.posts_id, p]));
      expect([...shown.keys()].sort((a, b) => a - b)).toEqual(Object.values(ids).sort((a, b) => a - b));
      // What the page holds, so the schema is checked against every kind of value, not an easy subset.
      expect(shown.get(ids.withMedia)?.media.map((m) => m.type)).toEqual(['image', 'video', 'audio']);
      expect(shown.get(ids.prayer)?.post_type).toBe('pray_request');
      expect(shown.get(ids.discussed)).toMatchObject({ like_count: 2, is_liked: true, comment_count: 4 });
      expect(shown.get(ids.discussed)?.comments.map((c) => [c.content, c.is_liked, c.media.length])).toEqual([
        ['With a clip', true, 1],
        ['Third', false, 0],
        ['Fourth: the first is no longer inline', false, 0],
      ]);
      expect(shown.get(ids.ownPending)).toMatchObject({ is_ready: false, media: [{ media_state: 'pending', path: null }] });
      expect(page.nextCursor).toBeNull();
    }
  });

  it('answers cursor pages, offset pages and an empty page that match the schema', async () => {
    const seen: number[] = [];
    let page = await feed(friend, '?limit=2');
    seen.push(...page.posts.map((p) => p.posts_id));
    while (page.nextCursor) {
      expect(typeof page.nextCursor).toBe('string');
      page = await feed(friend, `?limit=2&cursor=${encodeURIComponent(page.nextCursor)}`);
      seen.push(...page.posts.map((p) => p.posts_id));
    }
    // The friend sees everything but the reader's pending post.
    expect(seen.length).toBe(Object.keys(ids).length - 1);
    expect((await feed(stranger, '?offset=1&limit=3')).posts.length).toBe(3);
    expect(await feed(stranger, '?offset=1000')).toEqual({ posts: [], nextCursor: null });
  });
});
