#!/usr/bin/env bash
# Scores the tool against the blind recall set (blind/NN.tsv, one file per
# batch, read as one table by cat-table.sh; a whole blind.tsv beside this
# script is read instead, as sealed/measure.sh writes one): lines of public
# MCP servers (none in ranges.tsv, none the source of a fixture) that a reviewer
# marked by reading the code, before any scan of them. Each batch of
# repositories was committed alone before its first scan (blind-batches.tsv
# names the batches and the commit that wrote each one's rows).
#
#   bench/realcode/blind.sh CLONES [BINARY]
#       CLONES    folder of clones: CLONES/<name> or CLONES/<owner>+<name>
#                 (a missing one is cloned from github.com as CLONES/<owner>+<name>)
#       BINARY    a resilience-check binary to measure (for example one built
#                 from the merged tree); default: RC_BIN, else built from the
#                 checkout this script belongs to
#   OUT=/tmp/x bench/realcode/blind.sh CLONES     # where results go (default /tmp/rc-blind)
#
# blind.tsv columns: repo, commit, path, line, rule, class, label, reason.
#   line   one line, or a span "first-last" for findings that may sit anywhere
#          in a loop, a statement or a tool (RC302/RC303 loops, RC601 tools);
#   rule   the rule a reviewer expects; a row with no rule of ours names the
#          checklist item instead;
#   label  defect: the rule should report this line (recall);
#          clean: a look-alike the rule must NOT report (a timeout on the
#          client, a bounded retry, a generic error text, ...).
#
# Each repository is scanned whole (scan --format json --fail-on none, from
# its root) at the commit recorded in blind.tsv: in place when the clone's HEAD
# is that commit, otherwise in a detached worktree under $OUT.
#
# Printed, for all rows and then for each batch of blind-batches.tsv: per rule,
# per class and per class family, defect rows found (recall), defect rows
# reported under another rule, clean rows flagged; then, over all rows, the
# findings by rule (precision) and by severity (issue 21). Findings that fall on
# no row of blind.tsv are listed in $OUT/unlisted.tsv with the verdict a reader
# gave them after the scan in blind-unlisted/NN.tsv (the batch of the finding's
# repository), or "unread": read the unread ones and add them there (one line per finding; a note shared by many findings
# is written once, later lines say "same note as [REPO] PATH:LINE"). A finding matches a row when path and rule are equal
# and its start line is in the row's span.
# MODE=pr (see pr_scan below) scans each row file in diff mode instead.
# A scan that fails, or a notice of an incomplete result on a file with rows, makes the run
# exit 2 ("never a false pass"; the counts still hold for what was scanned);
# nothing of the clones is ever committed here.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
clones=${1:?usage: bench/realcode/blind.sh CLONES [BINARY]}
clones=$(cd "$clones" && pwd)
[[ -n "${2:-}" ]] && RC_BIN=$(cd "$(dirname "$2")" && pwd)/$(basename "$2")
out=${OUT:-/tmp/rc-blind}
rm -rf "$out/json"
mkdir -p "$out/json" "$out/trees"
# The set's tables, each as one file for this run: the repository keeps them
# as one file per batch (blind/NN.tsv, blind-unlisted/NN.tsv; cat-table.sh).
"$here/cat-table.sh" blind >"$out/blind.tsv"
"$here/cat-table.sh" blind-unlisted >"$out/blind-unlisted.tsv" 2>/dev/null || rm -f "$out/blind-unlisted.tsv"
if [[ -z "${RC_BIN:-}" ]]; then
  RC_BIN="$out/resilience-check"
  (cd "$root" && go build -o "$RC_BIN" ./cmd/resilience-check)
fi
tool_commit=$(git -C "$root" rev-parse --short HEAD 2>/dev/null || echo unknown)
echo "tool: $RC_BIN ($("$RC_BIN" version 2>/dev/null | head -1); script checkout $tool_commit)"

