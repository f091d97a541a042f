import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { binaries } from '../../src/media/processing/binaries';
import { TestApp } from '../support/test-app';

const run = promisify(execFile);

export interface UploadFile {
  name: string;
  type: string;
  data: Buffer;
}

/** A multipart upload as the SDK sends it: the target fields first, then the files. */
export async function upload(
  t: Pick<TestApp, 'url'>,
  route: 'upload-images' | 'upload-video' | 'upload-audio',
  token: string | undefined,
  fields: Record<string, string | number>,
  files: UploadFile[],
): Promise<{ status: number; body: { message?: string; media?: Array<{ media_id: number; media_type: string; status: string }> } }> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, String(v));
  for (const f of files) form.append('files', new Blob([new Uint8Array(f.data)], { type: f.type }), f.name);
  const res = await fetch(`${t.url}/api/media/${route}`, {
    method: 'POST',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body: form,
  });
  return { status: res.status, body: (await res.json()) as { message?: string } };
}

/** A post waiting for its media, as POST /posts/create-post with isReady false leaves it. */
export async function pendingPost(t: TestApp, userId: number, visibility: 'public' | 'friends' = 'public'): Promise<number> {
  const { rows } = await t.db.query<{ posts_id: number }>(
    `INSERT INTO posts (user_id, content, visibility, is_ready, media_state) VALUES ($1, 'with media', $2, false, 'processing') RETURNING posts_id`,
    [userId, visibility],
  );
  return rows[0].posts_id;
}

export async function readyPost(t: TestApp, userId: number): Promise<number> {
  const { rows } = await t.db.query<{ posts_id: number }>(`INSERT INTO posts (user_id, content) VALUES ($1, 'text only') RETURNING posts_id`, [userId]);
  return rows[0].posts_id;
}

export async function pendingComment(t: TestApp, userId: number, postId: number): Promise<number> {
  const { rows } = await t.db.query<{ comment_id: number }>(
    `INSERT INTO comments (post_id, user_id, content, is_ready) VALUES ($1, $2, '', false) RETURNING comment_id`,
    [postId, userId],
  );
  return rows[0].comment_id;
}

export async function pendingGroupComment(t: TestApp, userId: number): Promise<number> {
  const g = await t.db.query<{ group_id: number }>(
    `INSERT INTO groups (title, description, host_user_id, member_count) VALUES ('Choir', 'We sing', $1, 1) RETURNING group_id`,
    [userId],
  );
  await t.db.query(`INSERT INTO group_members (group_id, user_id, status, role, inviter_id, invitee_id) VALUES ($1, $2, 'accepted', 'admin', $2, $2)`, [
    g.rows[0].group_id,
    userId,
  ]);
  const c = await t.db.query<{ comment_id: number }>(
    `INSERT INTO group_comments (group_id, user_id, content, is_ready) VALUES ($1, $2, '', false) RETURNING comment_id`,
    [g.rows[0].group_id, userId],
  );
  return c.rows[0].comment_id;
}

/** Polls until `check` returns a value (not undefined) or fails after `ms`. */
export async function waitFor<T>(check: () => Promise<T | undefined>, ms = 30_000, what = 'condition'): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const v = await check();
    if (v !== undefined) return v;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

export interface PostState {
  is_ready: boolean;
  media_state: string;
}

export async function postState(t: TestApp, postId: number): Promise<PostState> {
  const { rows } = await t.db.query<PostState>('SELECT is_ready, media_state FROM posts WHERE posts_id = $1', [postId]);
  return rows[0];
}

/** Waits until the post leaves the processing state. */
export function settledPost(t: TestApp, postId: number, ms = 60_000): Promise<PostState> {
  return waitFor(
    async () => {
      const s = await postState(t, postId);
      return s.media_state === 'processing' ? undefined : s;
    },
    ms,
    `post ${postId} to settle`,
  );
}

export interface MediaRow {
  media_id: number;
  media_type: string;
  path: string | null;
  poster_path: string | null;
  source_key: string | null;
  width: number | null;
  height: number | null;
  duration_s: number | null;
  status: string;
}

export async function mediaOf(t: TestApp, column: 'posts_id' | 'comment_id' | 'group_comment_id', id: number): Promise<MediaRow[]> {
  const { rows } = await t.db.query<MediaRow>(`SELECT * FROM media WHERE ${column} = $1 ORDER BY position`, [id]);
  return rows;
}

export async function ffmpeg(args: string[]): Promise<void> {
  await run(binaries().ffmpeg, ['-hide_banner', '-nostdin', '-y', '-v', 'error', ...args], { timeout: 120_000 });
}

export interface Probed {
  format: { duration?: string; format_name?: string };
  streams: Array<{ codec_type: string; codec_name: string; width?: number; height?: number; pix_fmt?: string }>;
}

export async function ffprobeJson(file: string): Promise<Probed> {
  const { stdout } = await run(binaries().ffprobe, ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file]);
  return JSON.parse(stdout) as Probed;
}

