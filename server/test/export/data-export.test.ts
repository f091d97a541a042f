import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fromBuffer, ZipFile } from 'yauzl';
import { DataExportProcessor } from '../../src/export/data-export.processor';
import { JobsService } from '../../src/jobs/jobs.service';
import { addComment, createPost } from '../posts/helpers';
import { waitFor } from '../media/media-support';
import { createMember, Member } from '../support/members';
import { http, startTestApp, TestApp } from '../support/test-app';
import { enrolTotp } from '../support/two-factor';

/** The entries of a ZIP (name → bytes), read with a maintained unzipper. */
async function unzip(bytes: Buffer): Promise<Map<string, Buffer>> {
  const zip = await new Promise<ZipFile>((resolve, reject) => fromBuffer(bytes, { lazyEntries: true }, (err, z) => (err ? reject(err) : resolve(z))));
  const out = new Map<string, Buffer>();
  await new Promise<void>((resolve, reject) => {
    zip.on('error', reject);
    zip.on('end', () => resolve());
    zip.on('entry', (entry: { fileName: string }) => {
      zip.openReadStream(entry as never, (err, stream) => {
        if (err) return reject(err);
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          out.set(entry.fileName, Buffer.concat(chunks));
          zip.readEntry();
        });
      });
    });
    zip.readEntry();
  });
  return out;
}

const json = <T>(files: Map<string, Buffer>, name: string): T => JSON.parse(files.get(name)!.toString('utf8')) as T;

