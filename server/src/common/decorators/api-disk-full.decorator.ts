import { ApiResponse } from '@nestjs/swagger';
import { ErrorDto } from '../error.dto';

/** Documents an upload route's 507: the server's disk refused the file (full, over quota, read-only), with `Retry-After`. */
export const ApiDiskFull = () =>
  ApiResponse({
    status: 507,
    type: ErrorDto,
    description:
      '`There is no room to store this right now. Please try again later.` The server\'s disk is full, over quota or read-only; nothing of the upload is kept. Try again after `Retry-After` seconds.',
    headers: { 'Retry-After': { description: 'Seconds to wait before trying again', schema: { type: 'integer', minimum: 1 } } },
  });