# MODE=pr: one diff-mode scan per file holding rows, as if a pull request added
# that file to the repository as it is at the row's commit (base: the commit's
# tree without the file; head: the commit's tree; --filter-mode added): the
# file is judged with the summaries of the unchanged files it calls, and a
# helper's own finding in an unchanged file does not cover (drop) its callers'
# chain findings, as in a real pull request. The two commits are written with
# git plumbing into the clone's object store (dangling, never checked out).
pr_scan() { # dir commit repo json
  local dir=$1 commit=$2 repo=$3 j=$4 path idx tree b h rc=0 worst=0 k=0
  local parts="$out/json/pr/${repo//\//+}"
  rm -rf "$parts"; mkdir -p "$parts"
  idx=$(mktemp)
  while IFS= read -r path; do
    rm -f "$idx"
    GIT_INDEX_FILE=$idx git -C "$dir" read-tree "$commit"
    GIT_INDEX_FILE=$idx git -C "$dir" rm -q --cached -- "$path" >/dev/null
    tree=$(GIT_INDEX_FILE=$idx git -C "$dir" write-tree)
    b=$(git -C "$dir" -c user.email=b@example.com -c user.name=blind commit-tree "$tree" -m base </dev/null)
    h=$(git -C "$dir" -c user.email=b@example.com -c user.name=blind commit-tree "$commit^{tree}" -p "$b" -m head </dev/null)
    k=$((k + 1)); rc=0
    "$RC_BIN" scan --repo "$dir" --base "$b" --head "$h" --filter-mode added --format json --fail-on none \
      >"$parts/$k.json" 2>"$parts/$k.err" || rc=$?
    ((rc > worst)) && worst=$rc
    [[ $rc -ne 0 ]] && tail -1 "$parts/$k.err" > "$j.err"
  done < <(awk -F'\t' -v r="$repo" 'NR > 1 && $1 == r && !seen[$3]++ { print $3 }' "$out/blind.tsv")
  rm -f "$idx"
  python3 - "$parts" "$j" <<'MERGE'
import glob, json, sys
parts, out = sys.argv[1], sys.argv[2]
doc = {"findings": [], "notices": []}
for p in sorted(glob.glob(parts + "/*.json")):
    try:
        d = json.load(open(p))
    except ValueError:
        continue
    doc["findings"] += d.get("findings") or []
    doc["notices"] += d.get("notices") or []
json.dump(doc, open(out, "w"))
MERGE
  return "$worst"
}

