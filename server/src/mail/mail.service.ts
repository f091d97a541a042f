import { Injectable } from '@nestjs/common';
import { JobsService } from '../jobs/jobs.service';
import { MailMessage } from '../jobs/job-types';

/**
 * A mail job's payload holds the mail itself: verification, reset and e-mail change links that
 * work as passwords until they expire. BullMQ would keep the job (and so the link, in plain text
 * in Redis) for an hour after sending and a week after failing; it is removed as soon as it ends.
 * A failure is still logged by the worker (job name, id and error, never the payload).
 */
const MAIL_JOB_OPTIONS = { removeOnComplete: true, removeOnFail: true } as const;

/** Queues e-mail for delivery by the worker; requests never wait on SMTP. */
@Injectable()
export class MailService {
  constructor(private readonly jobs: JobsService) {}

  async queue(message: MailMessage): Promise<void> {
    await this.jobs.add('mail.send', message, MAIL_JOB_OPTIONS);
  }
}
