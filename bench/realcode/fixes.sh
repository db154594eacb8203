#!/usr/bin/env bash
# Measures `scan --fix` on real code (issue 12, "Tests and figures"): for every
# finding judged true in verdicts*.tsv of the rules RC101, RC102 and RC201, it
# exports the files of that commit into a scratch folder, scans them, applies
# the safe fixes with the CLI's `scan --fix`, checks that each fixed file still
# parses (python3 -m py_compile; node --check; the TypeScript parser when the
# typescript package can be loaded, else only --fix's own tree-sitter check; gofmt -e)
# and scans it again. It prints, per rule: true findings, with a safe fix, with
# only an unsafe fix, with no fix, applied, fixed files that parse, findings
# gone after the re-scan, and the fixes dropped by --fix with their reason.
#
#   bench/realcode/fixes.sh CORPUS            # CORPUS/<name> are clones (see run.sh)
#   RC_VERDICTS="extra.tsv ..." bench/realcode/fixes.sh CORPUS   # more verdict files
#   TS_MODULE=/path/to/node_modules/typescript bench/realcode/fixes.sh CORPUS
#                     # (npm install --prefix DIR typescript@5 gives DIR/node_modules/typescript)
#   UNSAFE=1 bench/realcode/fixes.sh CORPUS   # --unsafe-fixes too: unsafe fixes count as applicable
#   GO_BUILD=1 bench/realcode/fixes.sh CORPUS # also go build the packages of fixed Go files in the
#                                             # whole tree (downloads their modules; files that
#                                             # //go:embed needs and a sparse clone lacks are stubbed)
#
# Nothing of the corpus is written outside $OUT (default /tmp/rc-fixes); the
# clones are read with git archive, never changed. Per-finding outcomes go to
# $OUT/fixes.tsv, and the fixes themselves to $OUT/fixes.diff.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
corpus=${1:?usage: bench/realcode/fixes.sh CORPUS}
corpus=$(cd "$corpus" && pwd)
out=${OUT:-/tmp/rc-fixes}
rm -rf "$out/fix"
mkdir -p "$out/fix"
if [[ -z "${RC_BIN:-}" ]]; then
  RC_BIN="$out/resilience-check"
  (cd "$root" && go build -o "$RC_BIN" ./cmd/resilience-check)
fi
export RC_BIN corpus out
# shellcheck disable=SC2086
python3 - "$here" ${RC_VERDICTS:-} <<'PY'
import csv, difflib, glob, json, os, re, subprocess, sys, collections

here, extra = sys.argv[1], sys.argv[2:]
rc_bin, corpus, out = os.environ["RC_BIN"], os.environ["corpus"], os.environ["out"]
unsafe = os.environ.get("UNSAFE") == "1"
go_build = os.environ.get("GO_BUILD") == "1"
fixable = ("safe", "unsafe") if unsafe else ("safe",)
RULES = ("RC101", "RC102", "RC201")

def rows(path):
    with open(path, newline="") as fh:
        return list(csv.DictReader(fh, delimiter="\t"))

verdicts = {}
for p in sorted(glob.glob(os.path.join(here, "verdicts*.tsv"))) + extra:
    for v in rows(p):
        verdicts[(v["repo"], v["commit"], v["path"], v["line"], v["rule"])] = v["verdict"]
true = sorted(k for k, v in verdicts.items() if v == "true" and k[4] in RULES)
if not true:
    sys.exit("no true RC101/RC102/RC201 verdicts found")

# the TypeScript parser, when it can be loaded, for .ts/.tsx syntax checks
ts_module = os.environ.get("TS_MODULE", "typescript")
have_ts = subprocess.run(["node", "-e", f"require({json.dumps(ts_module)})"], capture_output=True).returncode == 0 \
    if subprocess.run(["which", "node"], capture_output=True).returncode == 0 else False

def run(cmd, **kw):
    return subprocess.run(cmd, capture_output=True, text=True, **kw)

def syntax_errors(path):
    """Syntax errors of one file by the language's own parser (a count; -1 when no parser is at hand)."""
    ext = os.path.splitext(path)[1]
    if ext in (".py", ".pyi"):
        return 0 if run([sys.executable, "-c", "import ast,sys; ast.parse(open(sys.argv[1],'rb').read())", path]).returncode == 0 else 1
    if ext in (".js", ".mjs", ".cjs") and not path.endswith(".jsx"):
        r = run(["node", "--check", path])
        return 0 if r.returncode == 0 else 1
    if ext in (".ts", ".tsx", ".mts", ".cts", ".jsx") and have_ts:
        js = ("const ts=require(%s);const fs=require('fs');const p=process.argv[1];"
              "const k=p.endsWith('x')?ts.ScriptKind.TSX:ts.ScriptKind.TS;"
              "const sf=ts.createSourceFile(p,fs.readFileSync(p,'utf8'),ts.ScriptTarget.Latest,true,k);"
              "console.log(sf.parseDiagnostics.length)") % json.dumps(ts_module)
        r = run(["node", "-e", js, path])
        return int(r.stdout.strip() or 1)
    if ext == ".go":
        return 0 if run(["gofmt", "-e", "-l", path]).returncode == 0 else 1
    return -1

