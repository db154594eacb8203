#!/usr/bin/env bash
# Checks that a restructuring changed no finding: builds resilience-check at
# BASE (a revision, default main) and from the current checkout, scans every
# repository folder of CORPUS and this checkout's fixtures and examples with
# both (`scan --format json --fail-on none`, whole files), and compares the
# outputs byte for byte.
#
#   bench/same.sh CORPUS [BASE]
#
# Prints IDENTICAL, or DIFFERENT with the first differing lines of each
# differing target; exits 1 when any target differs. Needs go and git.
set -euo pipefail
corpus=${1:?usage: bench/same.sh CORPUS [BASE]}
corpus=$(cd "$corpus" && pwd)
base=${2:-main}
# The checkout under test is the one holding the current folder (run it from
# any worktree: /work/main/bench/same.sh CORPUS works from a worktree too).
root=$(git rev-parse --show-toplevel)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
git -C "$root" worktree add -q --detach "$tmp/base" "$base"
trap 'git -C "$root" worktree remove --force "$tmp/base"; rm -rf "$tmp"' EXIT
(cd "$tmp/base" && go build -o "$tmp/old" ./cmd/resilience-check)
(cd "$root" && go build -o "$tmp/new" ./cmd/resilience-check)

targets=()
for d in "$corpus"/*/; do targets+=("${d%/}"); done
# Fixtures and examples are scanned from the base checkout's copy, so a test
# fixture added by the change does not count as a difference.
for d in "$tmp/base"/checks/*/testdata "$tmp/base"/examples; do [[ -d $d ]] && targets+=("$d"); done

diffs=0
for t in "${targets[@]}"; do
  name=${t#"$tmp/base/"}
  (cd "$t" && "$tmp/old" scan --format json --fail-on none . >"$tmp/a.json" 2>"$tmp/a.err") || true
  (cd "$t" && "$tmp/new" scan --format json --fail-on none . >"$tmp/b.json" 2>"$tmp/b.err") || true
  if ! cmp -s "$tmp/a.json" "$tmp/b.json"; then
    diffs=$((diffs + 1))
    echo "DIFFERENT: $name"
    diff <(python3 -m json.tool "$tmp/a.json" 2>/dev/null || cat "$tmp/a.json") \
         <(python3 -m json.tool "$tmp/b.json" 2>/dev/null || cat "$tmp/b.json") | head -20 || true
  fi
done
if ((diffs)); then echo "DIFFERENT: $diffs of ${#targets[@]} targets"; exit 1; fi
echo "IDENTICAL: ${#targets[@]} targets"
