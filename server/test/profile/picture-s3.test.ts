import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DeleteObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { createMember, Member } from '../support/members';
import { startTestApp, TestApp } from '../support/test-app';
import { send } from '../auth/accounts-helpers';

// s3rver has no type declarations; this is the part of its API the test uses.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const S3rver = require('s3rver') as new (opts: Record<string, unknown>) => { run(): Promise<AddressInfo>; close(): Promise<void> };

const BUCKET = 'pen-pictures';
const DEFAULT = 'uploads/profile_images/default-profile.png';

describe('accounts: profile pictures in S3-compatible storage (STORAGE=s3)', () => {
  let s3dir: string;
  let server: { run(): Promise<AddressInfo>; close(): Promise<void> };
  let client: S3Client;
  let t: TestApp;
  let member: Member;

  beforeAll(async () => {
    s3dir = mkdtempSync(join(tmpdir(), 'pen-s3-pictures-'));
    server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: s3dir });
    const endpoint = `http://127.0.0.1:${(await server.run()).port}`;
    const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
    client = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials });
    t = await startTestApp({
      STORAGE: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: BUCKET,
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    });
    member = await createMember(t);
  });
  afterAll(async () => {
    await t.close();
    await server.close();
    rmSync(s3dir, { recursive: true, force: true });
  });

  async function upload(width: number): Promise<{ status: number; body: { profile_picture: string } }> {
    const photo = await sharp({ create: { width, height: Math.round(width / 2), channels: 3, background: '#aa5533' } })
      .withMetadata({ exif: { IFD0: { Copyright: 'owner-name' } } })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.append('profile_picture', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'me.jpg');
    const res = await fetch(`${t.url}/api/image/upload-profile-picture`, { method: 'POST', headers: { authorization: `Bearer ${member.token}` }, body: form });
    return { status: res.status, body: (await res.json()) as { profile_picture: string } };
  }
  async function bucketKeys(): Promise<string[]> {
    const listed = await client.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: 'uploads/profile_images/' }));
    return (listed.Contents ?? []).map((o) => o.Key ?? '').sort();
  }
  const fetchBytes = async (path: string) => {
    const res = await fetch(`${t.url}/api/${path}`);
    return { status: res.status, type: res.headers.get('content-type'), bytes: Buffer.from(await res.arrayBuffer()) };
  };

  it('serves the built-in default picture while the bucket does not hold it', async () => {
    const res = await fetchBytes(DEFAULT);
    expect(res).toMatchObject({ status: 200, type: 'image/png' });
    expect(await sharp(res.bytes).metadata()).toMatchObject({ format: 'png', width: 192, height: 192 });
  });

  it('stores the processed picture in the bucket (not on local disk), serves it, and replaces the old object', async () => {
    const first = await upload(2000);
    expect(first.status).toBe(201);
    expect(first.body.profile_picture).toMatch(/^uploads\/profile_images\/[A-Za-z0-9_-]{22}\.jpg$/);
    expect(await bucketKeys()).toEqual([first.body.profile_picture]);
    expect(existsSync(join(t.settings.dataDir, first.body.profile_picture))).toBe(false);

    const served = await fetchBytes(first.body.profile_picture);
    expect(served).toMatchObject({ status: 200, type: 'image/jpeg' });
    const meta = await sharp(served.bytes).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 1024, height: 512 });
    expect(meta.exif).toBeUndefined();
    const part = await fetch(`${t.url}/api/${first.body.profile_picture}`, { headers: { range: 'bytes=10-19' } });
    expect(part.status).toBe(206);
    expect(Buffer.from(await part.arrayBuffer()).equals(served.bytes.subarray(10, 20))).toBe(true);

    const second = await upload(600);
    expect(second.status).toBe(201);
    expect(await bucketKeys()).toEqual([second.body.profile_picture]);
    expect((await fetchBytes(first.body.profile_picture)).status).toBe(404);
  });

  it('deletes the object on delete-profile-picture, and never deletes the default picture an operator stored', async () => {
    // An operator's own default picture in the bucket wins over the built-in one.
    const custom = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#123456' } }).png().toBuffer();
    await client.send(new PutObjectCommand({ Bucket: BUCKET, Key: DEFAULT, Body: custom, ContentType: 'image/png' }));
    expect((await sharp((await fetchBytes(DEFAULT)).bytes).metadata()).width).toBe(64);

    const up = await upload(300);
    expect(up.status).toBe(201);
    const res = await send(t, 'DELETE', '/api/image/delete-profile-picture', { token: member.token });
    expect(res).toMatchObject({ status: 200, body: { profile_picture: DEFAULT } });
    // Deleting again (the member now has the default) must not touch the shared default.
    expect((await send(t, 'DELETE', '/api/image/delete-profile-picture', { token: member.token })).status).toBe(200);
    expect(await bucketKeys()).toEqual([DEFAULT]);
    expect((await fetchBytes(up.body.profile_picture)).status).toBe(404);

    await client.send(new DeleteObjectCommand({ Bucket: BUCKET, Key: DEFAULT }));
    expect((await sharp((await fetchBytes(DEFAULT)).bytes).metadata()).width).toBe(192);
  });
});
