#!/bin/bash
# sdkdiag.sh BIN OUTDIR: runs the tool's library-coverage diagnostic
# (checks/sdkdiag, RC_SDK_DIAG) over every blind-set repository under
# /work/blind that holds Python files (only those of blind.tsv: the BLIND
# SET rule), one OUTDIR/<owner>+<name>.tsv each; then
# python3 bench/realcode/sdkgap_calls.py OUTDIR counts them.
set -u
here=$(cd "$(dirname "$0")" && pwd)
BIN=${1:?usage: sdkdiag.sh BIN OUTDIR}; OUT=${2:?usage: sdkdiag.sh BIN OUTDIR}
mkdir -p "$OUT"
for repo in $("$here/cat-table.sh" blind | tail -n +2 | cut -f1 | sort -u); do
  d=/work/blind/${repo/\//+}
  [ -d "$d" ] || continue
  [ -n "$(find -L "$d" -name '*.py' -not -path '*/node_modules/*' | head -1)" ] || continue
  rm -f "$OUT/${repo/\//+}.tsv"
  (cd "$d" && RC_SDK_DIAG="$OUT/${repo/\//+}.tsv" timeout 300 nice "$BIN" scan --format json --fail-on none . >/dev/null 2>"$OUT/${repo/\//+}.err")
done
