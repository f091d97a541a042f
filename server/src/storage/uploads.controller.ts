import { Controller, Get, Head, NotFoundException, Param, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Public } from '../common/decorators/public.decorator';
import { parseRange } from './range';
import { Storage } from './storage';
import { isSafeKey, PUBLIC_PREFIX } from './storage-keys';

const NOT_FOUND = 'File not found';

/**
 * Serves stored files at /api/uploads/… from whichever storage is configured, with HTTP range
 * requests (video seeking) and year-long immutable caching: names are random and never reused,
 * a changed file gets a new name. Files, not API operations, so they stay out of the SDK.
 */
@ApiExcludeController()
@Public()
@Controller('uploads')
export class UploadsController {
  constructor(private readonly storage: Storage) {}

  @Head('*')
  async head(@Param('*') rest: string, @Req() req: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    await this.serve(rest, req, reply, false);
  }

  @Get('*')
  async file(@Param('*') rest: string, @Req() req: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    await this.serve(rest, req, reply, true);
  }

  private async serve(rest: string, req: FastifyRequest, reply: FastifyReply, withBody: boolean): Promise<void> {
    const key = `${PUBLIC_PREFIX}${rest}`;
    if (!isSafeKey(key)) throw new NotFoundException(NOT_FOUND);
    const info = await this.storage.stat(key);
    if (!info) throw new NotFoundException(NOT_FOUND);
    const rangeHeader = typeof req.headers.range === 'string' ? req.headers.range : undefined;
    const wanted = parseRange(rangeHeader, info.size);
    void reply
      .header('accept-ranges', 'bytes')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('content-type', info.contentType);
    if (wanted.kind === 'unsatisfiable') {
      void reply.status(416).header('content-range', `bytes */${info.size}`).send();
      return;
    }
    const range = wanted.kind === 'partial' ? wanted.range : undefined;
    if (range) void reply.status(206).header('content-range', `bytes ${range.start}-${range.end}/${info.size}`);
    const length = range ? range.end - range.start + 1 : info.size;
    void reply.header('content-length', String(length));
    if (!withBody) {
      void reply.send();
      return;
    }
    const obj = await this.storage.get(key, range);
    if (!obj) throw new NotFoundException(NOT_FOUND);
    void reply.send(obj.stream);
  }
}
