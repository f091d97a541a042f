import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { LessThanOrEqual, MoreThanOrEqual, Repository } from 'typeorm';
import { AnnouncementEntity } from './announcement.entity';
import { AnnouncementDto, TermsDto } from './legal.dto';
import { TermsEntity } from './terms.entity';

@Injectable()
export class LegalService {
  constructor(
    @InjectRepository(TermsEntity) private readonly terms: Repository<TermsEntity>,
    @InjectRepository(AnnouncementEntity) private readonly announcements: Repository<AnnouncementEntity>,
  ) {}

  async latestTerms(): Promise<TermsDto> {
    const [latest] = await this.terms.find({ order: { version: 'DESC' }, take: 1 });
    if (!latest) throw new NotFoundException('Content not found');
    return { content: latest.content, version: latest.version, created_at: latest.created_at };
  }

  async currentAnnouncements(now = new Date()): Promise<AnnouncementDto[]> {
    const rows = await this.announcements.find({
      where: { display_from: LessThanOrEqual(now), display_until: MoreThanOrEqual(now) },
      order: { display_from: 'DESC', announcement_id: 'DESC' },
      take: 20,
    });
    return rows.map(({ announcement_id, message, display_from, display_until }) => ({ announcement_id, message, display_from, display_until }));
  }
}