def scan(d, *flags):
    r = run([rc_bin, "scan", "--repo", d, d, "--format", "json", "--fail-on", "none", *flags])
    if r.returncode != 0:
        sys.exit(f"scan of {d} failed: {r.stderr.strip()[-300:]}")
    return json.loads(r.stdout), r.stderr

def line_map(a, b):
    """Maps 1-based lines of text a to lines of text b (a fix edits a line in place or adds lines)."""
    m = {}
    for op, i1, i2, j1, j2 in difflib.SequenceMatcher(None, a, b, autojunk=False).get_opcodes():
        for k in range(i2 - i1):
            m[i1 + k + 1] = j1 + min(k, max(j2 - j1 - 1, 0)) + 1
    return m

embed_re = re.compile(r"^(?:(.*)/)?[^/]*\.go:\d+:\d+: pattern (.*): no matching files found$")

def go_build_tree(clone, commit, scratch, gofiles):
    """go build of the packages of the fixed Go files, in the whole tree at commit: path -> passed."""
    if not gofiles:
        return {}
    tree = scratch + ".tree"
    os.makedirs(tree)
    names = run(["git", "-C", clone, "ls-tree", "-r", "--name-only", commit]).stdout.split("\n")
    names = [n for n in names if n.endswith(".go") or n in ("go.mod", "go.sum")]
    arch = subprocess.run(["git", "-C", clone, "archive", commit, "--", *names], capture_output=True)
    subprocess.run(["tar", "-x", "-C", tree], input=arch.stdout, check=True)
    for p in gofiles:
        with open(os.path.join(scratch, p), "rb") as src, open(os.path.join(tree, p), "wb") as dst:
            dst.write(src.read())
    pkgs = sorted({"./" + os.path.dirname(p) if os.path.dirname(p) else "." for p in gofiles})
    ok = False
    for _ in range(6):
        r = run(["go", "build", *pkgs], cwd=tree)
        if r.returncode == 0:
            ok = True
            break
        stubs = [m for m in (embed_re.match(l) for l in r.stderr.splitlines()) if m]
        if not stubs:
            print(f"go build in {repo_of(clone)} {commit[:10]}: {r.stderr.strip()[-300:]}", file=sys.stderr)
            break
        for m in stubs:
            f = os.path.join(tree, m.group(1) or "", m.group(2).replace("*", "x"))
            os.makedirs(os.path.dirname(f), exist_ok=True)
            open(f, "w").write("{}")
    return {p: ok for p in gofiles}

def repo_of(clone):
    return os.path.basename(clone)

dropped_re = re.compile(r"^resilience-check: (.+):(\d+): (RC\d+) fix not applied: (.*)$")
by_commit = collections.defaultdict(list)
for k in true:
    by_commit[(k[0], k[1])].append(k)

