#!/usr/bin/env bash
# A throwaway PostgreSQL cluster for the platform's contract suite (Debian's `postgresql`
# package, run as the postgres user under /tmp). The last line printed is
# TEST_DATABASE_URL=..., so CI can do:
#   export $(bash scripts/ci-postgres.sh | tail -1) && npx vitest run platform
# `bash scripts/ci-postgres.sh stop` stops the cluster and removes its directory.
# PG_CI_DIR (default /tmp/cgi-ci-postgres) and PG_CI_PORT (default: a free port from 15432) override;
# PG_CI_DATABASES (space-separated, default cgi_platform_test) are created, the URL names the first;
# PG_CI_MAX_CONNECTIONS (default 200) for a cluster shared by many processes (the scale test).
set -euo pipefail

dir="${PG_CI_DIR:-/tmp/cgi-ci-postgres}"
databases=(${PG_CI_DATABASES:-cgi_platform_test})
database="${databases[0]}"
max_connections="${PG_CI_MAX_CONNECTIONS:-200}"
SUDO=""
if [ "$(id -u)" -ne 0 ] && command -v sudo >/dev/null 2>&1; then SUDO="sudo -n"; fi

# Progress goes to stderr; stdout carries only the URL line.
log() { echo "ci-postgres: $*" >&2; }

as_postgres() {
  if [ "$(id -un)" = postgres ]; then
    "$@"
  elif [ "$(id -u)" -eq 0 ]; then
    runuser -u postgres -- "$@"
  else
    $SUDO -u postgres "$@"
  fi
}

bin_dir() {
  local found
  found=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1 || true)
  [ -n "$found" ] && [ -x "$found/initdb" ] && echo "$found"
}

stop_cluster() {
  local bin
  bin=$(bin_dir || true)
  if [ -f "$dir/data/postmaster.pid" ] && [ -n "$bin" ]; then
    log "stopping the cluster in $dir"
    as_postgres "$bin/pg_ctl" -D "$dir/data" -m fast -w stop >&2 || true
  fi
  rm -rf "$dir"
  log "stopped"
}

if [ "${1:-start}" = stop ]; then
  stop_cluster
  exit 0
fi

if ! bin_dir >/dev/null; then
  log "installing Debian's postgresql package"
  export DEBIAN_FRONTEND=noninteractive
  $SUDO apt-get update >&2
  $SUDO apt-get install -y --no-install-recommends postgresql >&2
  # The package starts its own cluster on 5432; this script runs its own, so leave that one alone.
fi
bin=$(bin_dir) || {
  log "no initdb under /usr/lib/postgresql/*/bin"
  exit 1
}

port_free() { ! (echo >"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }

# What an earlier run left (a cluster still running, or one that never started) is replaced.
if [ -e "$dir" ]; then
  log "a cluster from an earlier run is in $dir; replacing it"
  stop_cluster
fi

# Below 20000: clear of the ports the stacks pick (20000 up to the kernel's range for outgoing
# connections) and of that range itself, where a port nobody listens on can still be the local
# end of some connection (a cluster on 55432 once failed to bind so).
candidates=("${PG_CI_PORT:-}")
[ -n "${candidates[0]}" ] || candidates=($(seq 15432 15532))

mkdir -p "$dir"
chown postgres:postgres "$dir" 2>/dev/null || $SUDO chown postgres:postgres "$dir"
password=ci
as_postgres bash -c "echo '$password' > '$dir/pwfile'"
as_postgres "$bin/initdb" -D "$dir/data" -U postgres --pwfile="$dir/pwfile" --auth-local=trust --auth-host=scram-sha-256 \
  -E UTF8 --locale=C.UTF-8 >&2
# Durability is worthless for a throwaway cluster; these make the suite faster. A port taken
# between the check and the bind is not fatal: the next candidate is tried.
port=""
for candidate in "${candidates[@]}"; do
  port_free "$candidate" || continue
  if as_postgres "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w \
    -o "-p $candidate -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=$max_connections" \
    start >&2; then
    port=$candidate
    break
  fi
  grep -q "Address already in use" "$dir/server.log" 2>/dev/null || {
    log "PostgreSQL did not start (see $dir/server.log)"
    exit 1
  }
  log "port $candidate was taken as PostgreSQL started; trying the next one"
done
[ -n "$port" ] || {
  log "no free port among ${candidates[0]}..${candidates[-1]}"
  exit 1
}
for name in "${databases[@]}"; do
  as_postgres "$bin/createdb" -h "$dir" -p "$port" -U postgres "$name" >&2
done
log "PostgreSQL $("$bin/postgres" --version | awk '{print $3}') on 127.0.0.1:$port, data in $dir"
echo "TEST_DATABASE_URL=postgres://postgres:$password@127.0.0.1:$port/$database"
