import { Global, Module } from '@nestjs/common';
import { MemberLanguagesService } from './member-languages.service';

/** The request's language for answers, mails and pushes (`MemberLanguagesService`). */
@Global()
@Module({ providers: [MemberLanguagesService], exports: [MemberLanguagesService] })
export class I18nModule {}
