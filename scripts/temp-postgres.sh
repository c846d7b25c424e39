#!/usr/bin/env bash
# A throw-away PostgreSQL cluster on 127.0.0.1 for tests and benchmarks.
#   scripts/temp-postgres.sh start DIR PORT    initialise and start; prints the admin URL on stdout
#   scripts/temp-postgres.sh halt DIR          stop at once, keeping the data (outage tests)
#   scripts/temp-postgres.sh resume DIR PORT   start the halted cluster again
#   scripts/temp-postgres.sh stop DIR          stop and remove everything
set -euo pipefail
action=${1:?start, halt, resume or stop}
dir=${2:?data directory}
bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
if [ -z "$bin" ]; then
  echo "PostgreSQL is not installed (apt-get install postgresql)" >&2
  exit 3
fi
# PostgreSQL refuses to run as root; the Debian package brings the postgres user for that.
as_owner() {
  if [ "$(id -u)" = 0 ]; then su postgres -s /bin/bash -c "$*"; else bash -c "$*"; fi
}
run() {
  as_owner "'$bin/pg_ctl' -D '$dir/data' -l '$dir/log' -w -t 60 \
    -o \"-c listen_addresses=127.0.0.1 -p $1 -k '$dir' -c fsync=off -c max_connections=200\" start >/dev/null"
}
case "$action" in
  start)
    port=${3:?port}
    mkdir -p "$dir"
    [ "$(id -u)" = 0 ] && chown postgres "$dir"
    as_owner "'$bin/initdb' -D '$dir/data' -A trust -U postgres --no-sync >/dev/null"
    run "$port"
    echo "postgres://postgres@127.0.0.1:$port/postgres"
    ;;
  halt)
    as_owner "'$bin/pg_ctl' -D '$dir/data' -m immediate -w stop >/dev/null"
    ;;
  resume)
    run "${3:?port}"
    ;;
  stop)
    as_owner "'$bin/pg_ctl' -D '$dir/data' -m fast -w stop >/dev/null" || true
    rm -rf "$dir"
    ;;
esac
