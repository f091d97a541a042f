import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AnnouncementDto } from './announcements.dto';
import { currentAnnouncements } from './announcements.repository';

@Injectable()
export class AnnouncementsService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async current(now = new Date()): Promise<AnnouncementDto[]> {
    const rows = await currentAnnouncements(this.db.manager, now);
    return rows.map(({ announcement_id, message, display_from, display_until }) => ({ announcement_id, message, display_from, display_until }));
  }
}
