import { DynamicModule, Global, Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { JobWorkersService } from './job-workers.service';
import { JobsService } from './jobs.service';

@Global()
@Module({})
export class JobsModule {
  /** Queues are available everywhere; workers run only when `runWorkers` (APP_ROLE worker or all). */
  static forRoot(runWorkers: boolean): DynamicModule {
    return {
      module: JobsModule,
      imports: runWorkers ? [DiscoveryModule] : [],
      providers: [JobsService, ...(runWorkers ? [JobWorkersService] : [])],
      exports: [JobsService],
    };
  }
}
