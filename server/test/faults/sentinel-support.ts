import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Redis from 'ioredis';
import { baseEnv, freePort, Proc, run } from '../ops/support';
import { until } from './support';

/**
 * A Redis primary, one replica and three sentinels (quorum 2) of the test's own, each a
 * `redis-server` on a free port: the smallest Sentinel topology that survives losing any one
 * machine, as docs/operations.md ("Running at scale") describes it. The sentinels take a primary
 * for dead after 1 s without an answer (production: 5-30 s) so a failover fits in a test.
 */
export interface SentinelSet {
  /** REDIS_SENTINELS for the app. */
  sentinels: string;
  /** REDIS_SENTINEL_NAME. */
  name: string;
  /** The Redis servers' password (REDIS_URL's) and the sentinels' own (REDIS_SENTINEL_PASSWORD). */
  password: string;
  sentinelPassword: string;
  /** The ports of the two Redis servers: the first primary and its replica. */
  dataPorts: [number, number];
  /** The port of the server that the sentinels call the primary now. */
  primaryPort: () => Promise<number>;
  /** A client of the Redis server on `port` (for the test's own WAIT and INFO). */
  data: (port: number) => Redis;
  /** SIGKILL: a crash, nothing flushed, no goodbye to its clients. */
  kill: (port: number) => Promise<void>;
  /** SIGSTOP: the server hangs with its connections open, as behind a network partition. */
  freeze: (port: number) => void;
  /** Starts the server on `port` again (its append-only file kept) as a replica of the primary on `of`, as an operator re-adds a machine. */
  startAsReplica: (port: number, of: number) => Promise<void>;
  /** Waits until `replica` copies `primary` and the sentinels count it as a replica that can be promoted. */
  replicaReady: (primary: number, replica: number) => Promise<void>;
  /** Starts the server that is not the primary again if it was killed, as its replica, and waits until it is ready. */
  restoreReplica: () => Promise<void>;
  remove: () => Promise<void>;
}

const MASTER = 'pen-primary';
// Passwords on both, as in production, so that the test covers where each comes from.
const PASSWORD = 'redis-pw';
const SENTINEL_PASSWORD = 'sentinel-pw';
export const DOWN_AFTER_MS = 1000;

