#!/usr/bin/env bash
# Lays out the clones blind.sh and run.sh read from snapshots already on this
# machine, for a workplace without network access to github.com: each
# repository of blind.tsv (and ranges.tsv) whose snapshot is in MIRROR
# (MIRROR/<owner>+<name>/repo, a git directory or a clone, as a fetch of the
# repository leaves it) is cloned locally (hard links, no network) and
# checked out at its recorded commit; the ones with no snapshot are listed,
# to be fetched first.
#
#   bench/realcode/mirror.sh BLIND_CLONES CORPUS    # e.g. /work/blind /work/corpus
#   MIRROR=/elsewhere bench/realcode/mirror.sh ...   # default /work/.mirror
#
# A clone already at its commit is left as it is. Exits 1 when a repository
# has no snapshot or its snapshot lacks the recorded commit; nothing of the
# clones is ever committed here.
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
blind=${1:?usage: bench/realcode/mirror.sh BLIND_CLONES CORPUS}
corpus=${2:?usage: bench/realcode/mirror.sh BLIND_CLONES CORPUS}
mirror=${MIRROR:-/work/.mirror}
mkdir -p "$blind" "$corpus"
status=0
# one: REPO COMMIT DEST [corpus]: a corpus clone is only made when missing
# (run.sh checks out each range itself, sparsely: snapshots lack files of
# 4 MiB and more, which a full checkout would miss)
one() {
  local repo=$1 commit=$2 dst=$3 kind=${4:-} g
  g=$mirror/${repo/\//+}/repo
  [[ -d $g/.git ]] && g=$g/.git
  if [[ ! -d $g ]]; then echo "no snapshot: $repo (fetch github:$repo)"; status=1; return; fi
  if ! git --git-dir="$g" cat-file -e "$commit^{commit}" 2>/dev/null; then
    echo "snapshot lacks $commit: $repo"; status=1; return
  fi
  if [[ $kind == corpus ]]; then
    [[ -d $dst ]] || git clone -q --no-checkout "$g" "$dst" || { echo "clone failed: $repo"; status=1; }
    return
  fi
  if [[ -d $dst && $(git -C "$dst" rev-parse HEAD 2>/dev/null) == "$commit" ]]; then return; fi
  rm -rf "$dst"
  git clone -q --no-checkout "$g" "$dst" && git -C "$dst" checkout -q --detach "$commit" ||
    { echo "clone failed: $repo"; status=1; }
}
while IFS=$'\t' read -r repo commit; do
  one "$repo" "$commit" "$blind/${repo//\//+}"
done < <(awk -F'\t' 'NR > 1 && !seen[$1]++ { print $1 "\t" $2 }' <("$here/cat-table.sh" blind))
# run.sh checks out each range itself: a clone holding the newest head is enough
while IFS=$'\t' read -r repo head; do
  one "$repo" "$head" "$corpus/${repo#*/}" corpus
done < <(awk -F'\t' 'NR > 1 { h[$1] = $3 } END { for (r in h) print r "\t" h[r] }' "$here/ranges.tsv")
exit $status
