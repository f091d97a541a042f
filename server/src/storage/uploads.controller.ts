import { Readable } from 'node:stream';
import { Controller, Get, Head, NotFoundException, Param, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Public } from '../common/decorators/public.decorator';
import { builtInFile, isProtectedKey } from './built-in-files';
import { FileGates } from './file-gates';
import { ByteRange, parseRange } from './range';
import { Storage, StoredObject } from './storage';
import { contentTypeFor, isSafeKey, PUBLIC_PREFIX } from './storage-keys';
import { msg } from '../i18n';

const NOT_FOUND = msg('File not found').message;
/** Stored names are random and never reused: a changed file gets a new name. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Built-in files (the default picture) keep their name when an operator replaces them. */
const REVALIDATE_DAILY = 'public, max-age=86400';

/** What is served for a key: its size and type, and how to read (part of) it. */
interface Servable extends StoredObject {
  open(range: ByteRange | undefined): Promise<Readable | undefined>;
}

/**
 * Serves stored files at /api/uploads/… from whichever storage is configured, with HTTP range
 * requests (video seeking) and year-long immutable caching, unless a gate withholds them
 * (FileGates). Built-in files (the default profile picture) are served from memory when the
 * storage does not hold them. Files, not API operations, so they stay out of the SDK.
 */
@ApiExcludeController()
@Public()
@Controller('uploads')
export class UploadsController {
  constructor(
    private readonly storage: Storage,
    private readonly gates: FileGates,
  ) {}

  @Head('*')
  async head(@Param('*') rest: string, @Req() req: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    await this.serve(rest, req, reply, false);
  }

  @Get('*')
  async file(@Param('*') rest: string, @Req() req: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    await this.serve(rest, req, reply, true);
  }

  private async find(key: string): Promise<Servable | undefined> {
    const info = await this.storage.stat(key);
    if (info) return { ...info, open: async (range) => (await this.storage.get(key, range))?.stream };
    const bytes = await builtInFile(key);
    if (!bytes) return undefined;
    return {
      size: bytes.length,
      contentType: contentTypeFor(key),
      open: (range) => Promise.resolve(Readable.from([range ? bytes.subarray(range.start, range.end + 1) : bytes])),
    };
  }

  private async serve(rest: string, req: FastifyRequest, reply: FastifyReply, withBody: boolean): Promise<void> {
    const key = `${PUBLIC_PREFIX}${rest}`;
    // A withheld file answers as a missing one: its link tells nothing about why.
    if (!isSafeKey(key) || !(await this.gates.servable(key))) throw new NotFoundException(NOT_FOUND);
    const file = await this.find(key);
    if (!file) throw new NotFoundException(NOT_FOUND);
    const rangeHeader = typeof req.headers.range === 'string' ? req.headers.range : undefined;
    const wanted = parseRange(rangeHeader, file.size);
    void reply
      .header('accept-ranges', 'bytes')
      .header('cache-control', isProtectedKey(key) ? REVALIDATE_DAILY : IMMUTABLE)
      .header('content-type', file.contentType);
    if (wanted.kind === 'unsatisfiable') {
      void reply.status(416).header('content-range', `bytes */${file.size}`).send();
      return;
    }
    const range = wanted.kind === 'partial' ? wanted.range : undefined;
    if (range) void reply.status(206).header('content-range', `bytes ${range.start}-${range.end}/${file.size}`);
    const length = range ? range.end - range.start + 1 : file.size;
    void reply.header('content-length', String(length));
    if (!withBody) {
      void reply.send();
      return;
    }
    const stream = await file.open(range);
    if (!stream) throw new NotFoundException(NOT_FOUND);
    void reply.send(stream);
  }
}