export async function sentinelSet(): Promise<SentinelSet> {
  const dir = mkdtempSync(join(tmpdir(), 'pen-fault-sentinel-'));
  const procs: Proc[] = [];
  const byPort = new Map<number, Proc>();
  const server = async (args: string[], port?: number) => {
    const p = run('redis-server', args, baseEnv({}), dir);
    procs.push(p);
    if (port !== undefined) byPort.set(port, p);
    await p.waitFor(/Ready to accept connections|Sentinel ID is/, 15_000);
    return p;
  };
  const [primaryPort, replicaPort] = [await freePort(), await freePort()];
  const dataDirs = new Map([primaryPort, replicaPort].map((port) => [port, mkdtempSync(join(dir, `redis-${port}-`))]));
  const redisArgs = (port: number) => ['--port', String(port), '--bind', '127.0.0.1', '--dir', dataDirs.get(port)!, '--appendonly', 'yes', '--save', '', '--maxmemory-policy', 'noeviction', '--requirepass', PASSWORD, '--masterauth', PASSWORD];
  await server(redisArgs(primaryPort), primaryPort);
  await server([...redisArgs(replicaPort), '--replicaof', '127.0.0.1', String(primaryPort)], replicaPort);
  const sentinelPorts: number[] = [];
  for (let i = 0; i < 3; i++) sentinelPorts.push(await freePort());
  await Promise.all(
    sentinelPorts.map((port, i) => {
      // The sentinel rewrites its configuration file (what it learnt about the others): a file of its own.
      const conf = join(dir, `sentinel-${i}.conf`);
      writeFileSync(
        conf,
        [
          `port ${port}`,
          'bind 127.0.0.1',
          'protected-mode no',
          `dir ${dir}`,
          `sentinel monitor ${MASTER} 127.0.0.1 ${primaryPort} 2`,
          `sentinel auth-pass ${MASTER} ${PASSWORD}`,
          `requirepass ${SENTINEL_PASSWORD}`,
          `sentinel sentinel-pass ${SENTINEL_PASSWORD}`,
          `sentinel down-after-milliseconds ${MASTER} ${DOWN_AFTER_MS}`,
          `sentinel failover-timeout ${MASTER} 10000`,
          `sentinel parallel-syncs ${MASTER} 1`,
          '',
        ].join('\n'),
      );
      return server([conf, '--sentinel']);
    }),
  );
  const sentinel = new Redis({ port: sentinelPorts[0], host: '127.0.0.1', password: SENTINEL_PASSWORD, maxRetriesPerRequest: 1 });
  const clients = new Map<number, Redis>();
  const data = (port: number) => {
    let c = clients.get(port);
    if (!c) {
      c = new Redis({ port, host: '127.0.0.1', password: PASSWORD, maxRetriesPerRequest: 1, commandTimeout: 3_000 });
      c.on('error', () => undefined);
      clients.set(port, c);
    }
    return c;
  };
  const replicaReady = async (primary: number, replica: number) => {
    // A failover needs the sentinels to know each other (a majority elects the leader) and an up-to-date replica.
    await until(
      `the sentinels to know each other and the replica on ${replica}`,
      async () => {
        const others = (await sentinel.call('SENTINEL', 'SENTINELS', MASTER)) as unknown[];
        const replicas = (await sentinel.call('SENTINEL', 'REPLICAS', MASTER)) as string[][];
        const replicaUp = replicas.some((r) => r.includes(String(replica)) && !/disconnected|s_down/.test(r[r.indexOf('flags') + 1]));
        // A server just started again answers once the test's client has reconnected to it.
        const info = async (port: number) => data(port).info('replication').catch(() => '');
        const linked = /master_link_status:up/.test(await info(replica)) && /connected_slaves:1/.test(await info(primary));
        return others.length === 2 && replicaUp && linked ? true : undefined;
      },
      30_000,
    );
  };
  await replicaReady(primaryPort, replicaPort);
  const currentPrimary = async () => Number(((await sentinel.call('SENTINEL', 'GET-MASTER-ADDR-BY-NAME', MASTER)) as string[])[1]);
  const startAsReplica = async (port: number, of: number) => void (await server([...redisArgs(port), '--replicaof', '127.0.0.1', String(of)], port));
  return {
    sentinels: sentinelPorts.map((p) => `127.0.0.1:${p}`).join(','),
    name: MASTER,
    password: PASSWORD,
    sentinelPassword: SENTINEL_PASSWORD,
    dataPorts: [primaryPort, replicaPort],
    data,
    primaryPort: currentPrimary,
    kill: async (port) => {
      const p = byPort.get(port)!;
      p.child.kill('SIGKILL');
      await p.exit(5_000);
    },
    freeze: (port) => void byPort.get(port)!.child.kill('SIGSTOP'),
    startAsReplica,
    replicaReady,
    restoreReplica: async () => {
      const primary = await currentPrimary();
      const other = primary === primaryPort ? replicaPort : primaryPort;
      const p = byPort.get(other)!;
      if (p.child.exitCode !== null || p.child.signalCode !== null) await startAsReplica(other, primary);
      await replicaReady(primary, other);
    },
    remove: async () => {
      sentinel.disconnect();
      for (const c of clients.values()) c.disconnect();
      for (const p of procs) if (p.child.exitCode === null && p.child.signalCode === null) p.child.kill('SIGKILL');
      await Promise.all(procs.map((p) => p.exit(5_000).catch(() => undefined)));
      rmSync(dir, { recursive: true, force: true });
      // ioredis ends a sentinel-mode connection with a 2 s timer (AbstractConnector's disconnectTimeout).
      await new Promise((r) => setTimeout(r, 2_100));
    },
  };
}
