import { Injectable } from '@nestjs/common';
import { JobsService } from '../jobs/jobs.service';
import { MailMessage } from '../jobs/job-types';

/** Queues e-mail for delivery by the worker; requests never wait on SMTP. */
@Injectable()
export class MailService {
  constructor(private readonly jobs: JobsService) {}

  async queue(message: MailMessage): Promise<void> {
    await this.jobs.add('mail.send', message);
  }
}
