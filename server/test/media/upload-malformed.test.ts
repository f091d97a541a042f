import { createMember, Member } from '../support/members';
import { http, startTestApp, TestApp } from '../support/test-app';

const UNREADABLE = 'The upload could not be read. Please try again.';
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const BOUNDARY = 'pen7MA4YWxkTrZu0gW';

function filePart(field: string): Buffer {
  return Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`),
    PNG,
    Buffer.from('\r\n'),
  ]);
}

/**
 * Malformed multipart bodies are the client's mistake: a clear 400 at once, never a 500 and never
 * a request left without an answer (#27 fuzz findings on every upload route).
 */
describe('Uploads with a malformed multipart body', () => {
  let t: TestApp;
  let member: Member;
  let postId: number;

  beforeAll(async () => {
    t = await startTestApp({ APP_ROLE: 'api' });
    member = await createMember(t);
    const res = await http(t.url)<{ postId: number }>('POST', '/api/posts/create-post', { token: member.token, body: { content: 'Media next', isReady: false } });
    postId = res.body.postId;
  });

  afterAll(async () => {
    await t?.close();
  });

  const post = async (path: string, contentType: string, body: Buffer) => {
    const res = await fetch(`${t.url}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${member.token}`, 'content-type': contentType },
      body: new Uint8Array(body),
      signal: AbortSignal.timeout(5000),
    });
    return { status: res.status, body: (await res.json()) as unknown };
  };

  const routes = [
    ['/api/media/upload-images', 'files', () => Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="postId"\r\n\r\n${postId}\r\n`)],
    ['/api/image/upload-profile-picture', 'profile_picture', () => Buffer.alloc(0)],
  ] as const;

  it.each(routes)('%s: a multipart type without a boundary is a 400', async (path, field, fields) => {
    const res = await post(path, 'multipart/form-data', Buffer.concat([fields(), filePart(field), Buffer.from(`--${BOUNDARY}--\r\n`)]));
    expect(res).toEqual({ status: 400, body: { statusCode: 400, message: UNREADABLE, error: 'Bad Request' } });
  });

  it.each(routes)('%s: a body that ends inside a file (no closing boundary) is answered 400 at once', async (path, field, fields) => {
    const res = await post(path, `multipart/form-data; boundary=${BOUNDARY}`, Buffer.concat([fields(), filePart(field)]));
    expect(res).toEqual({ status: 400, body: { statusCode: 400, message: UNREADABLE, error: 'Bad Request' } });
  });
});
