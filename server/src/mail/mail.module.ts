import { MailerModule } from '@nestjs-modules/mailer';
import { Global, Module } from '@nestjs/common';
import { Settings } from '../config/settings';
import { SETTINGS } from '../config/settings.module';
import { MailProcessor } from './mail.processor';
import { MailService } from './mail.service';

@Global()
@Module({ providers: [MailService], exports: [MailService] })
export class MailModule {}

/** Worker role: the SMTP transport and the `mail.send` handler. */
@Module({
  imports: [
    MailerModule.forRootAsync({
      inject: [SETTINGS],
      useFactory: (s: Settings) => {
        if (!s.smtpUrl) throw new Error('SMTP_URL is not set (npm start provides a development mail sink)');
        return { transport: s.smtpUrl, defaults: { from: s.mailFrom } };
      },
    }),
  ],
  providers: [MailProcessor],
})
export class MailWorkerModule {}
