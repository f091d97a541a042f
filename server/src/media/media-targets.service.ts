import { BadRequestException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { MEDIA_MESSAGES } from './media-limits';
import { TargetKind, TargetRef, TargetRequest } from './media-target';

/** What settling a target changed: flipped to ready, recorded its failure, still waiting, or nothing. */
export type SettleOutcome = 'ready' | 'failed' | 'waiting' | 'unchanged';

interface TargetRow {
  user_id: number;
  is_ready: boolean;
}

const TABLE: Record<TargetKind, { table: string; id: string }> = {
  post: { table: 'posts', id: 'posts_id' },
  post_comment: { table: 'comments', id: 'comment_id' },
  group_comment: { table: 'group_comments', id: 'comment_id' },
};

/**
 * Reads and flips the readiness of what media is attached to. The posts and groups modules own
 * those tables; media touches only `is_ready` (and a post's `media_state`), the two columns
 * that describe the media pipeline, so the rule "ready only when every file is processed"
 * lives in one place.
 */
@Injectable()
export class MediaTargetsService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  private async row(kind: TargetKind, id: number, em: EntityManager | DataSource = this.db, lock = false): Promise<TargetRow | undefined> {
    const t = TABLE[kind];
    const rows = (await em.query(`SELECT user_id, is_ready FROM ${t.table} WHERE ${t.id} = $1${lock ? ' FOR UPDATE' : ''}`, [id])) as TargetRow[];
    return rows[0];
  }

  /**
   * Finds the target and checks that `userId` may attach media to it: the owner, while the
   * target is not ready. A bare commentId is a post comment or a group comment of this member
   * still waiting for its media; if both exist the client must say which (`target`).
   */
  async resolveForUpload(req: TargetRequest, userId: number): Promise<TargetRef> {
    if (req.kind !== 'comment') {
      const row = await this.row(req.kind, req.id);
      this.checkWritable(req.kind, row, userId);
      return req;
    }
    const candidates: TargetRef[] = [];
    let anyRow: { kind: TargetKind; row: TargetRow } | undefined;
    for (const kind of ['post_comment', 'group_comment'] as const) {
      const row = await this.row(kind, req.id);
      if (!row) continue;
      anyRow ??= { kind, row };
      if (row.user_id === userId && !row.is_ready) candidates.push({ kind, id: req.id });
    }
    if (candidates.length > 1) throw new BadRequestException(MEDIA_MESSAGES.ambiguousComment);
    if (candidates.length === 1) return candidates[0];
    this.checkWritable('post_comment', anyRow?.row, userId);
    throw new NotFoundException(MEDIA_MESSAGES.commentNotFound);
  }

  /** The same check inside the upload's transaction, with the target row locked. */
  async lockForUpload(em: EntityManager, ref: TargetRef, userId: number): Promise<void> {
    this.checkWritable(ref.kind, await this.row(ref.kind, ref.id, em, true), userId);
  }

  private checkWritable(kind: TargetKind, row: TargetRow | undefined, userId: number): void {
    if (!row) throw new NotFoundException(kind === 'post' ? MEDIA_MESSAGES.postNotFound : MEDIA_MESSAGES.commentNotFound);
    if (row.user_id !== userId) throw new ForbiddenException(MEDIA_MESSAGES.notOwner);
    if (row.is_ready) throw new BadRequestException(MEDIA_MESSAGES.alreadyReady);
  }

  async setProcessing(em: EntityManager, ref: TargetRef): Promise<void> {
    if (ref.kind === 'post') await em.query(`UPDATE posts SET media_state = 'processing' WHERE posts_id = $1 AND NOT is_ready`, [ref.id]);
  }

  /**
   * Called after each processed file: with the target locked, flips it to ready when every
   * media row is ready, or records the failure. Returns what changed, so events are published
   * once (a job that runs again finds the target already ready and changes nothing).
   * `first` runs in the same transaction before the target is locked (the file's own row).
   */
  async settle(ref: TargetRef, first?: (em: EntityManager) => Promise<unknown>): Promise<SettleOutcome> {
    const col = ref.kind === 'post' ? 'posts_id' : ref.kind === 'post_comment' ? 'comment_id' : 'group_comment_id';
    return this.db.transaction(async (em) => {
      if (first) await first(em);
      const row = await this.row(ref.kind, ref.id, em, true);
      if (!row || row.is_ready) return 'unchanged';
      const [counts] = (await em.query(
        `SELECT count(*) FILTER (WHERE status = 'pending')::int AS pending, count(*) FILTER (WHERE status = 'failed')::int AS failed
           FROM media WHERE ${col} = $1`,
        [ref.id],
      )) as Array<{ pending: number; failed: number }>;
      if (counts.failed > 0) {
        if (ref.kind !== 'post') return 'failed';
        const changed = (await em.query(`UPDATE posts SET media_state = 'failed' WHERE posts_id = $1 AND media_state <> 'failed' RETURNING posts_id`, [
          ref.id,
        ])) as [unknown[], number];
        return changed[1] > 0 ? 'failed' : 'unchanged';
      }
      if (counts.pending > 0) return 'waiting';
      const t = TABLE[ref.kind];
      const extra = ref.kind === 'post' ? `, media_state = 'ready'` : '';
      await em.query(`UPDATE ${t.table} SET is_ready = true${extra} WHERE ${t.id} = $1 AND NOT is_ready`, [ref.id]);
      return 'ready';
    });
  }
}
