#!/bin/sh
# One Redis Sentinel of docker/compose.scale.yaml, for the redis image (the official one or this
# machine's stand-in; `redis-server --sentinel`). A sentinel rewrites its configuration file with
# what it learns (the current primary, the replicas, the other sentinels), so the file is written
# only when absent: a restarted sentinel keeps what it knew after a failover.
#   REDIS_SENTINEL_NAME  the primary's name (the app's REDIS_SENTINEL_NAME)
#   REDIS_PRIMARY_HOST   the first primary's host name; SENTINEL_QUORUM  sentinels that must agree it is down
#   SENTINEL_DOWN_AFTER_MS  how long the primary may be silent before it is taken for down
set -eu
conf=/data/sentinel.conf
if [ ! -s "$conf" ]; then
  # The primary by its address, as the replica follows it (docker/redis/replica.sh): a sentinel
  # keeps the name it was given and looks it up again when it adds the old primary back as a
  # replica after a failover, on its one thread, when that name is gone with its container.
  until primary=$(getent hosts "${REDIS_PRIMARY_HOST:?}" | awk '{ print $1; exit }') && [ -n "$primary" ]; do
    echo "waiting for ${REDIS_PRIMARY_HOST} to resolve"
    sleep 1
  done
  cat > "$conf" <<CONF
port 26379
# Reached only on the Compose network, by the app and the other sentinels (no published port).
protected-mode no
dir /data
sentinel monitor ${REDIS_SENTINEL_NAME} ${primary} 6379 ${SENTINEL_QUORUM:-2}
sentinel down-after-milliseconds ${REDIS_SENTINEL_NAME} ${SENTINEL_DOWN_AFTER_MS:-5000}
sentinel failover-timeout ${REDIS_SENTINEL_NAME} 60000
sentinel parallel-syncs ${REDIS_SENTINEL_NAME} 1
CONF
  chown redis:redis "$conf"
fi
exec setpriv --reuid=redis --regid=redis --init-groups -- redis-server "$conf" --sentinel
