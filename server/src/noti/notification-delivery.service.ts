import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { JobsService } from '../jobs/jobs.service';
import { PushService } from '../push';
import { DEFAULT_LANGUAGE, type Language, translate } from '../i18n';
import { memberLanguages } from '../users';
import { EMAIL_DIGEST_DELAY_MS, EMAIL_MAX_AGE_SECONDS } from './email/digest-mail';
import { pendingDigests } from './email/digest.repository';
import { PUSH_TITLES } from './notification-text';
import { NotificationRow } from './notifications.repository';
import { NotificationsService, toDto } from './notifications.service';
import { NotificationStreamService } from './realtime/notification-stream.service';

/**
 * Everything that follows a new notification: the member's open tabs are told at once (SSE),
 * their devices get a push (job), and an e-mail combining what arrives within a few minutes is
 * scheduled (job) for members who want e-mail.
 */
@Injectable()
export class NotificationDeliveryService {
  /**
   * Digest jobs this process queued, by job id, with the time they are due. Until then queuing
   * one again is a no-op (same id) that still costs BullMQ a script in Redis, and each like of a
   * popular author's post would pay it.
   */
  private readonly queuedDigests = new Map<string, number>();

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly notifications: NotificationsService,
    private readonly stream: NotificationStreamService,
    private readonly push: PushService,
    private readonly jobs: JobsService,
  ) {}

  async deliver(rows: NotificationRow[]): Promise<void> {
    if (rows.length === 0) return;
    const userIds = [...new Set(rows.map((r) => r.user_id))];
    await Promise.all([this.tellOpenTabs(rows, userIds), this.sendPush(rows), this.scheduleEmail(userIds)]);
  }

  private async tellOpenTabs(rows: NotificationRow[], userIds: number[]): Promise<void> {
    const actorIds = [...new Set(rows.filter((r) => !r.actor_hidden).map((r) => r.actor_id).filter((id): id is number => id !== null))];
    const [counts, actors] = await Promise.all([this.notifications.unreadCounts(userIds), this.notifications.actors(actorIds)]);
    await this.stream.publish(
      rows.map((r) => ({
        userId: r.user_id,
        event: {
          type: 'notification' as const,
          notification: toDto(r, r.actor_id === null || r.actor_hidden ? null : (actors.get(r.actor_id) ?? null)),
          unreadCount: counts.get(r.user_id) ?? 1,
        },
      })),
    );
  }

  /** Rows with the same text (a fan-out) become one push message for all their members who read the same language. */
  private async sendPush(rows: NotificationRow[]): Promise<void> {
    const languages = await memberLanguages(this.db.manager, [...new Set(rows.map((r) => r.user_id))]);
    const groups = new Map<string, { row: NotificationRow; userIds: number[]; language: Language }>();
    for (const r of rows) {
      const language = languages.get(r.user_id) ?? DEFAULT_LANGUAGE;
      const key = `${language}\u0000${r.notification_type}\u0000${r.content}\u0000${r.link ?? ''}`;
      const g = groups.get(key) ?? { row: r, userIds: [], language };
      g.userIds.push(r.user_id);
      groups.set(key, g);
    }
    await this.push.notifyUsers(
      [...groups.values()].map(({ row, userIds, language }) => ({
        userIds,
        message: {
          title: translate(PUSH_TITLES[row.notification_type], language),
          body: row.content,
          url: row.link ?? '/notifications',
          tag: `${row.notification_type}:${row.link ?? row.notification_id}`,
        },
      })),
    );
  }

  /**
   * One delayed digest job per member, named after their oldest unread notification not yet
   * mailed: notifications arriving before it runs join the same job (BullMQ ignores a second job
   * with the same id), and the next one after it ran starts a new job. The name holds that
   * notification's creation time as well as its id, as a restored database gives ids out again.
   */
  private async scheduleEmail(userIds: number[]): Promise<void> {
    const pending = await pendingDigests(this.db.manager, userIds, EMAIL_MAX_AGE_SECONDS);
    const now = Date.now();
    this.forgetDueDigests(now);
    const jobs = pending
      .map((p) => {
        const at = new Date(p.first_at).getTime();
        return { userId: p.user_id, jobId: `digest-${p.user_id}-${p.first_id}-${at}`, due: at + EMAIL_DIGEST_DELAY_MS };
      })
      .filter((d) => (this.queuedDigests.get(d.jobId) ?? 0) <= now);
    await this.jobs.addBulk(
      'noti.email-digest',
      jobs.map((d) => ({
        data: { userId: d.userId },
        opts: { jobId: d.jobId, delay: Math.max(0, d.due - now), removeOnComplete: true, removeOnFail: true },
      })),
    );
    for (const d of jobs) if (d.due > now) this.queuedDigests.set(d.jobId, d.due);
  }

  /** Digests come due in about the order they were queued: drop those from the front that are due (memory only; lookups check the time). */
  private forgetDueDigests(now: number): void {
    for (const [jobId, due] of this.queuedDigests) {
      if (due > now) break;
      this.queuedDigests.delete(jobId);
    }
  }
}
