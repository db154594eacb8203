#!/usr/bin/env bash
# Re-runs the real-code evaluation: scans every repository of ranges.tsv whole
# (at the newest head listed for it) and every commit range in diff mode
# (filter mode "added", as on a pull request), then joins the findings with the
# hand-read verdicts in verdicts.tsv and prints per-rule true/debatable/false
# rates (verdicts*.tsv: one file per reader is fine), and how many of the known defective lines in misses.tsv are caught.
#
#   bench/realcode/run.sh CORPUS            # CORPUS/<name> are clones of the repos
#   RC_BIN=/path/to/resilience-check bench/realcode/run.sh CORPUS
#
# A repository missing from CORPUS is cloned from github.com (network needed
# once); nothing of the corpus is ever committed here. Findings go to
# $OUT (default /tmp/rc-realcode): findings.tsv has one line per finding, with an
# empty verdict when nobody has read it yet, so it can be read and appended to
# verdicts.tsv.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
corpus=${1:?usage: bench/realcode/run.sh CORPUS}
corpus=$(cd "$corpus" && pwd)
out=${OUT:-/tmp/rc-realcode}
mkdir -p "$out/json"
if [[ -z "${RC_BIN:-}" ]]; then
  RC_BIN="$out/resilience-check"
  (cd "$root" && go build -o "$RC_BIN" ./cmd/resilience-check)
fi

# clone_of prints the local clone of owner/name, cloning it when missing.
clone_of() {
  local dir="$corpus/${1#*/}"
  if [[ ! -d "$dir/.git" && ! -f "$dir/HEAD" ]]; then
    git clone -q "https://github.com/$1" "$dir" >&2
  fi
  echo "$dir"
}

# emit KIND REPO COMMIT JSON appends the findings of one scan to findings.tsv.
emit() {
  python3 - "$@" >>"$out/findings.tsv" <<'PY'
import json, sys
kind, repo, commit, path = sys.argv[1:5]
doc = json.load(open(path))
for f in doc.get("findings") or []:
    if not f.get("reported", True):
        continue
    msg = f["message"].replace("\t", " ").replace("\n", " ")
    print("\t".join([kind, repo, commit, f["path"], str(f["start_line"]), f["rule_id"], msg, f.get("severity", "")]))
PY
}

printf 'kind\trepo\tcommit\tpath\tline\trule\tmessage\tseverity\n' >"$out/findings.tsv"
declare -A newest
while IFS=$'\t' read -r repo base head; do
  [[ $repo == repo ]] && continue
  [[ -n ${newest[$repo]:-} ]] || newest[$repo]=$head
  dir=$(clone_of "$repo")
  j="$out/json/${repo//\//+}-${head:0:10}.json"
  "$RC_BIN" scan --repo "$dir" --base "$base" --head "$head" --format json --fail-on none >"$j" 2>"$j.err" || {
    echo "scan of $repo $base..$head failed: $(tail -1 "$j.err")" >&2; continue; }
  emit pr "$repo" "$head" "$j"
done <"$here/ranges.tsv"

for repo in "${!newest[@]}"; do
  dir=$(clone_of "$repo")
  head=${newest[$repo]}
  # only the files the tool reads: a snapshot may lack large binary blobs
  git -C "$dir" sparse-checkout set --no-cone '*.py' '*.pyi' '*.js' '*.jsx' '*.mjs' '*.cjs' \
    '*.ts' '*.tsx' '*.mts' '*.cts' '*.go' '/.github/' '/pyproject.toml' '/package.json' '/go.mod' >/dev/null
  git -C "$dir" checkout -q --detach "$head"
  j="$out/json/${repo//\//+}-whole.json"
  "$RC_BIN" scan --repo "$dir" "$dir" --format json --fail-on none >"$j" 2>"$j.err" || {
    echo "scan of $repo failed: $(tail -1 "$j.err")" >&2; continue; }
  emit whole "$repo" "$head" "$j"
done

python3 - "$out/findings.tsv" "$here" <<'PY'
import collections, csv, glob, os, sys
findings_path, here = sys.argv[1:3]
misses_path = os.path.join(here, "misses.tsv")

def rows(path):
    with open(path, newline="") as fh:
        return list(csv.DictReader(fh, delimiter="\t"))

verdicts = {}
low_reasons = {}  # judged findings the tool now reports low, with the reader's reason (verdicts*.tsv severity columns)
for v in (v for p in sorted(glob.glob(os.path.join(here, "verdicts*.tsv"))) for v in rows(p)):
    key = (v["repo"], v["commit"], v["path"], v["line"], v["rule"])
    verdicts[key] = v["verdict"]
    if (v.get("severity") or "") == "low":
        low_reasons[key] = v.get("severity_reason") or ""

