import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { msg } from '../i18n';
import { MEDIA_DESCRIPTION_MAX } from './media-description.dto';
import { setOwnMediaDescription } from './media-description.repository';


/**
 * Descriptions of media files (issue 41): only the uploader writes one; for anyone else the file
 * does not exist (404, the same answer as for an id that names nothing), so ids reveal nothing.
 */
@Injectable()
export class MediaDescriptionService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Saves the description (trimmed; empty removes it) and answers what is stored. */
  async describe(userId: number, mediaId: number, text: string): Promise<{ description: string | null }> {
    const trimmed = text.trim();
    if (trimmed.length > MEDIA_DESCRIPTION_MAX) throw new BadRequestException(msg('Description must be at most 1500 characters'));
    const description = trimmed === '' ? null : trimmed;
    const saved = await setOwnMediaDescription(this.db.manager, userId, mediaId, description);
    if (!saved) throw new NotFoundException(msg('Media not found'));
    return saved;
  }
}
