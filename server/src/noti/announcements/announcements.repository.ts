import { EntityManager, LessThanOrEqual, MoreThanOrEqual } from 'typeorm';
import { AnnouncementEntity } from './announcement.entity';

/** The announcements shown at `now`, newest first, at most 20. */
export function currentAnnouncements(m: EntityManager, now: Date): Promise<AnnouncementEntity[]> {
  return m.find(AnnouncementEntity, {
    where: { display_from: LessThanOrEqual(now), display_until: MoreThanOrEqual(now) },
    order: { display_from: 'DESC', announcement_id: 'DESC' },
    take: 20,
  });
}
