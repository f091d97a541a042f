import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { GroupPrayerLevel, GroupPrayerNotificationsDto } from './dto/prayer-notifications.dto';
import { GROUP_NOT_FOUND } from './group-access.service';
import { prayerLevel, setPrayerLevel } from './prayer-notifications.repository';

/**
 * Each member's choice of what a group's new prayer requests notify them of (issue 44). Accepted
 * members only: 404 `Group not found` for everyone else, whether the group is public or not.
 */
@Injectable()
export class GroupPrayerNotificationsService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async get(me: number, groupId: number): Promise<GroupPrayerNotificationsDto> {
    return { level: this.found(await prayerLevel(this.db.manager, groupId, me)) };
  }

  async set(me: number, groupId: number, level: GroupPrayerLevel): Promise<GroupPrayerNotificationsDto> {
    return { level: this.found(await setPrayerLevel(this.db.manager, groupId, me, level)) };
  }

  private found(level: GroupPrayerLevel | undefined): GroupPrayerLevel {
    if (!level) throw new NotFoundException(GROUP_NOT_FOUND);
    return level;
  }
}
