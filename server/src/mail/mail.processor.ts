import { Injectable } from '@nestjs/common';
import { JobHandler } from '../jobs/job-handler.decorator';
import { MailMessage } from '../jobs/job-types';
import { MailTransport } from './mail-transport';

/** Worker role: delivers queued mail over SMTP_URL. */
@Injectable()
export class MailProcessor {
  constructor(private readonly transport: MailTransport) {}

  @JobHandler('mail.send')
  async send(message: MailMessage): Promise<void> {
    await this.transport.send(message);
  }
}
