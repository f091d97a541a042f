import { Injectable, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { MemberLanguagesService } from '../i18n';
import { memberLanguage } from './member-language.repository';

/** Hands i18n (infrastructure, which imports no feature) the read of a member's language. */
@Injectable()
export class MemberLanguageReader implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly languages: MemberLanguagesService,
  ) {}

  onModuleInit(): void {
    this.languages.register((userId) => memberLanguage(this.db.manager, userId));
  }
}
