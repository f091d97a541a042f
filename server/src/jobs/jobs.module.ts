import { DynamicModule, Global, Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { JobOutboxRelayService } from './job-outbox-relay.service';
import { JobOutboxService } from './job-outbox.service';
import { JobWorkersService } from './job-workers.service';
import { JobsService } from './jobs.service';

@Global()
@Module({})
export class JobsModule {
  /** Queues and the outbox are available everywhere; workers and the outbox relay run only when `runWorkers` (APP_ROLE worker or all). */
  static forRoot(runWorkers: boolean): DynamicModule {
    return {
      module: JobsModule,
      imports: runWorkers ? [DiscoveryModule] : [],
      providers: [JobsService, JobOutboxService, ...(runWorkers ? [JobWorkersService, JobOutboxRelayService] : [])],
      exports: [JobsService, JobOutboxService],
    };
  }
}
