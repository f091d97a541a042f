import { createMember } from '../support/members';
import { startTestApp, TestApp } from '../support/test-app';
import { eventually, insertPost, notificationRows, publish } from './fixtures';

describe('notifying events waiting for their batch when the API stops', () => {
  let worker: TestApp;

  beforeAll(async () => {
    worker = await startTestApp();
  });
  afterAll(() => worker.close());

  it('are queued before the process exits, and the worker derives them', async () => {
    const anna = await createMember(worker, { userName: 'Anna' });
    const bob = await createMember(worker, { userName: 'Bob' });
    const postId = await insertPost(worker, anna.userId, 'Said just before a deploy');
    // An API process on the same database and queues, without workers of its own.
    const api = await startTestApp({ APP_ROLE: 'api', DATABASE_URL: worker.settings.databaseUrl!, REDIS_PREFIX: worker.settings.redisPrefix });
    publish(api, 'post.liked', { postId, actorId: bob.userId });
    await api.close();
    const rows = await eventually(async () => {
      const r = await notificationRows(worker, anna.userId);
      expect(r).toHaveLength(1);
      return r;
    });
    expect(rows[0].content).toBe('Bob liked your post: “Said just before a deploy”');
  });
});
