#!/usr/bin/env bash
# A throw-away PostgreSQL cluster for the tests: `start DIR [PORT]` runs initdb into DIR as the
# `postgres` user (when run as root) and starts the server on 127.0.0.1:PORT (default 54329),
# printing the connection URL; `stop DIR` stops it and removes DIR.
#   url=$(scripts/postgres_test_server.sh start /tmp/psk-pg)
#   PHOTOSEARCH_TEST_POSTGRES=$url swift test --skip-build
#   scripts/postgres_test_server.sh stop /tmp/psk-pg
set -euo pipefail
command="${1:?usage: postgres_test_server.sh start|stop DIR [PORT]}"
dir="${2:?usage: postgres_test_server.sh start|stop DIR [PORT]}"
port="${3:-54329}"
bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)
[ -x "$bin/pg_ctl" ] || { echo "no PostgreSQL server installed (Debian package postgresql)" >&2; exit 1; }
as_owner() {
  if [ "$(id -u)" -eq 0 ]; then
    su postgres -s /bin/sh -c "$*"
  else
    sh -c "$*"
  fi
}
case "$command" in
  start)
    mkdir -p "$dir"
    [ "$(id -u)" -eq 0 ] && chown postgres "$dir"
    user=postgres
    [ "$(id -u)" -eq 0 ] || user=$(id -un)
    as_owner "'$bin/initdb' -D '$dir/data' -U postgres -A trust --encoding=UTF8 --locale=C.UTF-8" >"$dir/initdb.log" 2>&1 \
      || { cat "$dir/initdb.log" >&2; exit 1; }
    as_owner "'$bin/pg_ctl' -D '$dir/data' -l '$dir/server.log' -w -o \"-p $port -k '$dir' -c listen_addresses=127.0.0.1 -c fsync=off\" start" >&2 \
      || { cat "$dir/server.log" >&2; exit 1; }
    echo "postgresql://postgres@127.0.0.1:$port/postgres"
    ;;
  stop)
    if [ -d "$dir/data" ]; then
      as_owner "'$bin/pg_ctl' -D '$dir/data' -m fast stop" >&2 || true
    fi
    rm -rf "$dir"
    ;;
  *) echo "usage: postgres_test_server.sh start|stop DIR [PORT]" >&2; exit 2 ;;
esac
