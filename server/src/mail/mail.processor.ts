import { MailerService } from '@nestjs-modules/mailer';
import { Injectable } from '@nestjs/common';
import { JobHandler } from '../jobs/job-handler.decorator';
import { MailMessage } from '../jobs/job-types';

/** Worker role: delivers queued mail over SMTP_URL. */
@Injectable()
export class MailProcessor {
  constructor(private readonly mailer: MailerService) {}

  @JobHandler('mail.send')
  async send(message: MailMessage): Promise<void> {
    await this.mailer.sendMail(message);
  }
}
