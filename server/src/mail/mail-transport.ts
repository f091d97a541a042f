import { Inject, Injectable, OnModuleDestroy } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import { Settings } from '../config/settings';
import { SETTINGS } from '../config/settings.module';
import { MailMessage } from '../jobs/job-types';

/**
 * Worker role: nodemailer's SMTP transport for SMTP_URL, used directly (a Nest wrapper brought a
 * few hundred packages of template engines that Pen never used). Built when the worker starts, so
 * a worker without SMTP_URL stops at once with a clear message instead of failing every mail job.
 */
@Injectable()
export class MailTransport implements OnModuleDestroy {
  private readonly transporter: Transporter;

  constructor(@Inject(SETTINGS) settings: Settings) {
    if (!settings.smtpUrl) throw new Error('SMTP_URL is not set (npm start provides a development mail sink)');
    this.transporter = createTransport(settings.smtpUrl, { from: settings.mailFrom });
  }

  async send(message: MailMessage): Promise<void> {
    await this.transporter.sendMail(message);
  }

  onModuleDestroy(): void {
    this.transporter.close();
  }
}
