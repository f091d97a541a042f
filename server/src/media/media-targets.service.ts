import { BadRequestException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { MEDIA_MESSAGES } from './media-limits';
import { TargetKind, TargetRef, TargetRequest } from './media-target';
import { targetMediaCounts } from './media-rows.repository';
import { MediaTargetOwnersService, MediaTargetRow } from './media-target-owners.service';

/** What settling a target changed: flipped to ready, recorded its failure, still waiting, or nothing. */
export type SettleOutcome = 'ready' | 'failed' | 'waiting' | 'unchanged';

/**
 * Reads and flips the readiness of what media is attached to, through the owner of each kind of
 * target (MediaTargetOwnersService), so the rule "ready only when every file is processed" lives
 * here while the posts and groups modules write their own tables.
 */
@Injectable()
export class MediaTargetsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly owners: MediaTargetOwnersService,
  ) {}

  private row(kind: TargetKind, id: number, em: EntityManager | DataSource = this.db, lock = false): Promise<MediaTargetRow | undefined> {
    return this.owners.of(kind).row(em, id, lock);
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
    let anyRow: { kind: TargetKind; row: MediaTargetRow } | undefined;
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

  private checkWritable(kind: TargetKind, row: MediaTargetRow | undefined, userId: number): void {
    if (!row) throw new NotFoundException(kind === 'post' ? MEDIA_MESSAGES.postNotFound : MEDIA_MESSAGES.commentNotFound);
    if (row.user_id !== userId) throw new ForbiddenException(MEDIA_MESSAGES.notOwner);
    if (row.is_ready) throw new BadRequestException(MEDIA_MESSAGES.alreadyReady);
  }

  async setProcessing(em: EntityManager, ref: TargetRef): Promise<void> {
    await this.owners.of(ref.kind).markProcessing(em, ref.id);
  }

  /**
   * Called after each processed file: with the target locked, flips it to ready when every
   * media row is ready, or records the failure. Returns what changed, so events are published
   * once (a job that runs again finds the target already ready and changes nothing).
   * `first` runs in the same transaction before the target is locked (the file's own row).
   */
  async settle(ref: TargetRef, first?: (em: EntityManager) => Promise<unknown>): Promise<SettleOutcome> {
    return this.db.transaction(async (em) => {
      if (first) await first(em);
      const row = await this.row(ref.kind, ref.id, em, true);
      if (!row || row.is_ready) return 'unchanged';
      const counts = await targetMediaCounts(em, ref);
      if (counts.failed > 0) return (await this.owners.of(ref.kind).markFailed(em, ref.id)) ? 'failed' : 'unchanged';
      if (counts.pending > 0) return 'waiting';
      await this.owners.of(ref.kind).markReady(em, ref.id);
      return 'ready';
    });
  }
}
