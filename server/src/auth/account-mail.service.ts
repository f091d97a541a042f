import { Inject, Injectable } from '@nestjs/common';
import { Settings } from '../config/settings';
import { SETTINGS } from '../config/settings.module';
import { MailService } from '../mail/mail.service';
import { emailChangeNoticeMail, newEmailMail, newSignInMail, passwordResetMail, twoFactorOffMail, verificationMail } from './auth-mails';

/** Queues the account mails (texts in auth-mails.ts) with links to this deployment's PUBLIC_URL. */
@Injectable()
export class AccountMailService {
  constructor(
    @Inject(SETTINGS) private readonly settings: Settings,
    private readonly mail: MailService,
  ) {}

  verification(to: string, userName: string, token: string): Promise<void> {
    return this.mail.queue(verificationMail(this.settings.publicUrl, to, userName, token));
  }

  passwordReset(to: string, userName: string, token: string): Promise<void> {
    return this.mail.queue(passwordResetMail(this.settings.publicUrl, to, userName, token));
  }

  newEmail(to: string, userName: string, token: string): Promise<void> {
    return this.mail.queue(newEmailMail(this.settings.publicUrl, to, userName, token));
  }

  emailChangeNotice(to: string, userName: string, newEmail: string, token: string): Promise<void> {
    return this.mail.queue(emailChangeNoticeMail(this.settings.publicUrl, to, userName, newEmail, token));
  }

  twoFactorOff(to: string, userName: string): Promise<void> {
    return this.mail.queue(twoFactorOffMail(this.settings.publicUrl, to, userName));
  }

  newSignIn(to: string, userName: string, device: string, ip: string, token: string): Promise<void> {
    return this.mail.queue(newSignInMail(this.settings.publicUrl, to, userName, device, ip, token));
  }
}
