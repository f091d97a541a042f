import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { LessThanOrEqual, MoreThanOrEqual, Repository } from 'typeorm';
import { AnnouncementEntity } from './announcement.entity';
import { AnnouncementDto } from './announcements.dto';

@Injectable()
export class AnnouncementsService {
  constructor(@InjectRepository(AnnouncementEntity) private readonly announcements: Repository<AnnouncementEntity>) {}

  async current(now = new Date()): Promise<AnnouncementDto[]> {
    const rows = await this.announcements.find({
      where: { display_from: LessThanOrEqual(now), display_until: MoreThanOrEqual(now) },
      order: { display_from: 'DESC', announcement_id: 'DESC' },
      take: 20,
    });
    return rows.map(({ announcement_id, message, display_from, display_until }) => ({ announcement_id, message, display_from, display_until }));
  }
}
