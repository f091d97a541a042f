import { SetMetadata } from '@nestjs/common';
import { JobName } from './job-types';

export const JOB_HANDLER = Symbol('JOB_HANDLER');

/** Marks a method of a provider (in a worker-only module) as the one handler of a job name. */
export const JobHandler = (name: JobName): MethodDecorator => SetMetadata(JOB_HANDLER, name);
