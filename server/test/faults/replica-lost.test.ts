import { Pool } from 'pg';
import { Deployment, deployment, memberToken, ownPostgres, ownRedis, ownReplica, OwnService, ServerProcess, startServer, stopServer, until } from './support';

/**
 * Read replicas (issue 46): a primary and a streaming replica of the test's own, an API with
 * DATABASE_REPLICA_URLS. Reads go to the replica, a member reads their own writes at once, and
 * losing the replica fails no read (they go to the primary until it is back).
 */
const REPLICA_DELAY_MS = 2000;

describe('faults: a read replica lost and back', () => {
  let redis: OwnService;
  let primary: OwnService;
  let replica: OwnService & { freeze: () => Promise<void>; thaw: () => Promise<void> };
  let d: Deployment;
  let api: ServerProcess;
  let db: Pool;
  let replicaDb: Pool;

  beforeAll(async () => {
    [primary, redis] = await Promise.all([ownPostgres(), ownRedis()]);
    // Two seconds behind, as a busy replica may be: a member's read of their own write must not depend on its speed.
    replica = await ownReplica(primary.url, REPLICA_DELAY_MS);
    d = await deployment(primary.url, redis.url, {
      DATABASE_REPLICA_URLS: replica.url,
      REPLICA_MAX_LAG_MS: '5000',
      RATE_LIMITS: 'posts=100000/1h,writes-ip=100000/1h,uploads=100000/1h,login-ip=100000/1h,search=100000/1h',
    });
    api = await startServer(d, 'api');
    db = new Pool({ connectionString: primary.url, max: 1 });
    // The replica's own `postgres` database: the test's questions are not counted among the app's transactions in `pen`.
    replicaDb = new Pool({ connectionString: replica.url.replace(/\/pen$/, '/postgres'), max: 1 });
    // Their idle connections are cut when the replica stops; the pools reconnect on the next query.
    db.on('error', () => undefined);
    replicaDb.on('error', () => undefined);
  }, 300_000);

  afterAll(async () => {
    await stopServer(api);
    await db?.end();
    await replicaDb?.end();
    d?.remove();
    await redis?.remove();
    await replica?.remove();
    await primary?.remove();
  });

  /** Transactions committed in the replica's `pen` database so far: each read statement run there is one (and each replica check, one a second). */
  const replicaTransactions = async () => BigInt((await replicaDb.query<{ n: string }>(`SELECT xact_commit::text AS n FROM pg_stat_database WHERE datname = 'pen'`)).rows[0].n);
  /** "takes" when the replica's last news in the log is that it takes reads. */
  const lastReplicaWord = () => {
    const said = api.logLines().filter((l) => l.context === 'Replicas' && /^replica /.test(String(l.msg)));
    return /takes reads/.test(String(said[said.length - 1]?.msg)) ? 'takes' : 'skipped';
  };
  const replicaSaid = (what: RegExp) => api.logLines().filter((l) => l.context === 'Replicas' && what.test(String(l.msg))).length;
  const get = async (path: string, token: string) => {
    const res = await fetch(`${api.url}${path}`, { headers: { authorization: `Bearer ${token}` }, signal: AbortSignal.timeout(15_000) });
    return { status: res.status, body: (await res.json()) as { posts?: Array<{ posts_id: number }>; post?: { posts_id: number } } };
  };
  const written: number[] = [];
  const lastPostId = () => written[written.length - 1];
  const newPost = async (token: string, content: string) => {
    const res = await fetch(`${api.url}/api/posts/create-post`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ content }),
    });
    expect(res.status).toBe(201);
    const { postId } = (await res.json()) as { postId: number };
    written.push(postId);
    return postId;
  };
  /**
   * Reads `n` feed pages as `token`'s member (all 200) and tells whether they ran on the replica:
   * its transaction count grows by at least `n`. A backend reports its counts at most once a second
   * and an idle one after 10 s, so the count is watched for 20 s (the replica checks add ~1 a second).
   */
  const readOnReplica = async (token: string, n: number) => {
    const before = await replicaTransactions();
    for (let i = 0; i < n; i++) expect((await get('/api/posts/feed?limit=10', token)).status).toBe(200);
    const deadline = Date.now() + 20_000;
    while (Date.now() < deadline) {
      if ((await replicaTransactions()) - before >= BigInt(n)) return true;
      await new Promise((r) => setTimeout(r, 250));
    }
    const said = api.logLines().filter((l) => l.context === 'Replicas').map((l) => `${String(l.time)} ${String(l.msg)}`);
    return `${(await replicaTransactions()) - before} transactions on the replica; the API said:\n${said.join('\n')}`;
  };

  it('sends reads to the replica, shows a member their own new post at once, keeps every read answering while the replica is gone, and goes back to it when it returns', async () => {
    await until('the replica to take reads', () => (replicaSaid(/takes reads/) >= 1 ? true : undefined), 60_000);
    const author = await memberToken(db, api.url, api.stdout);
    const reader = await memberToken(db, api.url, api.stdout);

    // Reads go to the replica: 60 feed pages add at least 60 transactions there (one statement each, at least).
    expect(await readOnReplica(reader.token, 60)).toBe(true);

    // Read-your-writes: each new post is in its author's feed and readable at once, every time,
    // while the other member's reads come from the replica, which shows the post only later (it
    // may lag: docs/operations.md, Running at scale).
    for (let i = 0; i < 10; i++) {
      const postId = await newPost(author.token, `replica ${i}`);
      const feed = await get('/api/posts/feed?limit=10', author.token);
      expect({ status: feed.status, first: feed.body.posts?.[0]?.posts_id }).toEqual({ status: 200, first: postId });
      const detail = await get(`/api/posts/post/${postId}`, author.token);
      expect({ status: detail.status, postId: detail.body.post?.posts_id }).toEqual({ status: 200, postId });
      const othersFeed = await get('/api/posts/feed?limit=10', reader.token);
      expect({ status: othersFeed.status, shown: othersFeed.body.posts?.some((p) => p.posts_id === postId) }).toEqual({ status: 200, shown: false });
    }
    await until('the reader to see the newest post', async () => ((await get('/api/posts/feed?limit=10', reader.token)).body.posts?.[0]?.posts_id === lastPostId() ? true : undefined), 15_000);
    // The author's later reads, once the replica has replayed their writes, go to the replica too.
    await new Promise((r) => setTimeout(r, 1500));
    expect(await readOnReplica(author.token, 60)).toBe(true);

    // The replica is lost under load: four readers keep reading everything that may go to a
    // replica (post reads, lists, search, counts); every answer is a 200.
    const reads = [
      '/api/posts/feed?limit=10',
      `/api/posts/post/${lastPostId()}`,
      '/api/posts/my-posts',
      `/api/posts/user-posts/${author.userId}`,
      '/api/noti/user-notifications',
      '/api/noti/unread-notification-count',
      '/api/groups/my-groups',
      '/api/groups/search-groups',
      '/api/conn/search-users?query=Fault',
    ];
    const statuses: Array<{ path: string; status: number }> = [];
    let running = true;
    const client = async (token: string) => {
      for (let i = 0; running; i++) {
        const path = reads[i % reads.length];
        statuses.push({ path, status: (await get(path, token)).status });
      }
    };
    const clients = [author.token, reader.token, author.token, reader.token].map(client);
    await until('reads before the loss', () => (statuses.length >= 20 ? true : undefined));
    await replica.stop();
    const atLoss = statuses.length;
    await until('the log to say the replica is unavailable', () => (replicaSaid(/unavailable/) >= 1 ? true : undefined), 15_000);
    await until('reads while it is gone', () => (statuses.length >= atLoss + 40 ? true : undefined), 30_000);
    // A member still reads their own new post at once (from the primary).
    const whileGone = await newPost(author.token, 'while the replica is gone');
    expect((await get('/api/posts/feed?limit=10', author.token)).body.posts?.[0]?.posts_id).toBe(whileGone);

    // Back: reads go to it again once it has caught up.
    await replica.start();
    await until('the replica to take reads again', () => (replicaSaid(/takes reads/) >= 2 ? true : undefined), 60_000);
    running = false;
    await Promise.all(clients);
    expect(statuses.filter((s) => s.status !== 200)).toEqual([]);
    expect(await readOnReplica(reader.token, 60)).toBe(true);
    // It replayed what was written while it was away.
    await until('the reader to see the post written while the replica was gone', async () => ((await get('/api/posts/feed?limit=10', reader.token)).body.posts?.[0]?.posts_id === whileGone ? true : undefined), 15_000);

    // No request failed on the way: no stack trace, no failed statement in the log.
    expect(api.logLines().filter((l) => l.stack !== undefined || l.msg === 'query failed')).toEqual([]);
  }, 300_000);

  it('keeps reads answering, within seconds, while the replica is frozen (connections open, nothing answers), and uses it again once it answers', async () => {
    const reader = await memberToken(db, api.url, api.stdout);
    await until('the replica to take reads', () => (lastReplicaWord() === 'takes' ? true : undefined), 60_000);
    const answers: Array<{ status: number; ms: number }> = [];
    let running = true;
    const client = async () => {
      while (running) {
        const started = Date.now();
        const { status } = await get('/api/posts/feed?limit=10', reader.token);
        answers.push({ status, ms: Date.now() - started });
      }
    };
    const clients = [client(), client(), client(), client()];
    await until('reads before the freeze', () => (answers.length >= 20 ? true : undefined));
    const unavailableBefore = replicaSaid(/unavailable/);
    await replica.freeze();
    const atFreeze = answers.length;
    try {
      await until('the log to say the replica is unavailable', () => (replicaSaid(/unavailable/) > unavailableBefore ? true : undefined), 15_000);
      await until('reads while it is frozen', () => (answers.length >= atFreeze + 40 ? true : undefined), 30_000);
    } finally {
      await replica.thaw();
    }
    await until('the replica to take reads again', () => (lastReplicaWord() === 'takes' ? true : undefined), 60_000);
    running = false;
    await Promise.all(clients);
    const during = answers.slice(atFreeze);
    console.log(`faults: replica frozen: ${during.length} reads during it and after, slowest ${Math.max(...during.map((a) => a.ms))} ms`);
    expect(answers.filter((a) => a.status !== 200)).toEqual([]);
    // A read caught on the frozen replica waits at most its query timeout (5 s), then runs on the primary.
    expect(Math.max(...answers.map((a) => a.ms))).toBeLessThan(10_000);
    expect(await readOnReplica(reader.token, 60)).toBe(true);
  }, 300_000);
});
