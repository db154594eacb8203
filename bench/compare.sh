#!/usr/bin/env bash
# Scan one real repository tree with resilience-check and with ripgrep running
# the heuristics of a grep-based review for HTTP calls without timeouts (the
# patterns in grep_rg below, Python only), in the same run, and print both wall
# times and the ratio.
#
#   bench/compare.sh DIR          # DIR: a checked-out or exported source tree
#   RUNS=5 bench/compare.sh DIR   # best wall time of RUNS runs each (default 3)
#
# Needs rg (Debian: apt-get install ripgrep). Builds the tool first; the build
# is not timed.
set -euo pipefail
dir=${1:?usage: bench/compare.sh DIR}
[[ -d $dir ]] || { echo "not a directory: $dir" >&2; exit 2; }
command -v rg >/dev/null || { echo "rg not found: apt-get install ripgrep" >&2; exit 2; }
root=$(cd "$(dirname "$0")/.." && pwd)
runs=${RUNS:-3}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
bin=$tmp/resilience-check
(cd "$root" && go build -o "$bin" ./cmd/resilience-check)

now() { date +%s.%N; }

# The grep review's patterns (Python files only).
grep_rg() {
  rg -n "requests\.(get|post|put|delete|request)\(" --glob "**/*.py" "$dir" || true
  rg -n "httpx\.(get|post|put|delete|request)\(" --glob "**/*.py" "$dir" || true
  rg -n "async\s+def|await\s+" --glob "**/*.py" "$dir" || true
  rg -n "requests\.(get|post|put|delete|request)\([^)]*\)$" --glob "**/*.py" "$dir" || true
  rg -n "httpx\.(get|post|put|delete|request)\([^)]*\)$" --glob "**/*.py" "$dir" || true
  rg -n "Retry|backoff|tenacity|urllib3.util.retry|httpx.Retry" --glob "**/*.py" "$dir" || true
}
grep_rg_quiet() { grep_rg >/dev/null; }

files=$( (cd "$dir" && find . -type f \( -name '*.py' -o -name '*.js' -o -name '*.ts' -o -name '*.tsx' -o -name '*.go' \) \
  -not -path '*/node_modules/*' -not -path '*/.git/*' | wc -l) )
bytes=$( (cd "$dir" && find . -type f \( -name '*.py' -o -name '*.js' -o -name '*.ts' -o -name '*.tsx' -o -name '*.go' \) \
  -not -path '*/node_modules/*' -not -path '*/.git/*' -print0 | xargs -0 cat | wc -c) )

# best (smallest) wall time of $runs runs of "$@"
best() {
  local b="" t0 t1 s
  for ((i = 0; i < runs; i++)); do
    t0=$(now); "$@"; t1=$(now)
    s=$(echo "$t1 - $t0" | bc -l)
    if [[ -z $b ]] || (($(echo "$s < $b" | bc -l))); then b=$s; fi
  done
  echo "$b"
}
rc_out=$tmp/out.json
rc_scan() { (cd "$dir" && "$bin" scan --format json --fail-on none . >"$rc_out"); }

rg_s=$(best grep_rg_quiet)
rc_s=$(best rc_scan)
# Counted with grep -c (one "rule_id" key per finding, one "language" key per
# scanned file); grep exits 1 when the count is 0, which must not end the run.
findings=$(grep -c '"rule_id":' "$rc_out" || true)
scanned=$(grep -c '"language":' "$rc_out" || true)
notices=$(grep -c '"reason":' "$rc_out" || true)
printf 'tree: %s (%d source files, %d bytes)\n' "$dir" "$files" "$bytes"
printf 'rg review patterns (python only): %.3f s (best of %d)\n' "$rg_s" "$runs"
printf 'resilience-check (all languages, all rules; %d files scanned, %d notices, %d findings): %.3f s (best of %d)\n' \
  "$scanned" "$notices" "$findings" "$rc_s" "$runs"
printf 'ratio resilience-check / rg: %.2fx\n' "$(echo "$rc_s / $rg_s" | bc -l)"
