import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { acceptedMembersAfter, fanOutComment } from '../groups';
import { JobHandler } from '../jobs/job-handler.decorator';
import { JobPayloads } from '../jobs/job-types';
import { JobsService } from '../jobs/jobs.service';
import { NotificationDeliveryService } from './notification-delivery.service';
import { msg } from '../i18n';
import { notificationLinks, quoted } from './notification-text';
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
    const comment = await fanOutComment(this.db.manager, job.commentId, job.groupId, job.commentKey ?? null);
    if (!comment) return 'comment or its author gone';
    const userIds = await acceptedMembersAfter(this.db.manager, job.groupId, job.afterUserId, job.actorId, FAN_OUT_BATCH_SIZE);
    if (userIds.length === 0) return 'done';
    const last = userIds[userIds.length - 1];
    if (userIds.length === FAN_OUT_BATCH_SIZE) {
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
      content: quoted(msg('{actor} commented in {group}', { actor: comment.actor, group: comment.title }), comment.content),
      dedupeKey: `group-comment:${job.commentId}`,
    });
    await this.delivery.deliver(rows);
    return `notified ${rows.length}`;
  }
}
