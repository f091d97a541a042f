import sharp from 'sharp';
import { startTestApp, TestApp } from '../support/test-app';
import { registerVerified, send } from '../auth/accounts-helpers';

describe('accounts: profile picture', () => {
  let t: TestApp;
  let token: string;
  let userId: number;

  beforeAll(async () => {
    t = await startTestApp();
    const r = await registerVerified(t);
    token = r.accessToken;
    userId = r.userId;
  });
  afterAll(() => t.close());

  async function upload(bytes: Buffer | Uint8Array, field = 'profile_picture', filename = 'me.jpg', type = 'image/jpeg') {
    const form = new FormData();
    form.append(field, new Blob([new Uint8Array(bytes)], { type }), filename);
    const res = await fetch(`${t.url}/api/image/upload-profile-picture`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    return { status: res.status, body: (await res.json()) as { profile_picture: string; message: string } };
  }
  const image = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#3366aa' } });
  const fetchPicture = async (path: string) => {
    const res = await fetch(`${t.url}/api/${path}`);
    return { res, bytes: Buffer.from(await res.arrayBuffer()) };
  };

  it('serves a real default picture', async () => {
    const { res, bytes } = await fetchPicture('uploads/profile_images/default-profile.png');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 192, height: 192 });
    // Not immutable: an operator may replace the default under the same name.
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
  });

  it('stores a large photo as a JPEG 1024 px wide, without metadata, under an unguessable name, and serves it', async () => {
    const photo = await image(3000, 2000).withMetadata({ exif: { IFD0: { Copyright: 'secret-gps-owner' } } }).jpeg().toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const res = await upload(photo);
    expect(res.status).toBe(201);
    expect(res.body.profile_picture).toMatch(/^uploads\/profile_images\/[A-Za-z0-9_-]{22}\.jpg$/);
    const { rows } = await t.db.query('SELECT profile_picture FROM users WHERE user_id = $1', [userId]);
    expect(rows[0].profile_picture).toBe(res.body.profile_picture);

    const served = await fetchPicture(res.body.profile_picture);
    expect(served.res.status).toBe(200);
    expect(served.res.headers.get('content-type')).toBe('image/jpeg');
    expect(served.res.headers.get('cache-control')).toContain('immutable');
    const meta = await sharp(served.bytes).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 1024, height: 683 });
    expect(meta.exif).toBeUndefined();
    expect(served.bytes.includes(Buffer.from('secret-gps-owner'))).toBe(false);

    // Served by the shared storage route: byte ranges work as for every other upload.
    const part = await fetch(`${t.url}/api/${res.body.profile_picture}`, { headers: { range: 'bytes=0-99' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 0-99/${served.bytes.length}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(served.bytes.subarray(0, 100))).toBe(true);
  });

  it.each([
    ['PNG', () => image(300, 200).png().toBuffer()],
    ['WebP', () => image(300, 200).webp().toBuffer()],
    ['GIF', () => image(300, 200).gif().toBuffer()],
  ])('accepts a %s (kept at its width, re-encoded as JPEG) and removes the previous file', async (_kind, make) => {
    const before = (await t.db.query('SELECT profile_picture FROM users WHERE user_id = $1', [userId])).rows[0].profile_picture as string;
    const res = await upload(await make(), 'profile_picture', 'picture.bin', 'application/octet-stream');
    expect(res.status).toBe(201);
    const served = await fetchPicture(res.body.profile_picture);
    expect(await sharp(served.bytes).metadata()).toMatchObject({ format: 'jpeg', width: 300 });
    if (before.includes('default-profile')) return;
    expect((await fetchPicture(before)).res.status).toBe(404);
  });

  it('decides the type from the bytes, not the name', async () => {
    const res = await upload(Buffer.from('<?php echo "hi"; ?>'), 'profile_picture', 'evil.jpg', 'image/jpeg');
    expect(res).toMatchObject({ status: 400, body: { message: 'The file must be a JPEG, PNG, WebP or GIF image' } });
    const svg = await upload(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'), 'profile_picture', 'a.png', 'image/png');
    expect(svg.status).toBe(400);
  });

  it('refuses a truncated image and a decompression bomb', async () => {
    const jpeg = await image(400, 400).jpeg().toBuffer();
    expect(await upload(jpeg.subarray(0, 200))).toMatchObject({ status: 400, body: { message: 'The image could not be read. Try another file.' } });
    const bomb = await sharp({ create: { width: 7000, height: 6000, channels: 3, background: '#000' } }).png({ compressionLevel: 9 }).toBuffer();
    expect(await upload(bomb, 'profile_picture', 'bomb.png', 'image/png')).toMatchObject({ status: 400, body: { message: 'The image is too large (at most 40 megapixels)' } });
  });

  it('needs the profile_picture field, a file, and at most 10 MB', async () => {
    const jpeg = await image(50, 50).jpeg().toBuffer();
    expect(await upload(jpeg, 'avatar')).toMatchObject({ status: 400, body: { message: 'Send the picture in the form field profile_picture' } });
    const noFile = await fetch(`${t.url}/api/image/upload-profile-picture`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
    expect(noFile.status).toBe(400);
    const big = Buffer.concat([jpeg, Buffer.alloc(11 * 1024 * 1024)]);
    expect(await upload(big)).toMatchObject({ status: 413, body: { message: 'The picture is too large (at most 10 MB)' } });
  });

  it('needs a signed-in member', async () => {
    const form = new FormData();
    form.append('profile_picture', new Blob([await image(10, 10).jpeg().toBuffer()]), 'a.jpg');
    expect((await fetch(`${t.url}/api/image/upload-profile-picture`, { method: 'POST', body: form })).status).toBe(401);
  });

  it('deletes the picture: back to the default, the file removed', async () => {
    const up = await upload(await image(200, 200).jpeg().toBuffer());
    const res = await send(t, 'DELETE', '/api/image/delete-profile-picture', { token });
    expect(res).toMatchObject({ status: 200, body: { profile_picture: 'uploads/profile_images/default-profile.png' } });
    expect((await fetchPicture(up.body.profile_picture)).res.status).toBe(404);
    const info = await send<{ user: { profile_picture: string } }>(t, 'GET', '/api/auth/profile-user-info', { token });
    expect(info.body.user.profile_picture).toBe('uploads/profile_images/default-profile.png');
    // Deleting again is harmless and the default stays served.
    expect((await send(t, 'DELETE', '/api/image/delete-profile-picture', { token })).status).toBe(200);
    expect((await fetchPicture('uploads/profile_images/default-profile.png')).res.status).toBe(200);
  });

  it('serves nothing outside the stored names', async () => {
    for (const name of ['..%2F..%2Fsecrets.json', 'abc.jpg', 'default-profile.png.tmp']) {
      expect((await fetch(`${t.url}/api/uploads/profile_images/${name}`)).status).toBe(404);
    }
  });
});
