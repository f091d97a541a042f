import { Injectable, OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { FileGates } from '../storage/file-gates';
import { MediaTargetOwnersService } from './media-target-owners.service';
import { MEDIA_FILES_PREFIX } from './media-file-keys';
import { targetOfRow } from './media-target';
import { attachmentOfKey } from './media-rows.repository';

/**
 * Serves a media file only while what it is attached to may be shown to anyone: removing a post
 * or comment, or suspending its author, takes its files off /api/uploads at once, not when the
 * 30-day purge deletes them (and restoring brings them back). Readers see the file by its random
 * name whatever the post's audience, as before; this is about content that nobody may see. A
 * file with no media row (its post deleted, the file about to go) is withheld too.
 * Two index probes a request (media by path or poster, then the target's owner).
 */
@Injectable()
export class MediaFileGate implements OnModuleInit {
  readonly prefix = MEDIA_FILES_PREFIX;

  constructor(
    private readonly db: DataSource,
    private readonly gates: FileGates,
    private readonly owners: MediaTargetOwnersService,
  ) {}

  onModuleInit(): void {
    this.gates.register(this);
  }

  async servable(key: string): Promise<boolean> {
    const row = await attachmentOfKey(this.db, key);
    if (!row) return false;
    const { kind, id } = targetOfRow(row);
    return this.owners.of(kind).isShown(this.db, id);
  }
}
