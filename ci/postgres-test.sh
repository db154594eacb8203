#!/usr/bin/env bash
# Two bot replicas on one real PostgreSQL: starts a throwaway cluster of
# Debian's postgresql on a loopback port (as the postgres user when run as
# root: initdb refuses root), exports RESILIENCE_BOT_TEST_DATABASE_URL (and
# RESILIENCE_BOT_TEST_POSTGRES_URL, the same server, for internal/bot) and
# runs the tests of deploy/postgres_test.go and internal/bot's Postgres tests
# (queue, summary cache): two resilience-bot processes on
# that database, 100 pull requests, each reviewed exactly once
# (TestTwoReplicasPostgres); /readyz and the webhook while the server is
# stopped and after it is back (TestReadinessFollowsPostgres).
# The cluster and its files are removed on exit.
#
# Usage: ci/postgres-test.sh           (from anywhere; .ci/run installs postgresql)
#        ci/postgres-test.sh CMD ARG... (runs CMD instead, with the variable set;
#                                        bench/bot.sh uses it)
# Skips, saying why, when no PostgreSQL server binaries are installed.
set -euo pipefail
cd "$(dirname "$0")/.."
command -v go >/dev/null 2>&1 || export PATH="$PATH:/usr/local/go/bin"

skip() {
  echo "SKIP ci/postgres-test.sh: $*"
  exit 0
}

bindir=$(printf '%s\n' /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
[[ -n "$bindir" && -x "$bindir/initdb" && -x "$bindir/pg_ctl" ]] ||
  skip "no PostgreSQL server (/usr/lib/postgresql/*/bin/initdb); apt-get install postgresql"

work=$(mktemp -d)
chmod 755 "$work"
as_pg=()
if [[ $(id -u) == 0 ]]; then
  id postgres >/dev/null 2>&1 || skip "running as root and there is no postgres user to run the server as"
  chown postgres: "$work"
  as_pg=(runuser -u postgres --)
fi

cleanup() {
  "${as_pg[@]}" "$bindir/pg_ctl" -D "$work/data" -m immediate -w stop >/dev/null 2>&1 || true
  rm -rf "$work"
}
trap cleanup EXIT

"${as_pg[@]}" "$bindir/initdb" -D "$work/data" -U postgres -A trust --no-sync -E UTF8 >"$work/initdb.log" 2>&1 ||
  { cat "$work/initdb.log"; exit 1; }
# settings in postgresql.conf, so that a plain pg_ctl start (the readiness
# test's) finds them again; fsync off: a throwaway cluster; max_connections
# for two bots' pools and the test
cat >>"$work/data/postgresql.conf" <<EOF
listen_addresses = '127.0.0.1'
unix_socket_directories = '$work'
fsync = off
synchronous_commit = off
full_page_writes = off
max_connections = 200
EOF
pgctl=("${as_pg[@]}" "$bindir/pg_ctl" -D "$work/data" -l "$work/postgres.log" -w -t 30)
# A port below Linux's ephemeral range (32768-60999): there no client socket
# of the tests (in TIME_WAIT after a close) can hold it when the server
# starts or restarts. The first that starts is taken.
port=""
for p in $(seq 25432 25462); do
  (exec 3<>"/dev/tcp/127.0.0.1/$p") 2>/dev/null && continue # something listens there
  echo "port = $p" >>"$work/data/postgresql.conf"              # the last port line wins
  if "${pgctl[@]}" start >/dev/null 2>&1; then
    port=$p
    break
  fi
done
[[ -n "$port" ]] || { tail -n 5 "$work/postgres.log"; echo "postgres did not start on any port of 25432-25462" >&2; exit 1; }
echo "== postgres $("$bindir/postgres" --version | awk '{print $3}') on 127.0.0.1:$port ($work)"

export RESILIENCE_BOT_TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres?sslmode=disable"
# internal/bot's Postgres tests create a database each on the same server
export RESILIENCE_BOT_TEST_POSTGRES_URL="$RESILIENCE_BOT_TEST_DATABASE_URL"
# how the readiness test stops and starts the server (words split on spaces)
export RESILIENCE_BOT_TEST_PG_CTL="${pgctl[*]}"
if (($#)); then
  "$@"
else
  go test -count=1 -run '^(TestTwoReplicasPostgres|TestReadinessFollowsPostgres)$' -v ./deploy
  go test -count=1 -run 'Postgres' -v ./internal/bot
fi
