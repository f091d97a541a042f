import { Module } from '@nestjs/common';
import { MemberLanguageReader } from './member-language-reader';
import { UsersService } from './users.service';

@Module({ providers: [UsersService, MemberLanguageReader], exports: [UsersService] })
export class UsersModule {}
