import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Public } from '../../common/decorators/public.decorator';
import { AnnouncementsDto } from './announcements.dto';
import { AnnouncementsService } from './announcements.service';

/** Keeps the `legal` tag it had before it moved here, so the SDK's method stays where it was. */
@ApiTags('legal')
@Public()
@Controller('noti')
export class AnnouncementsController {
  constructor(private readonly announcements: AnnouncementsService) {}

  /** Announcements to show in the dashboard banner right now. */
  @Get('public-announcements')
  async publicAnnouncements(): Promise<AnnouncementsDto> {
    return { announcements: await this.announcements.current() };
  }
}
