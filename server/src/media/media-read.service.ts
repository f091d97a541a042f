import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { MediaStatus, MediaType } from './media.entity';
import { TARGET_COLUMN, TargetKind } from './media-target';

/** One media file as lists show it: the client loads `/api/` + path. */
export interface MediaItem {
  media_id: number;
  type: MediaType;
  /** Null until processed. */
  path: string | null;
  poster_path: string | null;
  width: number | null;
  height: number | null;
  duration_s: number | null;
  status: MediaStatus;
}

/**
 * For the posts and groups modules: the media of many posts or comments in one indexed query
 * (no N+1), keyed by target id, in upload order.
 */
@Injectable()
export class MediaReadService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async forTargets(kind: TargetKind, ids: number[]): Promise<Map<number, MediaItem[]>> {
    const result = new Map<number, MediaItem[]>();
    if (ids.length === 0) return result;
    const col = TARGET_COLUMN[kind];
    const rows = (await this.db.query(
      `SELECT ${col} AS target_id, media_id, media_type AS type, path, poster_path, width, height, duration_s, status
         FROM media WHERE ${col} = ANY($1::int[]) ORDER BY ${col}, position, media_id`,
      [ids],
    )) as Array<MediaItem & { target_id: number }>;
    for (const { target_id, ...item } of rows) result.set(target_id, [...(result.get(target_id) ?? []), item]);
    return result;
  }
}
