import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { JobHandler } from '../jobs/job-handler.decorator';
import { JobPayloads } from '../jobs/job-types';
import { JobsService } from '../jobs/jobs.service';
import { NotificationDeliveryService } from './notification-delivery.service';
import { notificationLinks, withQuote } from './notification-text';
import { NotificationsService } from './notifications.service';

/** Members notified per job: bounded work per job, however large the group. */
export const FAN_OUT_BATCH_SIZE = 500;

/**
 * A fan-out batch's job id: named after the comment row's random job_key as well as its id, since
 * BullMQ drops a job whose id it still holds, and a restored database gives comment ids out again.
 */
export const fanOutJobId = (commentId: number, commentKey: string, afterUserId: number): string =>
  `fan-out-group-comment-${commentId}-${commentKey}-${afterUserId}`;

/**
 * Worker role: a group comment notifies every other accepted member. One job handles one batch
 * (members after `afterUserId`, in user_id order along the group_members primary key) and
 * queues the next, so a retry repeats one batch only and the dedupe key makes it harmless.
 */
@Injectable()
export class GroupFanOutProcessor {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly notifications: NotificationsService,
    private readonly delivery: NotificationDeliveryService,
    private readonly jobs: JobsService,
  ) {}

  @JobHandler('noti.fan-out-group-comment')
  async fanOut(job: JobPayloads['noti.fan-out-group-comment']): Promise<string> {
    // A job of another row with this id (queued before a restore) finds nothing; jobs of earlier versions carry no key.
    const [comment]: Array<{ content: string; title: string; actor: string; job_key: string }> = await this.db.query(
      `SELECT c.content, g.title, u.user_name AS actor, c.job_key FROM group_comments c
         JOIN groups g ON g.group_id = c.group_id JOIN users u ON u.user_id = c.user_id AND u.status = 'active'
        WHERE c.comment_id = $1 AND c.group_id = $2 AND c.job_key = COALESCE($3::uuid, c.job_key)`,
      [job.commentId, job.groupId, job.commentKey ?? null],
    );
    if (!comment) return 'comment or its author gone';
    const batch: Array<{ user_id: number }> = await this.db.query(
      `SELECT user_id FROM group_members
        WHERE group_id = $1 AND status = 'accepted' AND user_id > $2 AND user_id <> $3
        ORDER BY user_id LIMIT $4`,
      [job.groupId, job.afterUserId, job.actorId, FAN_OUT_BATCH_SIZE],
    );
    if (batch.length === 0) return 'done';
    const userIds = batch.map((b) => b.user_id);
    const last = userIds[userIds.length - 1];
    if (batch.length === FAN_OUT_BATCH_SIZE) {
      await this.jobs.add(
        'noti.fan-out-group-comment',
        { ...job, commentKey: comment.job_key, afterUserId: last },
        { jobId: fanOutJobId(job.commentId, comment.job_key, last) },
      );
    }
    const rows = await this.notifications.insertMany(userIds, {
      actorId: job.actorId,
      type: 'group_comment',
      link: notificationLinks.group(job.groupId),
      content: withQuote(`${comment.actor} commented in ${comment.title}`, comment.content),
      dedupeKey: `group-comment:${job.commentId}`,
    });
    await this.delivery.deliver(rows);
    return `notified ${rows.length}`;
  }
}
