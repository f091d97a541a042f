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
 * client that is connected is told to reconnect; one that is reconnecting asks the sentinels
 * anyway. One subscription per sentinel per process, instead of one per connection.
 */
const clients = new Set<Redis>();
let watchers: Redis[] = [];
let lastSwitch = '';

function onSwitch(name: string, message: string): void {
  // "<name> <old-ip> <old-port> <new-ip> <new-port>", published by every sentinel: acted on once.
  if (!message.startsWith(`${name} `) || message === lastSwitch) return;
  lastSwitch = message;
  for (const client of clients) if (client.status === 'ready' || client.status === 'connect') client.disconnect(true);
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
  if (clients.size === 0 && watchers.length === 0) watch(s);
  clients.add(client);
  const duplicate = client.duplicate.bind(client);
  client.duplicate = ((override?: Parameters<Redis['duplicate']>[0]) => {
    const copy = duplicate(override);
    followFailovers(copy, s);
    return copy;
  }) as Redis['duplicate'];
  // "end" comes only once the client is closed (its retry strategy never gives up): the last one
  // closed ends the watch, so a stopping process holds no socket open.
  client.once('end', () => {
    clients.delete(client);
    if (clients.size > 0) return;
    for (const w of watchers) w.disconnect();
    watchers = [];
  });
}
