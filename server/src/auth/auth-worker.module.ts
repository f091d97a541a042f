import { Module } from '@nestjs/common';
import { ProfileModule } from '../profile';
import { AccountPurgeProcessor } from './account-purge.processor';

/** Worker role: the account purge job. */
@Module({ imports: [ProfileModule], providers: [AccountPurgeProcessor] })
export class AuthWorkerModule {}
