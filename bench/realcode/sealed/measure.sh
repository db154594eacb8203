#!/usr/bin/env bash
# Measures one sealed batch alone, in aggregate, without opening its rows:
# a detached worktree of this checkout whose blind.tsv holds only the
# batch's rows (and blind-batches.tsv only its servers) runs blind.sh on the
# batch's clones. Read only the "all batches" table of the output: the
# per-row files under $OUT name the rows, which nobody tuning the tool may
# read until the batch is opened (README.md here).
#
#   bench/realcode/sealed/measure.sh N CLONES BINARY [OUT]
#       N        the batch number (blindN.tsv here)
#       CLONES   the batch's clones, CLONES/<owner>+<name> at the recorded commits
#       BINARY   the resilience-check binary to measure
#       OUT      where results go (default /tmp/sealed-N); the summary is OUT.txt
#
# Exits as blind.sh does (2 when a clone is missing or a scan is incomplete:
# the missing servers' rows count as not found).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../../.." && pwd)
n=${1:?usage: measure.sh N CLONES BINARY [OUT]}
clones=$(cd "${2:?usage: measure.sh N CLONES BINARY [OUT]}" && pwd)
bin=$(cd "$(dirname "${3:?usage: measure.sh N CLONES BINARY [OUT]}")" && pwd)/$(basename "$3")
out=${4:-/tmp/sealed-$n}
rows=$here/blind$n.tsv
[[ -f $rows ]] || { echo "no sealed batch $n ($rows)" >&2; exit 1; }
wt=$(mktemp -d)
trap 'git -C "$root" worktree remove --force "$wt" >/dev/null 2>&1 || rm -rf "$wt"' EXIT
git -C "$root" worktree add -q --detach "$wt" HEAD
cp "$root/bench/realcode/blind.sh" "$wt/bench/realcode/blind.sh"
cp "$rows" "$wt/bench/realcode/blind.tsv"
{ printf 'batch\trepo\trows_commit\tnote\n'
  awk -F'\t' -v n="$n" 'NR > 1 && !s[$1]++ { print n "\t" $1 "\t-\tsealed batch " n }' "$rows"; } >"$wt/bench/realcode/blind-batches.tsv"
"$root/bench/realcode/cat-table.sh" blind-unlisted | sed -n 1p >"$wt/bench/realcode/blind-unlisted.tsv"
rc=0
OUT=$out "$wt/bench/realcode/blind.sh" "$clones" "$bin" >"$out.txt" 2>"$out.err" || rc=$?
sed -n '/^=== all batches/,/^all /p' "$out.txt"
exit $rc
