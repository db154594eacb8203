#!/usr/bin/env bash
# Scan one real repository tree with resilience-check and with ripgrep running
# the seed-000 heuristics (mission/000: the grep patterns the checklist used
# before this tool), in the same run, and print both wall times and the ratio.
#
#   bench/compare.sh DIR          # DIR: a checked-out or exported source tree
#
# Needs rg (Debian: apt-get install ripgrep). Builds the tool first; the build
# is not timed.
set -euo pipefail
dir=${1:?usage: bench/compare.sh DIR}
[[ -d $dir ]] || { echo "not a directory: $dir" >&2; exit 2; }
command -v rg >/dev/null || { echo "rg not found: apt-get install ripgrep" >&2; exit 2; }
root=$(cd "$(dirname "$0")/.." && pwd)
bin=$(mktemp -d)/resilience-check
(cd "$root" && go build -o "$bin" ./cmd/resilience-check)

now() { date +%s.%N; }

# The seed-000 patterns, as written there (Python files only).
seed_rg() {
  rg -n "requests\.(get|post|put|delete|request)\(" --glob "**/*.py" "$dir" || true
  rg -n "httpx\.(get|post|put|delete|request)\(" --glob "**/*.py" "$dir" || true
  rg -n "async\s+def|await\s+" --glob "**/*.py" "$dir" || true
  rg -n "requests\.(get|post|put|delete|request)\([^)]*\)$" --glob "**/*.py" "$dir" || true
  rg -n "httpx\.(get|post|put|delete|request)\([^)]*\)$" --glob "**/*.py" "$dir" || true
  rg -n "Retry|backoff|tenacity|urllib3.util.retry|httpx.Retry" --glob "**/*.py" "$dir" || true
}

files=$( (cd "$dir" && find . -type f \( -name '*.py' -o -name '*.js' -o -name '*.ts' -o -name '*.tsx' -o -name '*.go' \) \
  -not -path '*/node_modules/*' -not -path '*/.git/*' | wc -l) )
bytes=$( (cd "$dir" && find . -type f \( -name '*.py' -o -name '*.js' -o -name '*.ts' -o -name '*.tsx' -o -name '*.go' \) \
  -not -path '*/node_modules/*' -not -path '*/.git/*' -print0 | xargs -0 cat | wc -c) )

t0=$(now); seed_rg >/dev/null; t1=$(now)
rc_out=$(mktemp)
t2=$(now); (cd "$dir" && "$bin" scan --format json --fail-on none . >"$rc_out"); t3=$(now)

rg_s=$(echo "$t1 - $t0" | bc -l)
rc_s=$(echo "$t3 - $t2" | bc -l)
findings=$(grep -o '"rule_id"' "$rc_out" | wc -l)
printf 'tree: %s (%d source files, %d bytes)\n' "$dir" "$files" "$bytes"
printf 'rg seed-000 patterns (python only): %.3f s\n' "$rg_s"
printf 'resilience-check (all languages, all rules, %d findings): %.3f s\n' "$findings" "$rc_s"
printf 'ratio resilience-check / rg: %.2fx\n' "$(echo "$rc_s / $rg_s" | bc -l)"
