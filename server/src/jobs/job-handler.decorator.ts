import { SetMetadata } from '@nestjs/common';
import { JobName } from './job-types';

export const JOB_HANDLER = Symbol('JOB_HANDLER');
export const JOB_GAVE_UP_HANDLER = Symbol('JOB_GAVE_UP_HANDLER');

/** Marks a method of a provider (in a worker-only module) as the one handler of a job name. */
export const JobHandler = (name: JobName): MethodDecorator => SetMetadata(JOB_HANDLER, name);

/**
 * Marks a method as what happens when BullMQ gives a job of this name up for good: its last
 * attempt failed, or it stalled more often than allowed (a worker killed during it twice), which
 * BullMQ decides without running the handler again. Called with the job's payload; it must be
 * idempotent (the handler may have recorded the failure itself already).
 */
export const JobGaveUpHandler = (name: JobName): MethodDecorator => SetMetadata(JOB_GAVE_UP_HANDLER, name);
