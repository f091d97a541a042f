import { ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { ErrorDto } from '../error.dto';

/** Documents a route's 429: the error body and the `Retry-After` seconds that come with it. */
export const ApiRateLimited = (description: string) =>
  ApiTooManyRequestsResponse({
    type: ErrorDto,
    description,
    headers: { 'Retry-After': { description: 'Seconds until the limit lets the request through again', schema: { type: 'integer', minimum: 1 } } },
  });
