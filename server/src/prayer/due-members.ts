import type { Logger } from '@nestjs/common';

/** A member whose daily prayer message is due, on their local day. */
export interface DueMember {
  user_id: number;
  local_day: string;
}

/**
 * Sends each due member their message in turn (the reminder, Today's morning push) and answers how
 * many were sent. One member's failure is logged and the sweep goes on to the next: what was not
 * claimed is due again at the next sweep.
 */
export async function sendToEach(due: DueMember[], send: (userId: number, localDay: string) => Promise<boolean>, log: Logger, what: string): Promise<number> {
  let sent = 0;
  for (const d of due) {
    try {
      if (await send(d.user_id, d.local_day)) sent++;
    } catch (err) {
      log.error(`${what} of member ${d.user_id} failed: ${(err as Error).message}`);
    }
  }
  return sent;
}
