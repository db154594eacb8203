#!/usr/bin/env bash
# Differential test of the portable parser layer: builds the tool twice, the
# default Linux build (walk_cgo.go reads tree-sitter's private subtree layout)
# and the portable build (-tags rc_portable: the public cursor API, as on
# macOS), scans every rule fixture folder with every rule in each, and fails
# unless the two JSON outputs are byte-identical. Together with
# TestWalkFallbackAgrees (node-by-node agreement of the walks on every
# fixture file, run under both builds) this stands for rerunning every
# checks package's tests on the portable build (.ci/run).
# Usage: ci/portable-diff.sh            (from anywhere)
set -euo pipefail
cd "$(dirname "$0")/.."
command -v go >/dev/null 2>&1 || export PATH="$PATH:/usr/local/go/bin"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
go build -o "$work/rc-default" ./cmd/resilience-check
go build -tags rc_portable -o "$work/rc-portable" ./cmd/resilience-check
mapfile -t dirs < <(find checks -type d -name testdata -prune | sort)
((${#dirs[@]} >= 20)) || { echo "only ${#dirs[@]} fixture folders under checks/"; exit 1; }
for b in default portable; do
  rc=0
  "$work/rc-$b" scan --select ALL --extend-select RC404 --format json --fail-on none --allow-incomplete \
    --workers 2 --max-findings 0 --max-findings-per-file 0 "${dirs[@]}" >"$work/$b.json" || rc=$?
  [[ $rc == 0 ]] || { echo "the $b build exited $rc"; exit 1; }
done
n=$(grep -c '"rule_id":' "$work/default.json" || true)
((n >= 500)) || { echo "only $n findings on the fixtures: the scan did not read them"; exit 1; }
if ! cmp -s "$work/default.json" "$work/portable.json"; then
  echo "the portable build's findings differ from the default build's on the fixtures:"
  diff <(tr ',' '\n' <"$work/default.json") <(tr ',' '\n' <"$work/portable.json") | head -40
  exit 1
fi
echo "portable and default builds agree on ${#dirs[@]} fixture folders ($n findings)"
