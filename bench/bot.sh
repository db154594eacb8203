#!/usr/bin/env bash
# The PR bot's figures: webhook answer latency (p50, p99, max, ms) and pull
# requests reviewed per minute by one resilience-bot process with --workers 2,
# on the bundled demo diff (examples/mcp-server), against a fake GitHub on
# loopback. Runs BenchmarkBotWebhooks (deploy/bench_test.go): the real binary,
# signed pull_request deliveries from 8 concurrent senders.
#
#   bench/bot.sh                 # 200 PRs, queue in SQLite, RUNS=3 repetitions
#   PRS=500 RUNS=5 bench/bot.sh
#   PG=1 bench/bot.sh            # also the queue in PostgreSQL (a throwaway
#                                # cluster of Debian's postgresql on loopback)
# Prints each run's line and the medians per queue.
#
#   bench/bot.sh cache [CORPUS]  # the summary cache instead (issue 18): the CPU of
#                                # the second push to a pull request against the
#                                # first's, back to back in one process, on real
#                                # repositories of CORPUS (default /work/corpus;
#                                # REPOS=a,b picks them, RUNS the runs, default 5).
#                                # Runs TestBotCacheFigures (internal/bot): the 5
#                                # files that import the most change; the first
#                                # push fetches and summarises what they import,
#                                # the second finds it in the cache. Fails when
#                                # the second is not under half the first. PG=1:
#                                # the queue and the cache in PostgreSQL.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
if [[ ${1:-} == cache ]]; then
  command -v go >/dev/null 2>&1 || export PATH="$PATH:/usr/local/go/bin"
  corpus=$(cd "${2:-/work/corpus}" && pwd)
  export RESILIENCE_BENCH_BOT_CORPUS=$corpus RESILIENCE_BENCH_BOT_RUNS=${RUNS:-5} RESILIENCE_BENCH_BOT_REPOS=${REPOS:-}
  cmd="go test ./internal/bot -run '^TestBotCacheFigures\$' -count=1 -v -timeout 30m | grep -E '^(bot-cache:|--- |ok|FAIL)|cachefigures_test'; exit \${PIPESTATUS[0]}"
  if [[ ${PG:-0} == 1 ]]; then # a throwaway cluster, then the figures in it
    # shellcheck disable=SC2016 # expanded by the inner shell, where ci/postgres-test.sh sets it
    RESILIENCE_BENCH_BOT_PG=1 bash ci/postgres-test.sh bash -c 'RESILIENCE_BOT_TEST_POSTGRES_URL=$RESILIENCE_BOT_TEST_DATABASE_URL; export RESILIENCE_BOT_TEST_POSTGRES_URL; '"$cmd"
  else
    bash -c "$cmd"
  fi
  exit
fi
prs=${PRS:-200}
runs=${RUNS:-3}
command -v go >/dev/null 2>&1 || export PATH="$PATH:/usr/local/go/bin"
out=$(mktemp)
trap 'rm -f "$out"' EXIT

cmd=(go test ./deploy -run '^$' -bench '^BenchmarkBotWebhooks$' -benchtime "${prs}x" -count "$runs" -timeout 30m)
if [[ ${PG:-0} == 1 ]]; then
  bash ci/postgres-test.sh "${cmd[@]}" | tee "$out" # a throwaway cluster, then the benchmark in it
else
  "${cmd[@]}" | tee "$out"
fi

echo
echo "medians over $runs runs of $prs pull requests (2 workers, demo diff):"
awk '/^BenchmarkBotWebhooks\// {
  name=$1; sub(/-[0-9]+$/, "", name)
  for (i = 3; i < NF; i += 2) { v[name, $(i+1)] = v[name, $(i+1)] " " $i; units[$(i+1)] = 1 }
  names[name] = 1
}
END {
  for (n in names) {
    line = n
    for (u in units) {
      if (u == "ns/op" || v[n, u] == "") continue
      k = split(substr(v[n, u], 2), a, " ")
      for (i = 1; i <= k; i++) for (j = i + 1; j <= k; j++) if (a[j] + 0 < a[i] + 0) { t = a[i]; a[i] = a[j]; a[j] = t }
      m = (k % 2) ? a[(k + 1) / 2] : (a[k / 2] + a[k / 2 + 1]) / 2
      line = line sprintf("  %s %s", m, u)
    }
    print line
  }
}' "$out"
