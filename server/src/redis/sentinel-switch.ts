import Redis from 'ioredis';
import type { RedisSentinelSettings } from '../config/settings';

/**
 * Sentinel mode: moves this process's Redis connections to a new primary when the sentinels
 * announce one (`+switch-master`), also when the old primary still holds their connections open
 * without answering (a partition, a hung machine), which a crash-only reconnection never notices.
 *
 * Not ioredis's own `failoverDetector`: it disconnects a client even while that client is asking
 * the sentinels where to reconnect, and ioredis then gives the client up for good (status "end":
 * in the fault test a request client answered 503 until the process was restarted). Here only a
 * client whose connection is to the old primary is told to reconnect; one that is reconnecting
 * asks the sentinels anyway. One subscription per sentinel per process, instead of one per connection.
 *
 * Every sentinel announces the switch when it learns of it, the leader first, the others up to a
 * few seconds later, and until then they still name the old primary. A client that reconnects in
 * between and asks one of those lands on the old primary again, which, hung, accepts the
 * connection and never answers its ready check. So each announcement, and a sweep again shortly
 * after it, moves whatever is on the old primary's address; a client already on the new one is
 * left alone (acting on the first announcement only, as before, could not move such a client).
 */
const clients = new Set<Redis>();
let watchers: Redis[] = [];
const sweeps = new Set<NodeJS.Timeout>();
/** How long after an announcement the clients are looked at again (a reconnection under way then has landed). */
const SWEEP_AGAIN_MS = 2_000;

function onSwitch(name: string, message: string): void {
  // "<name> <old-ip> <old-port> <new-ip> <new-port>", published by every sentinel.
  const [announced, oldIp, oldPort] = message.split(' ');
  if (announced !== name || !oldIp || !oldPort) return;
  moveOff(oldIp, Number(oldPort));
  const again = setTimeout(() => {
    sweeps.delete(again);
    moveOff(oldIp, Number(oldPort));
  }, SWEEP_AGAIN_MS);
  again.unref();
  sweeps.add(again);
}

/** Reconnects (through the sentinels) every client whose connection is to `ip`:`port`. */
function moveOff(ip: string, port: number): void {
  for (const client of clients) {
    const stream = client.stream as { remoteAddress?: string; remotePort?: number } | undefined;
    const onIt = stream?.remotePort === port && stream.remoteAddress === ip;
    if (onIt && (client.status === 'ready' || client.status === 'connect')) client.disconnect(true);
  }
}

function watch(s: RedisSentinelSettings): void {
  watchers = s.sentinels.map(({ host, port }) => {
    const w = new Redis({ host, port, password: s.password, connectionName: 'pen-sentinel-watch', maxRetriesPerRequest: null, retryStrategy: (n) => Math.min(n * 200, 5000) });
    // A sentinel away is not Redis away: the others announce the switch too.
    w.on('error', () => undefined);
    w.on('message', (_channel: string, message: string) => onSwitch(s.name, message));
    void w.subscribe('+switch-master').catch(() => undefined);
    return w;
  });
}

/** Follows `client` (and the duplicates BullMQ makes of it) across failovers until it is closed. */
export function followFailovers(client: Redis, s: RedisSentinelSettings): void {
  follow(client, s);
  const duplicate = client.duplicate.bind(client);
  client.duplicate = ((override?: Parameters<Redis['duplicate']>[0]) => {
    const copy = duplicate(override);
    followFailovers(copy, s);
    return copy;
  }) as Redis['duplicate'];
  // "end" comes once the client is closed (its retry strategy never gives up): the last one closed
  // ends the watch, so a stopping process holds no socket open. A closed client can be connected
  // again, as BullMQ does with a worker's blocking connection it gave up on (a command that
  // outlived its wait): followed again from then on. Left out, that connection stayed on a hung
  // primary after the switch, and its queue's jobs stopped.
  client.on('end', () => {
    clients.delete(client);
    if (clients.size === 0) unwatch();
  });
  client.on('connect', () => follow(client, s));
}

function follow(client: Redis, s: RedisSentinelSettings): void {
  if (clients.size === 0 && watchers.length === 0) watch(s);
  clients.add(client);
}

function unwatch(): void {
  for (const w of watchers) w.disconnect();
  watchers = [];
  for (const t of sweeps) clearTimeout(t);
  sweeps.clear();
}
