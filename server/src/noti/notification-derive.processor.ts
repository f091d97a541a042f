import { Injectable } from '@nestjs/common';
import { JobHandler } from '../jobs/job-handler.decorator';
import { NotificationDeriveService } from './notification-derive.service';
import { NotiDeriveJob } from '../jobs/job-types';

/** Worker role: derives the notifications of one batch of domain events (see notification-events-bridge.service.ts). */
@Injectable()
export class NotificationDeriveProcessor {
  constructor(private readonly deriver: NotificationDeriveService) {}

  @JobHandler('noti.derive')
  derive(job: NotiDeriveJob): Promise<void> {
    return this.deriver.derive(job.events);
  }
}
