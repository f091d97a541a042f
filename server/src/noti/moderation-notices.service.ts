import { Injectable } from '@nestjs/common';
import { NotificationDeliveryService } from './notification-delivery.service';
import { type Language, msg, translate } from '../i18n';
import { CONTENT_MAX } from './notification-text';
import { NotificationsService } from './notifications.service';

/** What the operators decided, as the notified members read it. */
export type ModerationOutcome = 'dismiss' | 'remove_content' | 'warn_author' | 'suspend_author';

/** What a reporter reads once their report's case is resolved (`noun` is the target's English noun, a select value in other languages). */
export const REPORT_RESOLVED_TEXT: Record<ModerationOutcome, (noun: string) => (language: Language) => string> = {
  dismiss: () => (l) => translate(msg('We reviewed your report and found no violation'), l),
  remove_content: (noun) => (l) => translate(msg('We reviewed your report: the {noun} was removed', { noun }), l),
  warn_author: () => (l) => translate(msg('We reviewed your report: the author was warned'), l),
  suspend_author: () => (l) => translate(msg('We reviewed your report: the account was suspended'), l),
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

  /** `link`: where a reporter may appeal a dismissal (the decision's page), else none. */
  async toReporters(userIds: number[], outcome: ModerationOutcome, noun: string, key: string, link: string | null = null): Promise<void> {
    const content = REPORT_RESOLVED_TEXT[outcome](noun);
    const rows = await this.notifications.insertEach(
      userIds.map((userId) => ({ userId, actorId: null, type: 'report_resolved' as const, link, content, dedupeKey: `report-resolved:${key}` })),
    );
    await this.delivery.deliver(rows);
  }

  /** A statement of reasons or an appeal's outcome (`moderation`), its text in the member's language; `key` names it once. */
  async toMember(userId: number, content: (language: Language) => string, link: string | null, key: string): Promise<void> {
    const rows = await this.notifications.insertEach([{ userId, actorId: null, type: 'moderation', link, content: (l: Language) => clipped(content(l)), dedupeKey: `moderation:${key}` }]);
    await this.delivery.deliver(rows);
  }
}