results = []  # one dict per true finding
diffs = []    # unified diff lines of every fixed file
for (repo, commit), keys in sorted(by_commit.items()):
    clone = os.path.join(corpus, repo.split("/", 1)[1])
    scratch = os.path.join(out, "fix", repo.replace("/", "+") + "-" + commit[:10])
    os.makedirs(scratch)
    paths = sorted({k[2] for k in keys})
    for extra_path in (".github/resilience-check.yml", ".github/resilience-check.yaml"):
        if run(["git", "-C", clone, "cat-file", "-e", f"{commit}:{extra_path}"]).returncode == 0:
            paths.append(extra_path)
    arch = subprocess.run(["git", "-C", clone, "archive", commit, "--", *paths], capture_output=True)
    subprocess.run(["tar", "-x", "-C", scratch], input=arch.stdout, check=True)
    originals = {p: open(os.path.join(scratch, p), encoding="utf-8", errors="surrogateescape").read() for p in paths}
    before_errs = {p: syntax_errors(os.path.join(scratch, p)) for p in paths}
    before, _ = scan(scratch)
    found = {(f["path"], str(f["start_line"]), f["rule_id"]): f for f in before.get("findings") or [] if f.get("reported", True)}
    _, fix_err = scan(scratch, "--fix", *(["--unsafe-fixes"] if unsafe else []))
    dropped = {}
    for line in fix_err.splitlines():
        m = dropped_re.match(line)
        if m:
            dropped[(m.group(1), m.group(2), m.group(3))] = m.group(4)
    after, _ = scan(scratch)
    left = collections.defaultdict(set)
    for f in after.get("findings") or []:
        if f.get("reported", True):
            left[(f["path"], f["rule_id"])].add(f["start_line"])
    built = go_build_tree(clone, commit, scratch, [p for p in paths if p.endswith(".go")]) if go_build else {}
    for p in paths:
        now = open(os.path.join(scratch, p), encoding="utf-8", errors="surrogateescape").read()
        diffs.extend(difflib.unified_diff(originals[p].splitlines(True), now.splitlines(True),
                                          f"a/{repo}/{p}", f"b/{repo}/{p}", n=2))
    for k in keys:
        _, _, path, line, rule = k
        r = {"repo": repo, "commit": commit, "path": path, "line": line, "rule": rule}
        f = found.get((path, line, rule))
        fx = (f or {}).get("autofix")
        r["fix"] = "missing" if f is None else "none" if not fx else fx["applicability"]
        new_src = open(os.path.join(scratch, path), encoding="utf-8", errors="surrogateescape").read()
        changed = new_src != originals[path]
        lm = line_map(originals[path].splitlines(), new_src.splitlines())
        nl = lm.get(int(line), int(line))
        # applied: offered, not dropped, and the text of its first edit is in the file now
        # (whitespace aside: gofmt may realign a Go literal's fields after the fix)
        first = re.sub(r"\s+", "", (fx or {}).get("edits", [{}])[0].get("text", "")).strip(",")
        r["applied"] = r["fix"] in fixable and (path, line, rule) not in dropped and changed and \
            first in re.sub(r"\s+", "", new_src)
        r["dropped"] = dropped.get((path, line, rule), "")
        errs = syntax_errors(os.path.join(scratch, path))
        r["parses"] = "" if not changed else ("unchecked" if errs < 0 else "yes" if errs <= before_errs[path] else "no")
        r["gone"] = nl not in left[(path, rule)]
        r["build"] = "" if path not in built or not changed else ("pass" if built[path] else "fail")
        if r["build"] == "fail":
            r["parses"] = "no (go build)"
        results.append(r)

with open(os.path.join(out, "fixes.diff"), "w", encoding="utf-8", errors="surrogateescape") as fh:
    fh.writelines(diffs)
with open(os.path.join(out, "fixes.tsv"), "w", newline="") as fh:
    w = csv.writer(fh, delimiter="\t", lineterminator="\n")
    cols = ["repo", "commit", "path", "line", "rule", "fix", "applied", "parses", "gone", "build", "dropped"]
    w.writerow(cols)
    for r in results:
        w.writerow([r[c] for c in cols])

print(f"{'safe and unsafe' if unsafe else 'safe'} fixes of the true findings ({'TypeScript parser' if have_ts else 'no TypeScript parser: .ts files checked by tree-sitter only'})")
print(f"{'rule':6} {'true':>5} {'fixable':>7} {'unsafe':>6} {'nofix':>5} {'applied':>7} {'parses':>6} {'gone':>5} {'dropped':>7}")
for rule in RULES:
    rs = [r for r in results if r["rule"] == rule]
    if not rs:
        continue
    safe = [r for r in rs if r["fix"] in fixable]
    applied = [r for r in safe if r["applied"]]
    print(f"{rule:6} {len(rs):5} {len(safe):7} {sum(r['fix'] == 'unsafe' for r in rs):6} "
          f"{sum(r['fix'] in ('none', 'missing') for r in rs):5} {len(applied):7} "
          f"{sum(r['parses'] == 'yes' for r in applied):6} {sum(r['gone'] for r in applied):5} "
          f"{sum(bool(r['dropped']) for r in safe):7}")
unchecked = [r for r in results if r["parses"] == "unchecked"]
if unchecked:
    print(f"  {len(unchecked)} fixed findings in files no parser here checks (TypeScript: set TS_MODULE); --fix itself parsed them with tree-sitter")
if go_build:
    v = [r for r in results if r["build"]]
    print(f"go build of the packages of the fixed Go files: {sum(r['build'] == 'pass' for r in v)} of {len(v)} fixed findings pass")
for r in results:
    if r["fix"] in fixable and not (r["applied"] and r["gone"] and r["parses"] == "yes"):
        if r["parses"] == "unchecked" and r["applied"] and r["gone"]:
            continue  # counted below
        why = r["dropped"] or ("not applied" if not r["applied"] else "does not parse" if r["parses"] != "yes" else "still reported")
        print(f"  {r['rule']} {r['repo']} {r['path']}:{r['line']}: {why}")
    if r["fix"] == "missing":
        print(f"  {r['rule']} {r['repo']} {r['path']}:{r['line']}: not reported by a scan of the file alone")
PY
