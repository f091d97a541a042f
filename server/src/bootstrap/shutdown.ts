import { LoggerService } from '@nestjs/common';

/** Longer than a running job normally takes; shorter than the 30 s orchestrators wait before SIGKILL. */
export const SHUTDOWN_TIMEOUT_MS = 25_000;

export interface Closable {
  close(): Promise<void>;
}

/**
 * SIGTERM/SIGINT: stop accepting requests, let running requests and jobs finish (BullMQ workers
 * drain), close database and Redis connections, then exit 0. A further signal while draining
 * is ignored (a terminal's Ctrl-C and a supervisor's SIGTERM often arrive together); when
 * draining takes longer than `timeoutMs` the process exits 1.
 *
 * Nest's own enableShutdownHooks re-raises the signal after closing, so the process would end
 * "killed by SIGTERM" (status 143) instead of exiting 0, and it has no time limit.
 */
export function handleShutdownSignals(getApp: () => Closable | undefined, logger: LoggerService, timeoutMs = SHUTDOWN_TIMEOUT_MS): void {
  let closing = false;
  const onSignal = (signal: NodeJS.Signals): void => {
    if (closing) return;
    closing = true;
    logger.log({ msg: 'shutting down', signal }, 'Shutdown');
    const timer = setTimeout(() => {
      logger.error({ msg: `shutdown took longer than ${timeoutMs / 1000} s; exiting` }, 'Shutdown');
      process.exit(1);
    }, timeoutMs);
    timer.unref();
    const app = getApp();
    (app ? app.close() : Promise.resolve()).then(
      () => {
        logger.log({ msg: 'stopped' }, 'Shutdown');
        process.exit(0);
      },
      (err: unknown) => {
        logger.error({ msg: `shutdown failed: ${err instanceof Error ? err.message : String(err)}` }, 'Shutdown');
        process.exit(1);
      },
    );
  };
  for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) process.on(signal, onSignal);
}
