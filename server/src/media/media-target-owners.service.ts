import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { TargetKind } from './media-target';

/** A target's author and whether it is shown yet. */
export interface MediaTargetRow {
  user_id: number;
  is_ready: boolean;
}

/**
 * What the module owning a kind of target (posts, post comments, group comments) lets the media
 * pipeline read and change: the target's readiness, in the caller's transaction, and whether its
 * files may be served. The media
 * module decides when (every file processed, one failed); the owner writes its own table.
 */
export interface MediaTargetOwner {
  /** The target row; `lock` takes it FOR UPDATE, as uploads and settling serialise on it. */
  row(em: EntityManager | DataSource, id: number, lock: boolean): Promise<MediaTargetRow | undefined>;
  /** Files were accepted for a target that is not ready yet. */
  markProcessing(em: EntityManager, id: number): Promise<void>;
  /** One of its files failed for good: true when that is news to report (`media.failed`). */
  markFailed(em: EntityManager, id: number): Promise<boolean>;
  /** Every file is processed: the target is shown to others. */
  markReady(em: EntityManager, id: number): Promise<void>;
  /**
   * Whether the target may still be shown to anyone: it and what it belongs to (a comment's
   * post, a group comment's group) exist and are not removed by a moderator, and their authors'
   * accounts are active. Its files are withheld otherwise (MediaFileGate).
   */
  isShown(em: EntityManager | DataSource, id: number): Promise<boolean>;
}

/**
 * The owners of media targets register here when their module starts (before any job or request
 * runs), so the media module reaches their tables without importing them (they import media).
 */
@Injectable()
export class MediaTargetOwnersService {
  private readonly owners = new Map<TargetKind, MediaTargetOwner>();

  register(kind: TargetKind, owner: MediaTargetOwner): void {
    if (this.owners.has(kind)) throw new Error(`media target ${kind} registered twice`);
    this.owners.set(kind, owner);
  }

  of(kind: TargetKind): MediaTargetOwner {
    const owner = this.owners.get(kind);
    if (!owner) throw new Error(`no owner registered for media target ${kind}`);
    return owner;
  }
}
