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
  /** The port of the server that the sentinels call the primary now. */
  primaryPort: () => Promise<number>;
  /** A client of the first primary (for the test's own WAIT). */
  firstPrimary: Redis;
  /** SIGKILL of the first primary: a crash, nothing flushed, no goodbye to its clients. */
  killPrimary: () => Promise<void>;
  remove: () => Promise<void>;
}

const MASTER = 'pen-primary';
export const DOWN_AFTER_MS = 1000;

export async function sentinelSet(): Promise<SentinelSet> {
  const dir = mkdtempSync(join(tmpdir(), 'pen-fault-sentinel-'));
  const procs: Proc[] = [];
  const server = async (args: string[]) => {
    const p = run('redis-server', args, baseEnv({}), dir);
    procs.push(p);
    await p.waitFor(/Ready to accept connections|Sentinel ID is/, 15_000);
    return p;
  };
  const redisArgs = (port: number, name: string) => ['--port', String(port), '--bind', '127.0.0.1', '--dir', mkdtempSync(join(dir, `${name}-`)), '--appendonly', 'yes', '--save', '', '--maxmemory-policy', 'noeviction'];
  const [primaryPort, replicaPort] = [await freePort(), await freePort()];
  const primary = await server(redisArgs(primaryPort, 'primary'));
  await server([...redisArgs(replicaPort, 'replica'), '--replicaof', '127.0.0.1', String(primaryPort)]);
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
          `sentinel down-after-milliseconds ${MASTER} ${DOWN_AFTER_MS}`,
          `sentinel failover-timeout ${MASTER} 10000`,
          `sentinel parallel-syncs ${MASTER} 1`,
          '',
        ].join('\n'),
      );
      return server([conf, '--sentinel']);
    }),
  );
  const sentinel = new Redis({ port: sentinelPorts[0], host: '127.0.0.1', maxRetriesPerRequest: 1 });
  const firstPrimary = new Redis({ port: primaryPort, host: '127.0.0.1', maxRetriesPerRequest: 1, retryStrategy: () => null });
  firstPrimary.on('error', () => undefined);
  // A failover needs the sentinels to know each other (a majority elects the leader) and the replica.
  await until(
    'the sentinels to know each other and the replica',
    async () => {
      const others = (await sentinel.call('SENTINEL', 'SENTINELS', MASTER)) as unknown[];
      const replicas = (await sentinel.call('SENTINEL', 'REPLICAS', MASTER)) as string[][];
      const replicaUp = replicas.some((r) => r.includes(String(replicaPort)) && !/disconnected|s_down/.test(r[r.indexOf('flags') + 1]));
      const linked = ((await firstPrimary.info('replication')).match(/connected_slaves:(\d+)/)?.[1] ?? '0') === '1';
      return others.length === 2 && replicaUp && linked ? true : undefined;
    },
    30_000,
  );
  return {
    sentinels: sentinelPorts.map((p) => `127.0.0.1:${p}`).join(','),
    name: MASTER,
    firstPrimary,
    primaryPort: async () => Number(((await sentinel.call('SENTINEL', 'GET-MASTER-ADDR-BY-NAME', MASTER)) as string[])[1]),
    killPrimary: async () => {
      primary.child.kill('SIGKILL');
      await primary.exit(5_000);
    },
    remove: async () => {
      sentinel.disconnect();
      firstPrimary.disconnect();
      for (const p of procs) if (p.child.exitCode === null && p.child.signalCode === null) p.child.kill('SIGKILL');
      await Promise.all(procs.map((p) => p.exit(5_000).catch(() => undefined)));
      rmSync(dir, { recursive: true, force: true });
      // ioredis ends a sentinel-mode connection with a 2 s timer (AbstractConnector's disconnectTimeout).
      await new Promise((r) => setTimeout(r, 2_100));
    },
  };
}
