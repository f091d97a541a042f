import { BadRequestException, Injectable, PipeTransform } from '@nestjs/common';
import { MAX_ID } from './dto/transforms';

/** A path id: a positive integer that fits PostgreSQL's int; anything else is a 400 with `message`. */
@Injectable()
export class IdParamPipe implements PipeTransform<string, number> {
  constructor(private readonly message: string) {}

  transform(value: string): number {
    if (!/^\d{1,10}$/.test(value)) throw new BadRequestException(this.message);
    const id = Number(value);
    if (id < 1 || id > MAX_ID) throw new BadRequestException(this.message);
    return id;
  }
}

export const PostIdParam = new IdParamPipe('Invalid post id');
export const UserIdParam = new IdParamPipe('Invalid user id');
