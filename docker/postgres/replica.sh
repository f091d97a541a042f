#!/bin/bash
# A PostgreSQL streaming replica of the `postgres` service (docker/compose.scale.yaml), for the
# postgres image (the official one or this machine's stand-in): on an empty volume it copies the
# primary with pg_basebackup (-R: it starts as a standby that streams from the primary), then runs
# postgres as a hot standby, which answers the API's reads (DATABASE_REPLICA_URLS).
#   PRIMARY_HOST  the primary's host name; PGUSER / PGPASSWORD  a role with REPLICATION (here `pen`)
# Arguments go to postgres (compose `command`). A volume left from another primary (the primary's
# volume was removed, this one kept) cannot stream from the new one: remove it to copy again.
set -euo pipefail
: "${PGDATA:=/var/lib/postgresql/data}" "${PRIMARY_HOST:?set PRIMARY_HOST}"
export HOME=/var/lib/postgresql
mkdir -p "$PGDATA" /var/run/postgresql
chown postgres:postgres "$PGDATA" /var/run/postgresql
chmod 700 "$PGDATA"
as_postgres=(setpriv --reuid=postgres --regid=postgres --init-groups --)
# The marker is written after a whole copy: a copy cut short (the container stopped) starts again.
copied="$PGDATA/.replica-copied"
if [ ! -f "$copied" ]; then
  until pg_isready -q -h "$PRIMARY_HOST"; do sleep 1; done
  find "$PGDATA" -mindepth 1 -delete
  # -X stream: the WAL written during the copy comes with it; -c fast: no wait for a checkpoint.
  # The password goes into primary_conninfo (postgresql.auto.conf, in this volume only).
  "${as_postgres[@]}" pg_basebackup -h "$PRIMARY_HOST" -D "$PGDATA" -R -X stream -c fast
  "${as_postgres[@]}" touch "$copied"
  echo "replica.sh: copied the primary $PRIMARY_HOST"
fi
[ "${1:-}" = postgres ] && shift
exec "${as_postgres[@]}" postgres -D "$PGDATA" -c listen_addresses='*' -c hot_standby=on "$@"
