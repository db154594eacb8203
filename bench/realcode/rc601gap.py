#!/usr/bin/env python3
"""RC601 gap count over the blind clones (helper svcmut, session 2026-11-27).

    go build -tags rc601trace -o /tmp/rc-trace ./cmd/resilience-check
    # scan each clone from its root, stderr kept: DIR/<owner>+<name>.json / .err
    #   (cd CLONE && /tmp/rc-trace scan --format json --fail-on none . > DIR/N.json 2> DIR/N.err)
    bench/realcode/rc601gap.py DIR [--list]

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


def main():
    d = sys.argv[1]
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