describe('data export: POST /api/data/request-export and GET /api/data/export/{token}', () => {
  let t: TestApp;
  let call: ReturnType<typeof http>;
  let ann: Member;
  let ben: Member;
  let annLink: string;

  beforeAll(async () => {
    t = await startTestApp();
    call = http(t.url);
    ann = await createMember(t, { userName: 'Ann Export' });
    ben = await createMember(t, { userName: 'Ben Other' });
  });
  afterAll(async () => {
    await t?.close();
  });

  /** Waits for the export mail to `who` and answers the link's path (`/api/data/export/<token>`). */
  async function mailedLink(who: Member): Promise<string> {
    const mail = await t.mailbox.waitFor(who.email, (m) => m.subject === 'Your Pen data is ready to download', 30_000);
    const url = /https?:\/\/\S+\/api\/data\/export\/[\w.-]+/.exec(mail.text)?.[0];
    expect(url).toBeDefined();
    return new URL(url!).pathname;
  }

  async function download(path: string): Promise<{ status: number; type: string | null; bytes: Buffer }> {
    const res = await fetch(`${t.url}${path}`);
    return { status: res.status, type: res.headers.get('content-type'), bytes: Buffer.from(await res.arrayBuffer()) };
  }

  it("answers 202, mails a link, and the ZIP holds the member's own data and media files only", async () => {
    const postId = await createPost(call, ann, { content: 'Ann’s testimony post', visibility: 'public', postType: 'normal', isReady: true });
    await addComment(call, ann, postId, 'Ann comments on her own post');
    await addComment(call, ben, postId, 'Ben comments on Ann’s post');
    const benPost = await createPost(call, ben, { content: 'Ben’s private thoughts', visibility: 'public', postType: 'normal', isReady: true });
    await call('POST', '/api/posts/post-like', { token: ann.token, body: { postId: benPost } });
    const benRequest = await createPost(call, ben, { content: 'Ben asks for prayer', visibility: 'public', postType: 'pray_request', isReady: true });
    expect((await call('POST', '/api/posts/pray', { token: ann.token, body: { postId: benRequest } })).status).toBe(200);
    // Ann reached out on Ben's request as a care team member (issue 44; stored as prayer's reach-out does).
    await t.db.query(`INSERT INTO prayer_reach_outs (post_id, user_id, anonymous) VALUES ($1, $2, true)`, [benRequest, ann.userId]);
    // A stored media file of Ann's post (as the media worker leaves one) and one of Ben's.
    mkdirSync(join(t.settings.dataDir, 'uploads/media'), { recursive: true });
    writeFileSync(join(t.settings.dataDir, 'uploads/media/annphoto.jpg'), Buffer.from('ann-image-bytes'));
    writeFileSync(join(t.settings.dataDir, 'uploads/media/benphoto.jpg'), Buffer.from('ben-image-bytes'));
    const annMedia = await t.db.query<{ media_id: number }>(
      `INSERT INTO media (posts_id, user_id, media_type, path, status) VALUES ($1, $2, 'image', 'uploads/media/annphoto.jpg', 'ready') RETURNING media_id`,
      [postId, ann.userId],
    );
    // Her description of the photo (alt text, issue 41) goes with the file.
    const described = await call('PUT', `/api/media/${annMedia.rows[0].media_id}/description`, { token: ann.token, body: { description: 'Sunrise over the lake at camp' } });
    expect(described.status).toBe(200);
    await t.db.query(`INSERT INTO media (posts_id, user_id, media_type, path, status) VALUES ($1, $2, 'image', 'uploads/media/benphoto.jpg', 'ready')`, [benPost, ben.userId]);
    // Two-factor sign-in and a passkey (issue 43): the export names them, never their secrets.
    const { secret, recoveryCodes } = await enrolTotp(t, ann);
    await t.db.query(`INSERT INTO passkeys (user_id, credential_id, public_key, name) VALUES ($1, 'cred-ann-phone', '\\x0102', 'Ann’s phone')`, [ann.userId]);

    // She accepted the community rules (issue 42); the export says when, and in which language she reads Pen.
    await t.db.query(`UPDATE users SET rules_accepted_at = '2026-03-01T09:30:00Z' WHERE user_id = $1`, [ann.userId]);

    const res = await call('POST', '/api/data/request-export', { token: ann.token });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ message: 'Your data export has been requested. We will e-mail you a download link when it is ready.' });

    annLink = await mailedLink(ann);
    const got = await download(annLink);
    expect(got.status).toBe(200);
    expect(got.type).toBe('application/zip');
    const files = await unzip(got.bytes);
    expect([...files.keys()].sort()).toEqual(
      ['comments.json', 'connections.json', 'consents.json', 'groups.json', 'likes.json', 'media.json', 'media/annphoto.jpg', 'notifications.json', 'posts.json', 'prayers.json', 'profile.json', 'reach-outs.json', 'security.json', 'sessions.json'].sort(),
    );
    expect(json(files, 'profile.json')).toMatchObject({ user_id: ann.userId, user_name: 'Ann Export', email: ann.email, language: 'en', rules_accepted_at: '2026-03-01T09:30:00.000Z' });
    expect(files.get('profile.json')!.toString()).not.toContain('password');
    const posts = json<Array<{ posts_id: number; comment_count: number; media: string[] }>>(files, 'posts.json');
    expect(posts).toEqual([expect.objectContaining({ posts_id: postId, comment_count: 2, media: ['media/annphoto.jpg'] })]);
    expect(json(files, 'media.json')).toEqual([
      { file: 'media/annphoto.jpg', media_type: 'image', posts_id: postId, comment_id: null, group_comment_id: null, description: 'Sunrise over the lake at camp' },
    ]);
    const comments = json<Array<{ content: string }>>(files, 'comments.json');
    expect(comments.map((c) => c.content)).toEqual(['Ann comments on her own post']);
    expect(json(files, 'likes.json')).toEqual([expect.objectContaining({ kind: 'post', target_id: benPost })]);
    expect(json(files, 'prayers.json')).toEqual([{ post_id: benRequest, prayed_at: expect.any(String) }]);
    expect(json(files, 'reach-outs.json')).toEqual([{ post_id: benRequest, anonymous: true, created_at: expect.any(String) }]);
    expect(json<unknown[]>(files, 'sessions.json')).toHaveLength(1);
    expect(files.get('sessions.json')!.toString()).not.toContain('refresh_token');
    expect(json(files, 'security.json')).toEqual({
      two_factor: { enabled: true, enabled_at: expect.any(String) },
      passkeys: [{ name: 'Ann’s phone', created_at: expect.any(String), last_used_at: null }],
    });
    const security = files.get('security.json')!.toString();
    for (const hidden of [secret, recoveryCodes[0], 'cred-ann-phone']) expect(security).not.toContain(hidden);
    expect(files.get('media/annphoto.jpg')!.toString()).toBe('ann-image-bytes');
    expect([...files.values()].some((b) => b.toString().includes('Ben’s private thoughts'))).toBe(false);
  });

  it('refuses a second request within 24 hours with 429, the time to wait and Retry-After', async () => {
    const res = await call<{ message: string }>('POST', '/api/data/request-export', { token: ann.token });
    expect(res.status).toBe(429);
    expect(res.body.message).toMatch(/^You can request a copy of your data once every 24 hours\. Try again in (24|23) hours\.$/);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(23 * 3600);
  });

  it('refuses an altered link, a link moved to another export, a made-up one (404) and an expired one (410)', async () => {
    const token = annLink.split('/').pop()!;
    const [id, exp, sig] = token.split('.');
    const notFound = { statusCode: 404, message: 'Download link not found', error: 'Not Found' };
    expect((await call(`GET`, `/api/data/export/${id}.${exp}.${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`)).body).toEqual(notFound);
    expect((await call(`GET`, `/api/data/export/${id}.${Number(exp) + 3600}.${sig}`)).status).toBe(404);
    expect((await call(`GET`, `/api/data/export/not-a-token`)).body).toEqual(notFound);

    // Ben's own export: his link opens his file; Ann's signature on Ben's export id opens nothing.
    expect((await call('POST', '/api/data/request-export', { token: ben.token })).status).toBe(202);
    const benLink = await mailedLink(ben);
    const benId = benLink.split('/').pop()!.split('.')[0];
    expect((await call('GET', `/api/data/export/${benId}.${exp}.${sig}`)).status).toBe(404);
    const benFiles = await unzip((await download(benLink)).bytes);
    expect(json(benFiles, 'profile.json')).toMatchObject({ user_id: ben.userId });

    // Past its expiry the link answers 410 (the file is deleted by the expiry job).
    await t.db.query(`UPDATE data_exports SET expires_at = now() - interval '1 second' WHERE user_id = $1`, [ben.userId]);
    const gone = await call<{ message: string }>('GET', benLink);
    expect(gone.status).toBe(410);
    expect(gone.body.message).toBe('This download link has expired. You can request a new copy of your data in Settings.');
  });

  it('the expiry job deletes the files of expired exports, and their links answer 410', async () => {
    const { rows } = await t.db.query<{ storage_key: string }>(`SELECT storage_key FROM data_exports WHERE user_id = $1`, [ann.userId]);
    const file = join(t.settings.dataDir, rows[0].storage_key);
    await t.db.query(`UPDATE data_exports SET expires_at = now() - interval '1 second' WHERE user_id = $1`, [ann.userId]);
    await t.app.get(JobsService).add('maintenance.expire-data-exports', { exportId: 0 });
    await waitFor(async () => {
      const r = await t.db.query<{ status: string }>(`SELECT status FROM data_exports WHERE user_id = $1`, [ann.userId]);
      return r.rows[0].status === 'expired' ? true : undefined;
    }, 15_000, 'export expired');
    expect(existsSync(file)).toBe(false);
    expect((await call('GET', annLink)).status).toBe(410);
  });

  it('deleting the account ends its exports at once: the mailed link answers 410, the file goes, a pending one is never written', async () => {
    const eve = await createMember(t, { userName: 'Eve Forgetting' });
    const exportsOf = async () =>
      (await t.db.query<{ export_id: number; status: string; storage_key: string | null }>(
        `SELECT export_id, status, storage_key FROM data_exports WHERE user_id = $1 ORDER BY export_id`,
        [eve.userId],
      )).rows;
    expect((await call('POST', '/api/data/request-export', { token: eve.token })).status).toBe(202);
    const link = await mailedLink(eve);
    expect((await download(link)).status).toBe(200);
    const [ready] = await exportsOf();
    const file = join(t.settings.dataDir, ready.storage_key!);
    expect(existsSync(file)).toBe(true);
    // A second export still waiting for its job when the account goes.
    const { rows } = await t.db.query<{ export_id: number }>(`INSERT INTO data_exports (user_id) VALUES ($1) RETURNING export_id`, [eve.userId]);
    const pendingId = rows[0].export_id;

    expect((await call('DELETE', '/api/auth/delete-account', { token: eve.token, body: { password: eve.password } })).status).toBe(200);
    const gone = await call<{ message: string }>('GET', link);
    expect({ status: gone.status, message: gone.body.message }).toEqual({ status: 410, message: 'This download link no longer works: the account was deleted.' });
    await waitFor(async () => (existsSync(file) ? undefined : true), 10_000, 'export file deleted');
    const ended = [
      { export_id: ready.export_id, status: 'expired', storage_key: null },
      { export_id: pendingId, status: 'expired', storage_key: null },
    ];
    expect(await exportsOf()).toEqual(ended);
    // The pending export's job, running late, writes nothing.
    await t.app.get(DataExportProcessor).build({ exportId: pendingId });
    expect(await exportsOf()).toEqual(ended);
    expect((await call('GET', link)).status).toBe(410);
  });

  it('needs a signed-in member to request an export', async () => {
    expect((await call('POST', '/api/data/request-export')).status).toBe(401);
  });
});
