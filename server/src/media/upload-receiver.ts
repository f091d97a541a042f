import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform, TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { BadRequestException, HttpException, PayloadTooLargeException } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { isDiskRefusal } from '../storage/disk-refusal';
import { Storage } from '../storage/storage';
import { detectFormat, DetectedFormat, SNIFF_BYTES } from './sniff';
import { msg } from '../i18n';

export interface ReceivedFile {
  /** The multipart field the file was sent in. */
  field: string;
  /** Temporary file holding the upload. */
  path: string;
  size: number;
  /** Format decided from the first bytes; undefined when not a known media format. */
  format: DetectedFormat | undefined;
}

export interface ReceivedUpload {
  fields: Record<string, string>;
  files: ReceivedFile[];
  /** Removes the temporary files; safe to call more than once. */
  cleanup: () => Promise<void>;
}

export interface ReceiveOptions {
  maxFiles: number;
  maxFileBytes: number;
  tooManyMessage: string;
  tooLargeMessage: string;
  /** Called once, before the first file's bytes are written, with the fields sent before it. */
  beforeFirstFile?: (fields: Record<string, string>) => Promise<void>;
}

/** Counts bytes as they pass, keeps the first few for type detection, and stops at the limit. */
class LimitedSniffer extends Transform {
  bytes = 0;
  head = Buffer.alloc(0);

  constructor(
    private readonly limit: number,
    private readonly tooLarge: string,
  ) {
    super();
  }

  override _transform(chunk: Buffer, _enc: BufferEncoding, done: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.bytes > this.limit) return done(new PayloadTooLargeException(this.tooLarge));
    if (this.head.length < SNIFF_BYTES) this.head = Buffer.concat([this.head, chunk.subarray(0, SNIFF_BYTES - this.head.length)]);
    done(null, chunk);
  }
}

const isFilesLimit = (err: unknown): boolean => (err as { code?: unknown })?.code === 'FST_FILES_LIMIT';

const UNREADABLE = msg('The upload could not be read. Please try again.').message;

/** A part of the body the multipart parser could not read (a missing boundary, a body that ends mid-part). */
class UnreadableBody extends BadRequestException {
  constructor() {
    super(UNREADABLE);
  }
}

/**
 * Streams a multipart upload to temporary files in a scratch directory of `storage` (so that
 * moving them in is a rename on local disk): nothing is held whole in memory (the stream
 * back-pressure keeps buffers at a few hundred KB), the size limit is enforced while bytes
 * arrive (413 at the first byte over), and the temporary files are removed on any failure.
 */
export async function receiveUpload(req: FastifyRequest, storage: Storage, opts: ReceiveOptions): Promise<ReceivedUpload> {
  if (!req.isMultipart()) throw new BadRequestException(msg('Send the files as multipart/form-data.'));
  // The parser throws a plain Error for a multipart type without a boundary (a 500 otherwise).
  if (!/;\s*boundary=/i.test(req.headers['content-type'] ?? '')) throw new UnreadableBody();
  const dir = await storage.makeScratchDir('upload-');
  const cleanup = () => rm(dir, { recursive: true, force: true });
  const fields: Record<string, string> = {};
  const files: ReceivedFile[] = [];
  let firstFileSeen = false;
  try {
    // busboy stops at maxFiles + 1 files and at maxFileBytes + 1 bytes; the sniffer decides first.
    const partOptions = { limits: { files: opts.maxFiles, fileSize: opts.maxFileBytes + 1, fields: 10, fieldSize: 1024 }, throwFileSizeLimit: false };
    const parts = req.parts(partOptions)[Symbol.asyncIterator]();
    for (;;) {
      const next = await parts.next().catch((err: unknown) => {
        // What the parser itself refuses is the client's body: a truncated or malformed form.
        throw err instanceof HttpException || isFilesLimit(err) || typeof (err as { statusCode?: unknown })?.statusCode === 'number' ? err : new UnreadableBody();
      });
      if (next.done) break;
      const part = next.value;
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      // A body that ends inside this file fails its stream at once, maybe while beforeFirstFile
      // runs; the stream is destroyed then, and piping a destroyed stream would never settle.
      let readFailed = false;
      part.file.once('error', () => {
        readFailed = true;
      });
      if (!firstFileSeen) {
        firstFileSeen = true;
        await opts.beforeFirstFile?.({ ...fields });
      }
      if (readFailed || part.file.destroyed) {
        req.raw.unpipe();
        req.raw.resume();
        throw new UnreadableBody();
      }
      const path = join(dir, `f${files.length}`);
      const sniffer = new LimitedSniffer(opts.maxFileBytes, opts.tooLargeMessage);
      try {
        await pipeline(part.file, sniffer, createWriteStream(path));
      } catch (err) {
        // Leaving the loop waits for the multipart parser to finish, and the parser, its file
        // stream destroyed, stops reading the request: detach it and drain the rest instead,
        // so the refusal is answered at once.
        req.raw.unpipe();
        req.raw.resume();
        // A full or read-only disk fails the file stream too (the pipeline destroys it with the
        // write's error): that is the server's disk, not an unreadable body.
        throw readFailed && !(err instanceof HttpException) && !isDiskRefusal(err) ? new UnreadableBody() : err;
      }
      files.push({ field: part.fieldname, path, size: sniffer.bytes, format: detectFormat(sniffer.head) });
    }
    return { fields, files, cleanup };
  } catch (err) {
    // Answer first: removing a 1 GB partial file takes a moment the client should not wait for.
    void cleanup().catch(() => undefined);
    if (isFilesLimit(err)) throw new BadRequestException(opts.tooManyMessage);
    if (err instanceof HttpException) throw err;
    const status = (err as { statusCode?: unknown })?.statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) throw new UnreadableBody();
    throw err;
  }
}
