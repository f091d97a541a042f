import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { JobHandler } from '../jobs/job-handler.decorator';
import { JobPayloads } from '../jobs/job-types';
import { SuspensionsService } from './suspensions.service';

/** Worker: ends timed suspensions when due, and at start catches up with any that were missed. */
@Injectable()
export class SuspensionLiftProcessor implements OnApplicationBootstrap {
  private readonly log = new Logger('Suspensions');

  constructor(private readonly suspensions: SuspensionsService) {}

  @JobHandler('maintenance.lift-suspension')
  async lift(payload: JobPayloads['maintenance.lift-suspension']): Promise<void> {
    await this.suspensions.liftIfDue(payload.userId);
  }

  async onApplicationBootstrap(): Promise<void> {
    // A failed sweep must not stop the worker: the queued jobs still end the suspensions.
    try {
      const lifted = await this.suspensions.sweep();
      if (lifted > 0) this.log.log(`ended ${lifted} overdue suspension(s) at start`);
    } catch (err) {
      this.log.warn(`suspension sweep at start failed: ${(err as Error).message}`);
    }
  }
}