failed=0
while IFS=$'\t' read -r repo commit; do
  name=${repo#*/}
  # CLONES/<owner>+<name> first: two servers of the blind set share a name
  # (crystaldba and YawLabs postgres-mcp); CLONES/<name> only when that
  # clone holds the recorded commit.
  dir="$clones/${repo//\//+}"
  if [[ ! -d "$dir" && -d "$clones/$name" ]] && git -C "$clones/$name" cat-file -e "$commit^{commit}" 2>/dev/null; then
    dir="$clones/$name"
  fi
  if [[ ! -d "$dir" ]] && ! git clone -q "https://github.com/$repo" "$dir" >&2; then
    echo "missing clone: $dir ($repo)" >&2; failed=1; continue
  fi
  if [[ $(git -C "$dir" rev-parse HEAD) != "$commit" ]]; then
    tree="$out/trees/${repo//\//+}"
    [[ -d "$tree" ]] || git -C "$dir" worktree add -q --detach "$tree" "$commit"
    dir=$tree
  fi
  j="$out/json/${repo//\//+}.json"
  rc=0
  if [[ ${MODE:-whole} == pr ]]; then
    pr_scan "$dir" "$commit" "$repo" "$j" || rc=$?
  else
    (cd "$dir" && "$RC_BIN" scan --format json --fail-on none . >"$j" 2>"$j.err") || rc=$?
  fi
  if [[ $rc -eq 2 && -s "$j" ]]; then
    echo "scan of $repo incomplete (its findings are counted): $(tail -1 "$j.err")" >&2; failed=1
  elif [[ $rc -ne 0 ]]; then
    echo "scan of $repo failed (exit $rc): $(tail -1 "$j.err")" >&2; failed=1
  fi
done < <(awk -F'\t' 'NR > 1 && !seen[$1]++ { print $1 "\t" $2 }' "$out/blind.tsv")

python3 - "$out/blind.tsv" "$out" "$failed" "$here/blind-batches.tsv" <<'PY'
import collections, glob, json, os, sys

table, out, failed, batches_path = sys.argv[1], sys.argv[2], sys.argv[3] == "1", sys.argv[4]
rows = []
with open(table) as fh:
    next(fh)
    for n, line in enumerate(fh, 2):
        repo, commit, path, span, rule, cls, label, reason = line.rstrip("\n").split("\t")
        lo, _, hi = span.partition("-")
        rows.append(dict(n=n, repo=repo, path=path, lo=int(lo), hi=int(hi or lo),
                         rule=rule, cls=cls, label=label, reason=reason))

findings, incomplete = [], []
for repo in sorted({r["repo"] for r in rows}):
    path = os.path.join(out, "json", repo.replace("/", "+") + ".json")
    try:
        doc = json.load(open(path))
    except (OSError, ValueError) as err:
        incomplete.append(f"{repo}: no result ({err})")
        continue
    rowpaths = {r["path"] for r in rows if r["repo"] == repo}
    for notice in doc.get("notices") or []:
        text = f"{repo}: {notice.get('path', '')}: {notice.get('kind', '')}: {notice.get('reason', json.dumps(notice))}"
        # A notice on a file that holds rows makes the score incomplete; on another
        # file it only means findings outside the table may be missing: printed.
        if notice.get("path") in rowpaths or not notice.get("path"):
            incomplete.append(text)
        else:
            print("notice: " + text)
    for f in doc.get("findings") or []:
        if f.get("reported", True):
            findings.append(dict(repo=repo, path=f["path"], line=f["start_line"],
                                 rule=f["rule_id"], msg=f["message"].replace("\t", " ").replace("\n", " "),
                                 sev=f.get("severity", "medium")))

def on(row, f, same_rule=True):
    return (f["repo"] == row["repo"] and f["path"] == row["path"]
            and row["lo"] <= f["line"] <= row["hi"] and (f["rule"] == row["rule"]) == same_rule)

for r in rows:
    r["hit"] = any(on(r, f) for f in findings)
    r["other"] = sorted({f["rule"] for f in findings if on(r, f, same_rule=False)})

def table_of(rows, key, title):
    agg = collections.OrderedDict()
    for r in sorted(rows, key=lambda r: r[key]):
        a = agg.setdefault(r[key], collections.Counter())
        a[r["label"]] += 1
        if r["hit"]:
            a[r["label"] + "_hit"] += 1
        elif r["label"] == "defect" and r["other"]:
            a["other"] += 1
    print(f"\n{title:<48} {'defect':>6} {'found':>5} {'recall':>6} {'other':>5} {'clean':>5} {'flagged':>7}")
    tot = collections.Counter()
    for k, a in agg.items():
        tot.update(a)
        d = a["defect"]
        rec = f"{a['defect_hit'] / d:.2f}" if d else "-"
        print(f"{k[:48]:<48} {d:>6} {a['defect_hit']:>5} {rec:>6} {a['other']:>5} {a['clean']:>5} {a['clean_hit']:>7}")
    d = tot["defect"]
    rec = f"{tot['defect_hit'] / d:.2f}" if d else "-"
    print(f"{'all':<48} {d:>6} {tot['defect_hit']:>5} {rec:>6} {tot['other']:>5} {tot['clean']:>5} {tot['clean_hit']:>7}")

# The classes grouped into the families the issues name (issue 17: knowledge
# of libraries; issue 18: knowledge beyond the file), by words of the class.
def family(cls):
    if cls == "clean look-alike":
        return "clean look-alike"
    if "unknown to the tool" in cls:
        return "library or SDK unknown to the tool"
    if any(w in cls for w in ("another file", "another module", "service module",
                              "forwarded options", "wrapper", "inside a helper")):
        return "across files (helper, wrapper, service module)"
    if "same file" in cls:
        return "helper in the same file"
    return "direct" if cls == "direct" else "other: " + cls
for r in rows:
    r["family"] = family(r["cls"])

# Batches (blind-batches.tsv: batch, repo, rows_commit, note): the repositories
# added together, each batch's rows committed before its first scan. A later
# batch measures fairly what an earlier one, already read for misses, cannot.
batch_of, batch_note = {}, collections.OrderedDict()
if os.path.exists(batches_path):
    with open(batches_path) as fh:
        next(fh)
        for line in fh:
            if line.strip():
                b, repo, rows_commit, note = (line.rstrip("\n").split("\t") + ["", "", ""])[:4]
                batch_of[repo] = b
                batch_note.setdefault(b, f"rows written in {rows_commit}: {note}")
for r in rows:
    r["batch"] = batch_of.get(r["repo"], "unbatched")

def tables(sel, heading):
    print(f"\n=== {heading}: {len({r['repo'] for r in sel})} repositories, {len(sel)} rows "
          f"({sum(r['label'] == 'defect' for r in sel)} defect, {sum(r['label'] == 'clean' for r in sel)} clean)")
    table_of(sel, "rule", "rule (other = defect row reported by another rule)")
    table_of(sel, "cls", "class")
    table_of(sel, "family", "class family")

print(f"rows: {len(rows)} ({sum(r['label'] == 'defect' for r in rows)} defect, "
      f"{sum(r['label'] == 'clean' for r in rows)} clean); findings: {len(findings)}")
tables(rows, "all batches")
for b in sorted({r["batch"] for r in rows}):
    tables([r for r in rows if r["batch"] == b], f"batch {b} ({batch_note.get(b, 'not in blind-batches.tsv')})")

# Per rule precision over the findings: on a defect row, on a clean row, on no
# row; findings on no row take the verdict a reader gave them after the scan in
# blind-unlisted.tsv (true, debatable, false), or count as unread.
verdicts = {}
vpath = os.path.join(os.path.dirname(table), "blind-unlisted.tsv")
if os.path.exists(vpath):
    with open(vpath) as fh:
        next(fh)
        for line in fh:
            repo, path, ln, rule, verdict, _note = line.rstrip("\n").split("\t")[:6]
            verdicts[(repo, path, int(ln), rule)] = verdict
listed = collections.defaultdict(collections.Counter)
unlisted = []
for f in findings:
    hit = [r for r in rows if on(r, f)]
    if any(r["label"] == "defect" for r in hit):
        listed[f["rule"]]["defect"] += 1
    elif hit:
        listed[f["rule"]]["clean"] += 1
    else:
        f["verdict"] = verdicts.get((f["repo"], f["path"], f["line"], f["rule"]), "unread")
        listed[f["rule"]]["no row " + f["verdict"]] += 1
        unlisted.append(f)
cols = ["defect", "clean", "no row true", "no row debatable", "no row false", "no row unread"]
print(f"\n{'findings by rule':<10} {'total':>5} {'defect row':>10} {'clean row':>9} {'+true':>5} {'+debatable':>10} "
      f"{'+false':>6} {'+unread':>7} {'precision':>9}")
tot = collections.Counter()
def line_of(rule, c):
    n = sum(c.values())
    good = c["defect"] + c["no row true"]
    bad = c["clean"] + c["no row false"]
    prec = f"{good / (good + bad):.2f}" if good + bad else "-"
    print(f"{rule:<10} {n:>5} " + " ".join(f"{c[k]:>{w}}" for k, w in zip(cols, (10, 9, 5, 10, 6, 7))) + f" {prec:>9}")
for rule in sorted(listed):
    tot.update(listed[rule])
    line_of(rule, listed[rule])
line_of("all", tot)
print("precision = (on a defect row + true on no row) / (those + on a clean row + false on no row); debatable and unread left out")

# Severity by impact (issue 21): medium/high findings fail a check, low ones
# are notices. Of the medium/high findings: share true (a defect row or
# judged true), false (a clean row or judged false), debatable and unread;
# low findings counted apart. Measured only: no rule is tuned on this set.
print(f"\n{'by severity':<24} {'findings':>8} {'true':>5} {'debat':>5} {'false':>5} {'unread':>6} {'%true':>6} {'%false':>6}")
scopes = [("all", None)] + [(f"batch {b}", b) for b in sorted({r["batch"] for r in rows})]
levels = (("medium/high", ("medium", "high")), ("low", ("low",)))
for (scope, batch), (level, sevs) in [(s, l) for s in scopes for l in levels]:
    c = collections.Counter()
    for f in findings:
        if f["sev"] not in sevs or (batch is not None and batch_of.get(f["repo"], "unbatched") != batch):
            continue
        hit = [r for r in rows if on(r, f)]
        if any(r["label"] == "defect" for r in hit):
            c["true"] += 1
        elif hit:
            c["false"] += 1
        else:
            v = verdicts.get((f["repo"], f["path"], f["line"], f["rule"]), "unread")
            c[{"true": "true", "false": "false", "debatable": "debatable"}.get(v, "unread")] += 1
    n = sum(c.values())
    read = n - c["unread"]
    pt = f"{100 * c['true'] / read:.1f}" if read else "-"
    pf = f"{100 * c['false'] / read:.1f}" if read else "-"
    print(f"{scope + ' ' + level:<24} {n:>8} {c['true']:>5} {c['debatable']:>5} {c['false']:>5} {c['unread']:>6} {pt:>6} {pf:>6}")

with open(os.path.join(out, "rows.tsv"), "w") as fh:
    fh.write("row\trepo\tpath\tline\trule\tclass\tlabel\tfound\tother_rules\tbatch\n")
    for r in rows:
        span = str(r["lo"]) if r["lo"] == r["hi"] else f"{r['lo']}-{r['hi']}"
        fh.write(f"{r['n']}\t{r['repo']}\t{r['path']}\t{span}\t{r['rule']}\t{r['cls']}\t{r['label']}\t"
                 f"{'yes' if r['hit'] else 'no'}\t{','.join(r['other'])}\t{r['batch']}\n")
with open(os.path.join(out, "unlisted.tsv"), "w") as fh:
    fh.write("repo\tpath\tline\trule\tverdict\tmessage\tseverity\n")
    for f in unlisted:
        fh.write(f"{f['repo']}\t{f['path']}\t{f['line']}\t{f['rule']}\t{f['verdict']}\t{f['msg']}\t{f['sev']}\n")
print(f"\nper row: {out}/rows.tsv; findings on no row (to be read): {out}/unlisted.tsv")

if failed or incomplete:
    print("\nINCOMPLETE: " + ("; ".join(incomplete) if incomplete else "a scan failed or was incomplete (see above)"), file=sys.stderr)
    sys.exit(2)
PY
