#!/usr/bin/env bash
# Prints one table of the blind set to stdout, header once:
#
#   bench/realcode/cat-table.sh blind            # the rows (blind/NN.tsv)
#   bench/realcode/cat-table.sh blind-unlisted   # the verdicts of findings on no row (blind-unlisted/NN.tsv)
#
# Each table is kept as one file per batch (NN = the batch of blind-batches.tsv
# its repositories belong to), so no tracked file grows with the set; the
# batches are read in their numeric order, which is the order the rows were
# written in. A whole table file NAME.tsv beside this script, as
# sealed/measure.sh and a worktree of one batch write, is printed instead.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
name=${1:?usage: cat-table.sh blind|blind-unlisted}
if [[ -f $here/$name.tsv ]]; then
  cat "$here/$name.tsv"
  exit 0
fi
shopt -s nullglob
files=("$here/$name"/[0-9]*.tsv)
[[ ${#files[@]} -gt 0 ]] || { echo "cat-table.sh: no $name.tsv and no $name/NN.tsv in $here" >&2; exit 1; }
mapfile -t files < <(printf '%s\n' "${files[@]}" | sort -V)
head -n 1 "${files[0]}"
for f in "${files[@]}"; do tail -n +2 "$f"; done
