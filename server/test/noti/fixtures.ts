import { DomainEventsService } from '../../src/common/domain-events.service';
import { DomainEventName, DomainEvents } from '../../src/common/events';
import { JobsService } from '../../src/jobs/jobs.service';
import { TestApp } from '../support/test-app';

/** Rows arranged with SQL for the actions whose domain events the tests publish. */
export async function insertPost(t: TestApp, userId: number, content: string, opts: { visibility?: string; postType?: string } = {}): Promise<number> {
  const { rows } = await t.db.query<{ posts_id: number }>(
    `INSERT INTO posts (user_id, content, visibility, post_type) VALUES ($1, $2, $3, $4) RETURNING posts_id`,
    [userId, content, opts.visibility ?? 'public', opts.postType ?? 'normal'],
  );
  return rows[0].posts_id;
}

export async function insertComment(t: TestApp, postId: number, userId: number, content: string): Promise<number> {
  const { rows } = await t.db.query<{ comment_id: number }>(
    `INSERT INTO comments (post_id, user_id, content) VALUES ($1, $2, $3) RETURNING comment_id`,
    [postId, userId, content],
  );
  return rows[0].comment_id;
}

export async function insertGroup(t: TestApp, hostId: number, title: string): Promise<number> {
  const { rows } = await t.db.query<{ group_id: number }>(
    `INSERT INTO groups (title, description, host_user_id, member_count) VALUES ($1, 'A group', $2, 1) RETURNING group_id`,
    [title, hostId],
  );
  await addMember(t, rows[0].group_id, hostId, { role: 'admin' });
  return rows[0].group_id;
}

export async function addMember(
  t: TestApp,
  groupId: number,
  userId: number,
  opts: { role?: string; status?: string; inviterId?: number } = {},
): Promise<void> {
  await t.db.query(
    `INSERT INTO group_members (group_id, user_id, status, role, inviter_id, invitee_id) VALUES ($1, $2, $3, $4, $5, $2)`,
    [groupId, userId, opts.status ?? 'accepted', opts.role ?? 'member', opts.inviterId ?? userId],
  );
}

export async function insertGroupComment(t: TestApp, groupId: number, userId: number, content: string): Promise<number> {
  const { rows } = await t.db.query<{ comment_id: number }>(
    `INSERT INTO group_comments (group_id, user_id, content) VALUES ($1, $2, $3) RETURNING comment_id`,
    [groupId, userId, content],
  );
  return rows[0].comment_id;
}

export function publish<E extends DomainEventName>(t: TestApp, name: E, payload: DomainEvents[E]): void {
  t.app.get(DomainEventsService).publish(name, payload);
}

/** Retries the assertion until it passes (listeners and jobs run asynchronously). */
export async function eventually<T>(check: () => Promise<T>, ms = 10000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    try {
      return await check();
    } catch (err) {
      if (Date.now() > deadline) throw err;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

/** Runs the delayed notification e-mail jobs now instead of in two minutes. */
export async function promoteEmailDigests(t: TestApp): Promise<number> {
  const delayed = await t.app.get(JobsService).queues.mail.getDelayed();
  const digests = delayed.filter((j) => j.name === 'noti.email-digest');
  await Promise.all(digests.map((j) => j.promote()));
  return digests.length;
}

export async function notificationRows(t: TestApp, userId: number): Promise<Array<{ notification_type: string; content: string; link: string | null; actor_id: number | null }>> {
  const { rows } = await t.db.query(`SELECT notification_type, content, link, actor_id FROM notifications WHERE user_id = $1 ORDER BY notification_id`, [userId]);
  return rows;
}

export interface LiveStream {
  status: number;
  events: string[];
  /** Resolves with the time the server ended the stream. */
  ended: Promise<number>;
  close: () => void;
}

/** Opens the event stream and records event names until the server ends it. */
export async function openStream(base: string, ticket: string): Promise<LiveStream> {
  const controller = new AbortController();
  const res = await fetch(`${base}/api/noti/stream?ticket=${ticket}`, { signal: controller.signal });
  const events: string[] = [];
  const ended = (async () => {
    const decoder = new TextDecoder();
    try {
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        for (const m of decoder.decode(chunk, { stream: true }).matchAll(/^event: (\w+)$/gm)) events.push(m[1]);
      }
    } catch {
      return Number.POSITIVE_INFINITY; // aborted by the test, not ended by the server
    }
    return Date.now();
  })();
  return { status: res.status, events, ended, close: () => controller.abort() };
}
