import { Global, Module } from '@nestjs/common';
import { MailTransport } from './mail-transport';
import { MailProcessor } from './mail.processor';
import { MailService } from './mail.service';

@Global()
@Module({ providers: [MailService], exports: [MailService] })
export class MailModule {}

/** Worker role: the SMTP transport and the `mail.send` handler. */
@Module({ providers: [MailTransport, MailProcessor] })
export class MailWorkerModule {}
