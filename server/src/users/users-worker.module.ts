import { Module } from '@nestjs/common';
import { ImageModule } from '../image/image.module';
import { AccountPurgeProcessor } from './account-purge.processor';
import { UsersModule } from './users.module';

/** Worker role: the account purge job. */
@Module({ imports: [UsersModule, ImageModule], providers: [AccountPurgeProcessor] })
export class UsersWorkerModule {}
