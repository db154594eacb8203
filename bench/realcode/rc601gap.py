#!/usr/bin/env python3
"""RC601 gap count over the blind clones (helper svcmut, session 2026-11-27).

    go build -tags rc601trace -o /tmp/rc-trace ./cmd/resilience-check
    # scan each clone from its root, stderr kept: DIR/<owner>+<name>.json / .err
    #   (cd CLONE && /tmp/rc-trace scan --format json --fail-on none . > DIR/N.json 2> DIR/N.err)
    bench/realcode/rc601gap.py DIR [--list]
    bench/realcode/rc601gap.py DIR --unrecognised CLONES [--list]

A tool counts as a gap when its name's verb (its first word, or its second
after a product prefix) is a mutating one (create, add, update, edit, delete,
remove, send, post, publish, set, move, assign, merge, run, trigger, ...)
and RC601 neither reported it (no RC601 finding on its line) nor judged it
(read name, key, caller id, excused kind): its outcome is "pending" (left to
the summaries, which found nothing) or "schema-unknown"; a tool whose name
alone excuses a POST the summaries would find ("pending-named": a named
kind, a state action, a set or delete verb) is counted as "named", no gap. Each gap is
classed by the calls of its handler the summaries saw (RC601X lines):
  nocalls   no call left for the summaries (the file's own code did not show
            a mutation it recognises);
  unres     some call did not resolve to a function of the program;
  resolved  every call resolved, none to a mutation.

--unrecognised CLONES (helper svcmut2) counts the other side: tool names
with a mutating verb that the clones' sources define (a Python function
under a decorator whose name holds "tool", a `Tool(name=...)`; Go
`NewTool("x"`, `NewServerTool("x"`, `Name: "x"` in a file naming mcp; a
JS/TS `.tool("x"` / `registerTool("x"` / `addTool("x"` or `name: "x"` in a
file with a schema) and for which RC601 judged no tool of that name in the
repository (no RC601T line): tools whose registration shape it does not
know. A textual guess (a `Name:` field may be no tool), so it counts
names, per language, not findings. The rc601trace build also prints
"nohandler" for a Go AddTool whose handler is given by name from another
file (judged in that file: handlers.Tools).
"""
import collections, glob, json, os, re, sys

VERBS = {"create", "add", "update", "edit", "delete", "remove", "send", "post", "publish", "set", "move",
         "assign", "merge", "run", "trigger", "insert", "submit", "upload", "invite", "comment", "reply",
         "write", "save", "append", "book", "order", "transfer", "push", "fork", "execute", "start", "schedule",
         "deploy", "import", "clone", "duplicate", "copy", "new", "make", "put", "upsert", "modify", "patch",
         "rename", "archive", "cancel", "close", "reopen", "enqueue", "broadcast", "notify", "tweet", "like",
         "follow", "star", "register", "mint", "swap", "pay", "charge", "refund", "generate", "register"}
CREATE = {"create", "add", "send", "post", "publish", "insert", "submit", "upload", "invite", "comment", "reply",
          "append", "book", "order", "transfer", "push", "fork", "trigger", "run", "execute", "start", "schedule",
          "deploy", "import", "clone", "duplicate", "copy", "new", "make", "enqueue", "broadcast", "notify",
          "tweet", "mint", "swap", "pay", "charge", "refund", "write", "save", "generate", "register"}


def words(name):
    name = re.sub(r"([a-z0-9])([A-Z])", r"\1_\2", name)
    return [w for w in re.split(r"[^A-Za-z0-9]+", name.lower()) if w]


def verb(name):
    ws = words(name)
    for w in ws[:2]:
        if w in VERBS:
            return w
    return ""


PY_DEC = re.compile(r"^\s*@([\w.]*tool[\w.]*)\s*(\((.*))?$", re.I)
PY_DEF = re.compile(r"^\s*(async\s+)?def\s+(\w+)")
NAMEKW = re.compile(r"""\bname\s*=\s*["']([\w\-.]+)["']""")
GO_PAT = [re.compile(r"""NewTool\(\s*"([\w\-.]+)\""""), re.compile(r"""NewServerTool\(\s*"([\w\-.]+)\""""),
          re.compile(r"""\bName:\s*"([\w\-.]+)\"""")]
JS_PAT = [re.compile(r"""\.(?:tool|registerTool|addTool)\(\s*["'`]([\w\-.]+)["'`]"""), re.compile(r"""\bname:\s*["'`]([\w\-.]+)["'`]""")]
SKIP_DIRS = {"node_modules", ".git", "vendor", "dist", "build", "test", "tests", "__tests__", "examples", "docs"}


