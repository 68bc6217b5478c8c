#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL: starts one on 127.0.0.1 (port $PGPORT, default 5433) in a
# temporary folder, exports DATABASE_URL (and a throwaway DATA_KEY unless one is set) for the command, then stops the server and deletes the folder.
#   scripts/with-postgres.sh npx vitest run tests/integration/backend
# Uses Debian's postgresql package (installed with apt-get when missing). PostgreSQL refuses to run as root,
# so as root the server runs as the postgres user.
set -euo pipefail

if [ "$#" -eq 0 ]; then
  echo "usage: $0 <command> [args...]" >&2
  exit 2
fi

port="${PGPORT:-5433}"

find_bin() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1; }
bin="$(find_bin)"
if [ -z "$bin" ]; then
  if [ "$(id -u)" -ne 0 ]; then
    echo "PostgreSQL is not installed; run as root once so apt-get can install it (package postgresql)." >&2
    exit 1
  fi
  echo "Installing PostgreSQL (apt-get install postgresql)..." >&2
  DEBIAN_FRONTEND=noninteractive apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >&2
  bin="$(find_bin)"
fi

dir="$(mktemp -d /tmp/with-postgres.XXXXXX)"
as_owner() {
  if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}
if [ "$(id -u)" -eq 0 ]; then chown postgres:postgres "$dir"; fi

cleanup() {
  as_owner "$bin/pg_ctl" -D "$dir/data" -m immediate -w stop >/dev/null 2>&1 || true
  rm -rf "$dir"
}
trap cleanup EXIT INT TERM

as_owner "$bin/initdb" -D "$dir/data" -U app --auth=trust --no-sync >/dev/null
as_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w \
  -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200" start >/dev/null \
  || { cat "$dir/server.log" >&2; exit 1; }

export DATABASE_URL="postgres://app@127.0.0.1:$port/postgres"
# The site refuses PostgreSQL without DATA_KEY (outbox rows are sealed with it); a throwaway one for a throwaway database.
export DATA_KEY="${DATA_KEY:-$(head -c 32 /dev/urandom | base64)}"
echo "PostgreSQL running at $DATABASE_URL" >&2
set +e
"$@"
status=$?
set -e
exit "$status"
