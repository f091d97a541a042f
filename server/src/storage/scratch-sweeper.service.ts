import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { Settings } from '../config/settings';
import { SETTINGS } from '../config/settings.module';
import { Storage } from './storage';

/** Longer than any upload or processing job takes, so only a dead process's leftovers qualify. */
export const SCRATCH_MAX_AGE_MS = 24 * 60 * 60_000;
const SWEEP_EVERY_MS = 60 * 60_000;

/**
 * Removes scratch directories that a process killed mid-upload or mid-job left behind (a
 * finished or failed request removes its own): those of stopped processes on this machine at
 * start and every SCRATCH_SWEEP_SECONDS (a killed API's partial upload must not wait for a
 * process to start again there; the check is a directory listing and a signal 0 per entry), and
 * any untouched for a day (other machines' on a shared volume) at start and every hour.
 */
@Injectable()
export class ScratchSweeperService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly log = new Logger('Storage');
  private readonly timers: NodeJS.Timeout[] = [];

  constructor(
    private readonly storage: Storage,
    @Inject(SETTINGS) private readonly settings: Settings,
  ) {}

  onApplicationBootstrap(): void {
    void this.sweepStopped();
    void this.sweep();
    this.timers.push(setInterval(() => void this.sweepStopped(), this.settings.scratchSweepSeconds * 1000).unref());
    this.timers.push(setInterval(() => void this.sweep(), SWEEP_EVERY_MS).unref());
  }

  onApplicationShutdown(): void {
    for (const timer of this.timers) clearInterval(timer);
  }

  /** What stopped processes on this machine left (a killed API's partial upload), at start and then periodically. */
  private async sweepStopped(): Promise<void> {
    try {
      const swept = await this.storage.sweepScratchOfStoppedProcesses();
      if (swept > 0) this.log.log(`removed ${swept} scratch ${swept === 1 ? 'directory' : 'directories'} of a stopped process`);
    } catch (err) {
      this.log.warn(`could not sweep scratch directories: ${(err as Error).message}`);
    }
  }

  private async sweep(): Promise<void> {
    try {
      const swept = await this.storage.sweepScratch(SCRATCH_MAX_AGE_MS);
      if (swept > 0) this.log.log(`removed ${swept} scratch ${swept === 1 ? 'directory' : 'directories'} left by a stopped process`);
    } catch (err) {
      this.log.warn(`could not sweep scratch directories: ${(err as Error).message}`);
    }
  }
}