def candidates(root):
    """(path, line, name, lang) of the tool names a clone's sources define (textual)."""
    out = []
    for dp, dn, fn in os.walk(root):
        dn[:] = [x for x in dn if x not in SKIP_DIRS]
        for f in fn:
            ext = os.path.splitext(f)[1]
            if "test" in f.lower() or "spec" in f.lower() or ext not in (".py", ".go", ".ts", ".js", ".mts", ".mjs", ".tsx"):
                continue
            p = os.path.join(dp, f)
            rel = os.path.relpath(p, root)
            try:
                src = open(p, errors="replace").read()
            except OSError:
                continue
            if len(src) > 400000:
                continue
            lines = src.split("\n")
            if ext == ".py":
                if "tool" not in src.lower():
                    continue
                pend = None
                for i, ln in enumerate(lines):
                    m = PY_DEC.match(ln)
                    if m:
                        nm = NAMEKW.search(ln)
                        pend = nm.group(1) if nm else ""
                        continue
                    if pend is not None:
                        m = PY_DEF.match(ln)
                        if m:
                            out.append((rel, i + 1, pend or m.group(2), "py"))
                            pend = None
                    m = re.search(r"""\bTool\(\s*name\s*=\s*["']([\w\-.]+)["']""", ln)
                    if m:
                        out.append((rel, i + 1, m.group(1), "py"))
            elif ext == ".go":
                if "mcp" in src:
                    out += [(rel, i + 1, m.group(1), "go") for i, ln in enumerate(lines) for pat in GO_PAT for m in pat.finditer(ln)]
            elif "tool" in src.lower() and re.search(r"inputSchema|parameters|schema|zod|\.tool\(", src):
                out += [(rel, i + 1, m.group(1), "js") for i, ln in enumerate(lines) for pat in JS_PAT for m in pat.finditer(ln)]
    return out


def unrecognised(d, clones, listing):
    cnt = collections.Counter()
    gaps = []
    for err in sorted(glob.glob(os.path.join(d, "*.err"))):
        repo = os.path.basename(err)[:-4]
        names = set()
        for ln in open(err, errors="replace"):
            p = ln.rstrip("\n").split("\t")
            if p[0] == "RC601T" and len(p) == 5:
                names.add(p[3])
                cnt["nohandler"] += p[4] == "nohandler"
        seen = set()
        for rel, line, name, lang in candidates(os.path.join(clones, repo)):
            if not verb(name) or name in seen:
                continue
            seen.add(name)
            cnt["cand-" + lang] += 1
            if name in names:
                cnt["recognised-" + lang] += 1
                continue
            cnt["unrecognised-" + lang] += 1
            gaps.append((repo, rel, line, name, lang))
    for key in sorted(cnt):
        print(f"{key}\t{cnt[key]}")
    print("repos-with-unrecognised\t%d" % len({g[0] for g in gaps}))
    if listing:
        for g in gaps:
            print("\t".join(map(str, g)))


def main():
    d = sys.argv[1]
    if "--unrecognised" in sys.argv:
        unrecognised(d, sys.argv[sys.argv.index("--unrecognised") + 1], "--list" in sys.argv)
        return
    listing = "--list" in sys.argv
    tools = {}  # (repo, path, line) -> [name, outcomes]
    xcalls = {}
    for err in sorted(glob.glob(os.path.join(d, "*.err"))):
        repo = os.path.basename(err)[:-4]
        for ln in open(err, errors="replace"):
            p = ln.rstrip("\n").split("\t")
            if p[0] == "RC601T" and len(p) == 5:
                k = (repo, p[1], int(p[2]))
                t = tools.setdefault(k, [p[3], set()])
                t[1].add(p[4].split(":")[0])
            elif p[0] == "RC601X" and len(p) == 5:  # one call of the tool's handler: name=U|R|M
                k = (repo, p[1], int(p[2]))
                xcalls[k] = (xcalls.get(k, "") + " " + p[4]).strip()
    found = set()
    for js in glob.glob(os.path.join(d, "*.json")):
        repo = os.path.basename(js)[:-5]
        try:
            data = json.load(open(js))
        except Exception:
            continue
        for f in data.get("findings") or []:
            if f["rule_id"] == "RC601":
                found.add((repo, f["path"], f["start_line"]))
    cnt = collections.Counter()
    gaps = []
    for k, (name, outs) in tools.items():
        v = verb(name)
        rep = k in found
        cnt["tools"] += 1
        if not v:
            continue
        cnt["mutating-verb"] += 1
        if rep:
            cnt["reported"] += 1
            continue
        if outs - {"pending", "schema-unknown", "pending-named"}:
            cnt["judged"] += 1
            continue
        if "pending-named" in outs and not outs & {"pending", "schema-unknown"}:
            cnt["named"] += 1  # a POST the summaries find is excused by the name (CrossFileMessage)
            continue
        calls = xcalls.get(k, "")
        st = [c.rsplit("=", 1)[-1] for c in calls.split()] if calls else []
        cls = "nocalls" if not st else ("unres" if "U" in st else "resolved")
        if "schema-unknown" in outs:
            cls = "schema-unknown"
        cnt["gap"] += 1
        cnt["gap-" + cls] += 1
        if v in CREATE:
            cnt["gap-createverb"] += 1
            cnt["gap-createverb-" + cls] += 1
        gaps.append((k, name, v, cls, calls))
    for key in sorted(cnt):
        print(f"{key}\t{cnt[key]}")
    repos = collections.Counter(g[0][0] for g in gaps)
    print(f"repos-with-gap\t{len(repos)}")
    if listing:
        for (repo, path, line), name, v, cls, calls in sorted(gaps):
            print("\t".join([repo, path, str(line), name, v, cls, calls[:300]]))


main()
