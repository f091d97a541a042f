import { existsSync, readdirSync, statSync } from 'node:fs';
import { ClientRequest, request } from 'node:http';
import { join } from 'node:path';
import { Pool } from 'pg';
import { until } from './support';

/** A post of `userId` waiting for its media, as the client makes one before uploading. */
export async function pendingPost(db: Pool, userId: number, content = 'media'): Promise<number> {
  const { rows } = await db.query<{ posts_id: number }>(
    `INSERT INTO posts (user_id, content, is_ready, media_state) VALUES ($1, $2, false, 'processing') RETURNING posts_id`,
    [userId, content],
  );
  return rows[0].posts_id;
}

/** Every file under `dir` (relative paths); none when it does not exist. */
export function filesUnder(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => statSync(join(dir, f)).isFile());
  } catch {
    return [];
  }
}

/** Every file in the scratch space of a local-disk DATA_DIR, as paths. */
export function scratchFiles(dataDir: string): string[] {
  const root = join(dataDir, 'scratch');
  if (!existsSync(root)) return [];
  return readdirSync(root).flatMap((dir) => readdirSync(join(root, dir)).map((f) => join(root, dir, f)));
}

/**
 * A large video arriving slowly (the head of the body, then a megabyte every 50 ms, never the
 * end), sent until more than 2 MB of it is in the scratch space; the request is left open, for
 * the caller to kill the server under it. Answers the request and the partial file.
 */
export async function partialVideoUpload(apiUrl: string, token: string, postId: number, dataDir: string): Promise<{ req: ClientRequest; partial: string }> {
  const boundary = 'faultboundary';
  const req = request(`${apiUrl}/api/media/upload-video`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': String(300 * 1024 * 1024) },
  });
  req.on('error', () => undefined); // the server dies under it
  req.write(`--${boundary}\r\nContent-Disposition: form-data; name="postId"\r\n\r\n${postId}\r\n`);
  req.write(`--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="big.mp4"\r\nContent-Type: video/mp4\r\n\r\n`);
  const chunk = Buffer.alloc(1024 * 1024, 7);
  const writing = setInterval(() => req.write(chunk), 50);
  try {
    const partial = await until('part of the upload in the scratch space', () => scratchFiles(dataDir).find((f) => statSync(f).size > 2 * 1024 * 1024), 30_000);
    return { req, partial };
  } finally {
    clearInterval(writing);
  }
}
