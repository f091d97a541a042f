#!/bin/sh
# The Redis replica of docker/compose.scale.yaml, for the redis image (the official one or this
# machine's stand-in). It follows the primary by address, looked up here once, not by host name:
# a sentinel looks up again the primary a replica names at each of the replica's INFO answers
# (every second while the primary is down), and it does so on its one thread. Once the primary's
# container is gone, Compose's DNS has no answer for its name and each lookup waited for the
# resolver's time-out: the sentinels stalled ("+tilt"), missed the replica's answers and gave up
# the failover ("-failover-abort-no-good-slave"). After a failover the sentinels point the
# replicas at the new primary by address anyway.
#   REDIS_PRIMARY_HOST  the primary's host name
set -eu
until ip=$(getent hosts "${REDIS_PRIMARY_HOST:?}" | awk '{ print $1; exit }') && [ -n "$ip" ]; do
  echo "waiting for ${REDIS_PRIMARY_HOST} to resolve"
  sleep 1
done
# The image's own entry point (the official one drops to the redis user).
exec docker-entrypoint.sh redis-server --appendonly yes --maxmemory-policy noeviction --replicaof "$ip" 6379