findings = rows(findings_path)
seen = set()
table = collections.defaultdict(collections.Counter)
for f in findings:
    key = (f["repo"], f["commit"], f["path"], f["line"], f["rule"])
    v = verdicts.get(key, "unread")
    table[(f["kind"], f["rule"])][v] += 1
    if (f["kind"], key) in seen:
        continue
    seen.add((f["kind"], key))

for kind, title in (("pr", "pull requests (diff mode, filter added)"), ("whole", "whole repositories")):
    print(f"\n{title}")
    print(f"{'rule':6} {'findings':>8} {'true':>5} {'debat':>5} {'false':>5} {'unread':>6} {'%true':>6} {'%false':>6}")
    tot = collections.Counter()
    for (k, rule), c in sorted(table.items()):
        if k != kind:
            continue
        tot.update(c)
        n = sum(c.values())
        read = n - c["unread"]
        pt = f"{100 * c['true'] / read:.0f}" if read else "-"
        pf = f"{100 * c['false'] / read:.0f}" if read else "-"
        print(f"{rule:6} {n:8} {c['true']:5} {c['debatable']:5} {c['false']:5} {c['unread']:6} {pt:>6} {pf:>6}")
    n = sum(tot.values())
    read = n - tot["unread"]
    if n:
        print(f"{'all':6} {n:8} {tot['true']:5} {tot['debatable']:5} {tot['false']:5} {tot['unread']:6} "
              f"{(100 * tot['true'] / read if read else 0):6.0f} {(100 * tot['false'] / read if read else 0):6.0f}")

# Severity by impact (issue 21): what fails a check is a medium or high
# finding; low ones are notices, counted apart. The goal: of medium/high
# findings, >= 85 % judged true and <= 3 % false; a true finding moved to low
# needs a written reason (verdicts*.tsv: severity=low, severity_reason).
print("\nby severity (medium/high fail the check; low are notices)")
print(f"{'kind':6} {'level':11} {'findings':>8} {'true':>5} {'debat':>5} {'false':>5} {'unread':>6} {'%true':>6} {'%false':>6}")
unexplained = []
for kind in ("pr", "whole"):
    for level, sevs in (("medium/high", ("medium", "high")), ("low", ("low",))):
        c = collections.Counter()
        for f in findings:
            if f["kind"] != kind or (f.get("severity") or "medium") not in sevs:
                continue
            key = (f["repo"], f["commit"], f["path"], f["line"], f["rule"])
            v = verdicts.get(key, "unread")
            c[v] += 1
            moved = "(low: " in (f.get("message") or "")  # moved to low by where it is, not the rule's default
            if level == "low" and moved and v == "true" and not low_reasons.get(key) and (kind, key) not in unexplained:
                unexplained.append((kind, key))
        n = sum(c.values())
        read = n - c["unread"]
        pt = f"{100 * c['true'] / read:.0f}" if read else "-"
        pf = f"{100 * c['false'] / read:.0f}" if read else "-"
        print(f"{kind:6} {level:11} {n:8} {c['true']:5} {c['debatable']:5} {c['false']:5} {c['unread']:6} {pt:>6} {pf:>6}")
for kind, key in unexplained:
    print(f"  true finding reported low with no written reason ({kind}): {' '.join(key[:1] + key[2:])}")

# The same, per rule, in the README's table shape: each cell is
# findings / true / debatable / false (unread findings count in the first).
print("\n| rule | PR medium/high | PR low | whole-repository medium/high | whole-repository low |")
print("|---|---|---|---|---|")
cells = collections.defaultdict(collections.Counter)
for f in findings:
    level = "low" if (f.get("severity") or "medium") == "low" else "mh"
    key = (f["repo"], f["commit"], f["path"], f["line"], f["rule"])
    cells[(f["rule"], f["kind"], level)][verdicts.get(key, "unread")] += 1
    cells[("all", f["kind"], level)][verdicts.get(key, "unread")] += 1
def cell(c):
    n = sum(c.values())
    return f"{n} / {c['true']} / {c['debatable']} / {c['false']}" if n else "0"
for rule in sorted({r for r, _, _ in cells if r != "all"}) + ["all"]:
    print(f"| {rule} | " + " | ".join(cell(cells[(rule, k, l)]) for k in ("pr", "whole") for l in ("mh", "low")) + " |")

whole = {(f["repo"], f["path"], f["line"], f["rule"]) for f in findings if f["kind"] == "whole"}
misses = rows(misses_path)
caught = [m for m in misses if (m["repo"], m["path"], m["line"], m["rule"]) in whole]
print(f"\nknown defective lines caught: {len(caught)} of {len(misses)}")
for m in misses:
    if m not in caught:
        print(f"  missed: {m['repo']} {m['path']}:{m['line']} {m['rule']} ({m['note']})")
PY
