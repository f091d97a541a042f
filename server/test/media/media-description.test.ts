import { addComment, createPost } from '../posts/helpers';
import { createMember, Member } from '../support/members';
import { http, startTestApp, TestApp } from '../support/test-app';

/** PUT /api/media/{mediaId}/description (issue 41): the uploader's alt text, shown with every media item. */
describe('media: descriptions', () => {
  let t: TestApp;
  let call: ReturnType<typeof http>;
  let ann: Member;
  let ben: Member;
  let postId: number;
  let imageId: number;
  let videoId: number;

  const ready = async (owner: 'posts_id' | 'comment_id', id: number, userId: number, type: string, path: string): Promise<number> => {
    const { rows } = await t.db.query<{ media_id: number }>(
      `INSERT INTO media (${owner}, user_id, media_type, path, status) VALUES ($1, $2, $3, $4, 'ready') RETURNING media_id`,
      [id, userId, type, path],
    );
    return rows[0].media_id;
  };
  const describe_ = (mediaId: number | string, member: Member | undefined, body: unknown) =>
    call<{ message: string; media_id?: number; description?: string | null }>('PUT', `/api/media/${mediaId}/description`, { token: member?.token, body });

  beforeAll(async () => {
    t = await startTestApp();
    call = http(t.url);
    ann = await createMember(t, { userName: 'Ann Alt' });
    ben = await createMember(t, { userName: 'Ben Alt' });
    postId = await createPost(call, ann, { content: 'Camp photos', visibility: 'public', postType: 'normal', isReady: true });
    imageId = await ready('posts_id', postId, ann.userId, 'image', 'uploads/media/sunrise.jpg');
    videoId = await ready('posts_id', postId, ann.userId, 'video', 'uploads/media/choir.mp4');
  });
  afterAll(() => t.close());

  it("saves the author's description, trimmed, and every post and feed read returns it with the media item", async () => {
    const res = await describe_(imageId, ann, { description: '  Sunrise over the lake, tents in the foreground  ' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Description saved', media_id: imageId, description: 'Sunrise over the lake, tents in the foreground' });

    const post = await call<{ post: { media: Array<{ media_id: number; description: string | null }> } }>('GET', `/api/posts/post/${postId}`, { token: ben.token });
    expect(post.status).toBe(200);
    expect(post.body.post.media.map((m) => [m.media_id, m.description])).toEqual([
      [imageId, 'Sunrise over the lake, tents in the foreground'],
      [videoId, null],
    ]);
    const feed = await call<{ posts: Array<{ posts_id: number; media: Array<{ description: string | null }> }> }>('GET', '/api/posts/feed', { token: ann.token });
    expect(feed.body.posts.find((p) => p.posts_id === postId)?.media[0].description).toBe('Sunrise over the lake, tents in the foreground');
  });

  it('describes a video too, changes a description, and an empty text removes it', async () => {
    expect((await describe_(videoId, ann, { description: 'The youth choir sings Amazing Grace' })).body.description).toBe('The youth choir sings Amazing Grace');
    expect((await describe_(videoId, ann, { description: 'The choir sings' })).body.description).toBe('The choir sings');
    const cleared = await describe_(videoId, ann, { description: '   ' });
    expect(cleared.status).toBe(200);
    expect(cleared.body.description).toBeNull();
    const { rows } = await t.db.query<{ description: string | null }>(`SELECT description FROM media WHERE media_id = $1`, [videoId]);
    expect(rows[0].description).toBeNull();
  });

  it("returns a comment's media description in the post's comments", async () => {
    const comment = await addComment(call, ann, postId, 'One more');
    const mediaId = await ready('comment_id', comment.comment_id, ann.userId, 'image', 'uploads/media/campfire.jpg');
    expect((await describe_(mediaId, ann, { description: 'Campfire at night' })).status).toBe(200);
    const page = await call<{ comments: Array<{ comment_id: number; media: Array<{ description: string | null }> }> }>('GET', `/api/posts/${postId}/comments`, { token: ben.token });
    expect(page.status).toBe(200);
    expect(page.body.comments.find((c) => c.comment_id === comment.comment_id)?.media).toEqual([expect.objectContaining({ media_id: mediaId, description: 'Campfire at night' })]);
  });

  it("returns a group comment's media description in the group's thread, where its author can change it", async () => {
    const groupId = (await call<{ groupId: number }>('POST', '/api/groups/create-group', { token: ann.token, body: { groupTitle: 'Camp', description: 'Photos' } })).body.groupId;
    const created = await call<{ comment: { comment_id: number } }>('POST', `/api/groups/${groupId}/new-comment`, { token: ann.token, body: { content: 'Day one', isReady: true } });
    expect(created.status).toBe(201);
    const { rows } = await t.db.query<{ media_id: number }>(
      `INSERT INTO media (group_comment_id, user_id, media_type, path, status) VALUES ($1, $2, 'image', 'uploads/media/tents.jpg', 'ready') RETURNING media_id`,
      [created.body.comment.comment_id, ann.userId],
    );
    const mediaId = rows[0].media_id;
    type Thread = { group: { comments: Array<{ comment_id: number; media: Array<{ media_id: number; description: string | null }> }> } };
    const shown = async () =>
      (await call<Thread>('GET', `/api/groups/group/${groupId}`, { token: ann.token })).body.group.comments.find((c) => c.comment_id === created.body.comment.comment_id)?.media;
    expect(await shown()).toEqual([expect.objectContaining({ media_id: mediaId, description: null })]);
    expect((await describe_(mediaId, ann, { description: 'Tents among the pines' })).status).toBe(200);
    expect(await shown()).toEqual([expect.objectContaining({ media_id: mediaId, description: 'Tents among the pines' })]);
    expect((await describe_(mediaId, ben, { description: 'Defaced' })).status).toBe(404);
  });

  it("answers 404 for another member's file and for an unknown id, and changes nothing", async () => {
    const other = await describe_(imageId, ben, { description: 'Defaced' });
    expect(other.status).toBe(404);
    expect(other.body.message).toBe('Media not found');
    expect((await describe_(2_000_000_000, ann, { description: 'Nothing' })).status).toBe(404);
    const { rows } = await t.db.query<{ description: string }>(`SELECT description FROM media WHERE media_id = $1`, [imageId]);
    expect(rows[0].description).toBe('Sunrise over the lake, tents in the foreground');
  });

  it('refuses a description over 1 500 characters, a non-text one, a bad id (400) and a call without a session (401)', async () => {
    const long = await describe_(imageId, ann, { description: 'x'.repeat(1501) });
    expect(long.status).toBe(400);
    expect(long.body.message).toBe('Description must be at most 1500 characters');
    expect((await describe_(imageId, ann, { description: 'é'.repeat(1500) })).status).toBe(200);
    const number = await describe_(imageId, ann, { description: 42 });
    expect(number.status).toBe(400);
    expect(number.body.message).toBe('Description must be text');
    const missing = await describe_(imageId, ann, {});
    expect(missing.status).toBe(400);
    for (const bad of ['abc', '0', '99999999999']) {
      const res = await describe_(bad, ann, { description: 'x' });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Invalid media id');
    }
    expect((await describe_(imageId, undefined, { description: 'x' })).status).toBe(401);
  });
});
