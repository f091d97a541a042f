import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { Readable } from 'node:stream';
import {
  CreateBucketCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { Logger } from '@nestjs/common';
import { S3Settings } from '../config/settings';
import { ByteRange } from './range';
import { ObjectStream, Storage, StoredObject } from './storage';
import { isSafeKey } from './storage-keys';

function isNotFound(err: unknown): boolean {
  if (err instanceof S3ServiceException) return err.$metadata.httpStatusCode === 404 || err.name === 'NotFound' || err.name === 'NoSuchKey';
  return false;
}

/** S3-compatible object storage (AWS S3, MinIO, R2, s3rver …) selected with STORAGE=s3. */
export class S3Storage extends Storage {
  private readonly log = new Logger('Storage');
  private readonly client: S3Client;
  private bucketChecked: Promise<void> | undefined;

  constructor(private readonly s3: S3Settings) {
    super();
    this.client = new S3Client({
      endpoint: s3.endpoint,
      region: s3.region,
      forcePathStyle: s3.forcePathStyle,
      credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
    });
  }

  /** Objects live in the bucket: readers download them. */
  localPath(): undefined {
    return undefined;
  }

  /** Creates the bucket on first use when it does not exist (development servers start empty). */
  private ensureBucket(): Promise<void> {
    this.bucketChecked ??= (async () => {
      try {
        await this.client.send(new HeadBucketCommand({ Bucket: this.s3.bucket }));
      } catch (err) {
        if (!isNotFound(err)) throw err;
        this.log.warn(`bucket ${this.s3.bucket} does not exist; creating it`);
        await this.client.send(new CreateBucketCommand({ Bucket: this.s3.bucket }));
      }
    })().catch((err: unknown) => {
      this.bucketChecked = undefined;
      throw err;
    });
    return this.bucketChecked;
  }

  private check(key: string): string {
    if (!isSafeKey(key)) throw new Error(`unsafe storage key: ${key}`);
    return key;
  }

  async moveIn(key: string, file: string, contentType: string): Promise<void> {
    await this.put(key, createReadStream(file), contentType);
    await rm(file, { force: true });
  }

  async put(key: string, source: Readable, contentType: string): Promise<void> {
    await this.ensureBucket();
    // lib-storage streams in 5 MB parts: memory stays bounded whatever the object's size.
    const upload = new Upload({
      client: this.client,
      params: {
        Bucket: this.s3.bucket,
        Key: this.check(key),
        Body: source,
        ContentType: contentType,
        CacheControl: 'public, max-age=31536000, immutable',
      },
      queueSize: 2,
      partSize: 5 * 1024 * 1024,
    });
    await upload.done();
  }

  async stat(key: string): Promise<StoredObject | undefined> {
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.s3.bucket, Key: this.check(key) }));
      return { size: head.ContentLength ?? 0, contentType: head.ContentType ?? 'application/octet-stream' };
    } catch (err) {
      if (isNotFound(err)) return undefined;
      throw err;
    }
  }

  async get(key: string, range?: ByteRange): Promise<ObjectStream | undefined> {
    const info = await this.stat(key);
    if (!info) return undefined;
    const r = range ?? { start: 0, end: info.size - 1 };
    if (info.size === 0) return { ...info, stream: Readable.from([]), range: r };
    try {
      const res = await this.client.send(
        new GetObjectCommand({ Bucket: this.s3.bucket, Key: this.check(key), Range: range ? `bytes=${r.start}-${r.end}` : undefined }),
      );
      return { ...info, stream: res.Body as Readable, range: r };
    } catch (err) {
      if (isNotFound(err)) return undefined;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.s3.bucket, Key: this.check(key) }));
  }
}
