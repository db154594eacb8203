#!/usr/bin/env bash
# Diff-mode identity: the last N commits of every git repository in CORPUS,
# each scanned as a pull request (base = its first parent) by the binary of
# BASE (a revision of this repository) and by the work tree's, compared
# byte for byte (scan --format json). same.sh checks whole scans; this
# checks what only diff mode does (the files read for summaries).
#
#   bench/diffsame.sh CORPUS [BASE]     # BASE defaults to main; N=15 commits
#
# Prints IDENTICAL, or each differing pull request and its diff; exits 1
# then.
set -euo pipefail
corpus=${1:?usage: bench/diffsame.sh CORPUS [BASE]}
base=${2:-main}
n=${N:-15}
root=$(cd "$(dirname "$0")/.." && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir "$tmp/base"
git -C "$root" archive "$base" | tar -x -C "$tmp/base"
(cd "$tmp/base" && go build -o "$tmp/old" ./cmd/resilience-check)
(cd "$root" && go build -o "$tmp/new" ./cmd/resilience-check)
bad=0 prs=0
for repo in "$corpus"/*/; do
  repo=${repo%/}
  git -C "$repo" rev-parse -q --verify HEAD >/dev/null 2>&1 || continue
  for c in $(git -C "$repo" rev-list --first-parent -n "$n" HEAD); do
    git -C "$repo" rev-parse -q --verify "$c^" >/dev/null || continue
    prs=$((prs + 1))
    for b in old new; do
      "$tmp/$b" scan --repo "$repo" --base "$c^" --head "$c" --fail-on none --format json > "$tmp/$b.json" 2>/dev/null || true
    done
    if ! cmp -s "$tmp/old.json" "$tmp/new.json"; then
      bad=$((bad + 1))
      echo "DIFFERS: $(basename "$repo") $c"
      diff "$tmp/old.json" "$tmp/new.json" | head -20 || true
    fi
  done
done
if ((bad == 0)); then
  echo "IDENTICAL ($prs pull requests)"
else
  echo "$bad of $prs pull requests differ"
  exit 1
fi
