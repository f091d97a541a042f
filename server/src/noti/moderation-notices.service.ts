import { Injectable } from '@nestjs/common';
import { NotificationDeliveryService } from './notification-delivery.service';
import { CONTENT_MAX, withQuote } from './notification-text';
import { NotificationsService } from './notifications.service';

/** What the operators decided, as the notified members read it. */
export type ModerationOutcome = 'dismiss' | 'remove_content' | 'warn_author' | 'suspend_author';

/** What a reporter reads once their report's case is resolved. */
export const REPORT_RESOLVED_TEXT: Record<ModerationOutcome, (noun: string) => string> = {
  dismiss: () => 'We reviewed your report and found no violation',
  remove_content: (noun) => `We reviewed your report: the ${noun} was removed`,
  warn_author: () => 'We reviewed your report: the author was warned',
  suspend_author: () => 'We reviewed your report: the account was suspended',
};

function clipped(text: string): string {
  return text.length <= CONTENT_MAX ? text : `${text.slice(0, CONTENT_MAX - 1)}…`;
}

/**
 * Notifications from the operators (no actor: they come from "the moderators", so block and
 * mute rules do not apply): `moderation` to an author, `report_resolved` to each reporter, in
 * the list, live, and by push like any other. `key` names the decision (the case and when it was
 * resolved), so a repeated call notifies nobody twice.
 */
@Injectable()
export class ModerationNoticesService {
  constructor(
    private readonly notifications: NotificationsService,
    private readonly delivery: NotificationDeliveryService,
  ) {}

  /** `A moderator removed your post: “…”. Reason: …` or `A moderator warned you about your post: “…”. …`. */
  async toAuthor(userId: number, outcome: 'remove_content' | 'warn_author', what: { noun: string; preview: string; link: string | null }, note: string | null, key: string): Promise<void> {
    const sentence = outcome === 'remove_content' ? `A moderator removed your ${what.noun}` : `A moderator warned you about your ${what.noun}`;
    const reason = note ? `. ${outcome === 'remove_content' ? 'Reason: ' : ''}${note}` : '';
    const content = clipped(`${withQuote(sentence, what.preview)}${reason}`);
    const rows = await this.notifications.insertEach([{ userId, actorId: null, type: 'moderation', link: outcome === 'remove_content' ? null : what.link, content, dedupeKey: `moderation:${key}` }]);
    await this.delivery.deliver(rows);
  }

  async toReporters(userIds: number[], outcome: ModerationOutcome, noun: string, key: string): Promise<void> {
    const content = REPORT_RESOLVED_TEXT[outcome](noun);
    const rows = await this.notifications.insertEach(
      userIds.map((userId) => ({ userId, actorId: null, type: 'report_resolved' as const, link: null, content, dedupeKey: `report-resolved:${key}` })),
    );
    await this.delivery.deliver(rows);
  }
}
