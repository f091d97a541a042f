import { Module } from '@nestjs/common';
import { ProfileModule } from '../profile/profile.module';
import { AccountPurgeProcessor } from './account-purge.processor';
import { UsersModule } from './users.module';

/** Worker role: the account purge job. */
@Module({ imports: [UsersModule, ProfileModule], providers: [AccountPurgeProcessor] })
export class UsersWorkerModule {}
