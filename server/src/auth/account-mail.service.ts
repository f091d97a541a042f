import { Inject, Injectable } from '@nestjs/common';
import { Settings } from '../config/settings';
import { SETTINGS } from '../config/settings.module';
import type { Language } from '../i18n';
import { MailService } from '../mail/mail.service';
import { emailChangeNoticeMail, newEmailMail, newSignInMail, passwordResetMail, twoFactorOffMail, verificationMail } from './auth-mails';

/** Queues the account mails (texts in auth-mails.ts) in the member's language, with links to this deployment's PUBLIC_URL. */
@Injectable()
export class AccountMailService {
  constructor(
    @Inject(SETTINGS) private readonly settings: Settings,
    private readonly mail: MailService,
  ) {}

  verification(lang: Language, to: string, userName: string, token: string): Promise<void> {
    return this.mail.queue(verificationMail(lang, this.settings.publicUrl, to, userName, token));
  }

  passwordReset(lang: Language, to: string, userName: string, token: string): Promise<void> {
    return this.mail.queue(passwordResetMail(lang, this.settings.publicUrl, to, userName, token));
  }

  newEmail(lang: Language, to: string, userName: string, token: string): Promise<void> {
    return this.mail.queue(newEmailMail(lang, this.settings.publicUrl, to, userName, token));
  }

  emailChangeNotice(lang: Language, to: string, userName: string, newEmail: string, token: string): Promise<void> {
    return this.mail.queue(emailChangeNoticeMail(lang, this.settings.publicUrl, to, userName, newEmail, token));
  }

  twoFactorOff(lang: Language, to: string, userName: string): Promise<void> {
    return this.mail.queue(twoFactorOffMail(lang, this.settings.publicUrl, to, userName));
  }

  newSignIn(lang: Language, to: string, userName: string, device: string, ip: string, token: string): Promise<void> {
    return this.mail.queue(newSignInMail(lang, this.settings.publicUrl, to, userName, device, ip, token));
  }
}
