import { Injectable } from '@nestjs/common';
import { JobOutboxService } from '../jobs/job-outbox.service';
import { MailMessage } from '../jobs/job-types';

/**
 * A mail job's payload holds the mail itself: verification, reset and e-mail change links that
 * work as passwords until they expire. BullMQ would keep the job (and so the link, in plain text
 * in Redis) for an hour after sending and a week after failing; it is removed as soon as it ends.
 * A failure is still logged by the worker (job name, id and error, never the payload).
 */
const MAIL_JOB_OPTIONS = { removeOnComplete: true, removeOnFail: true } as const;

/**
 * Queues e-mail for delivery by the worker; requests never wait on SMTP. While Redis is away the
 * mail waits in the job outbox (PostgreSQL) and is sent once Redis is back: a member registered
 * during an outage gets the verification mail (issue 39). Its row holds the link until then.
 */
@Injectable()
export class MailService {
  constructor(private readonly outbox: JobOutboxService) {}

  async queue(message: MailMessage): Promise<void> {
    await this.outbox.add('mail.send', message, MAIL_JOB_OPTIONS);
  }
}
