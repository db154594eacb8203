#!/usr/bin/env python3
"""sdkshape: over every JS/TS server of the blind set, the constructions of
MODELLED npm clients (libmodels rows of api constructor/function with a bound
and a documented default of none or above the 30 s request budget) and
whether the tool judged them, classified by the shape the client is built
and held in.

Usage (from a worktree):
    python3 bench/realcode/sdkshape.py BLIND_OUT [ROWS_JSON] [-v]
BLIND_OUT is a blind.sh OUT folder (its json/<owner>+<name>.json findings);
ROWS_JSON defaults to libmodels/rows.json.

A construction site is a call `new X(...)` / `X(...)` / `ns.X(...)` whose
callee, through the file's import or require bindings, is a row's name or
alias. Its bound argument (the row's bound.position) is classified:
  none      the argument is absent
  lit-set   an object literal naming the bound (or one of bound.also)
  lit-unset an object literal without it (and no spread)
  spread    an object literal with a spread
  ident     an identifier (an options variable)
  other     anything else (a call, a member, a ternary)
and where the client goes: this-field (this.x = / x: in a class),
export (export const), return, local (const/let x =), other.
judged: a finding of RC101/RC103/RC104 on the site's line (+-1) or a
related location there. The gap is the unset sites (none, lit-unset) not
judged; "unknown" sites (ident, other, spread) are the shapes the row
mechanism does not read at the construction.
Only repositories of bench/realcode/blind.tsv are read (BLIND SET rule).
"""
import json
import os
import re
import sys
from collections import Counter, defaultdict

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import sdkgap  # noqa: E402

BUDGET_S = 30

IMPORT_FROM = re.compile(r"""import\s+(?!type\s)([^'";]+?)\s+from\s+["']([^"'\n]+)["']""", re.S)
REQUIRE = re.compile(r"""(?:const|let|var)\s+([^=;]+?)\s*=\s*(?:await\s+)?(?:require|import)\s*\(\s*["']([^"'\n]+)["']\s*\)""")


def dur_s(v):
    if v is None or v == "none":
        return None
    m = re.fullmatch(r"(?:(\d+)h)?(?:(\d+)m(?!s))?(?:([\d.]+)s)?(?:(\d+)ms)?", v)
    if not m:
        return None
    h, mi, s, ms = m.groups()
    return int(h or 0) * 3600 + int(mi or 0) * 60 + float(s or 0) + int(ms or 0) / 1000.0


def rows_of(path):
    with open(path) as f:
        data = json.load(f)
    out = {}
    for block in data:
        for r in block["rows"]:
            if r["lang"] != "javascript" or r.get("match") == "code":
                continue
            if r["api"] not in ("constructor", "function"):
                continue
            b, d = r.get("bound"), r.get("default")
            if not b or not d:
                continue
            s = dur_s(d.get("value"))
            if s is not None and s <= BUDGET_S:
                continue
            for n in [r["name"]] + r.get("aliases", []):
                out[n] = r
    return out


def bindings(text):
    """local name -> qualified name (pkg for a default or namespace import,
    pkg.X for a named one)."""
    out = {}

    def named(inner, pkg):
        for part in inner.split(","):
            part = part.strip()
            if not part or part.startswith("type "):
                continue
            if " as " in part:
                a, b = [x.strip() for x in part.split(" as ", 1)]
            elif ":" in part:
                a, b = [x.strip() for x in part.split(":", 1)]
            else:
                a = b = part
            if re.fullmatch(r"[\w$]+", b):
                out[b] = pkg + "." + a
    for m in IMPORT_FROM.finditer(text):
        clause, pkg = m.group(1).strip(), m.group(2)
        if clause.startswith("* as "):
            out[clause[5:].strip()] = pkg
            continue
        brace = clause.find("{")
        if brace >= 0:
            head = clause[:brace].strip().rstrip(",").strip()
            if head:
                out[head] = pkg
            named(clause[brace + 1:clause.rfind("}")], pkg)
        elif re.fullmatch(r"[\w$]+", clause):
            out[clause] = pkg
    for m in REQUIRE.finditer(text):
        lhs, pkg = m.group(1).strip(), m.group(2)
        if lhs.startswith("{"):
            named(lhs.strip("{} "), pkg)
        elif re.fullmatch(r"[\w$]+", lhs):
            out[lhs] = pkg
    return out


def args_of(text, i):
    """The argument texts of the call whose '(' is at i."""
    depth, start, out, j = 0, i + 1, [], i
    quote = None
    while j < len(text):
        c = text[j]
        if quote:
            if c == "\\":
                j += 2
                continue
            if c == quote:
                quote = None
        elif c in "'\"`":
            quote = c
        elif c in "([{":
            depth += 1
        elif c in ")]}":
            depth -= 1
            if depth == 0:
                out.append(text[start:j])
                break
        elif c == "," and depth == 1:
            out.append(text[start:j])
            start = j + 1
        j += 1
    return [a.strip() for a in out if a.strip()]


def shape(arg, row):
    if arg is None:
        return "none"
    if arg.startswith("{"):
        keys = [row["bound"].get("name", "")] + row["bound"].get("also", [])
        name = row["bound"].get("name", "")
        first = name.split(".")[0] if name else ""
        if any(k and re.search(r"\b" + re.escape(k.split(".")[-1]) + r"\b", arg) for k in keys + [first]):
            return "lit-set"
        if "..." in arg:
            return "spread"
        return "lit-unset"
    if re.fullmatch(r"[\w$]+", arg):
        return "ident"
    return "other"


def holder(text, start):
    line_start = text.rfind("\n", 0, start) + 1
    pre = text[line_start:start]
    k = line_start
    # look back over the previous line for a split assignment
    if not pre.strip():
        prev = text.rfind("\n", 0, line_start - 1) + 1
        pre = text[prev:start]
    pre = pre.replace("await ", "")
    if re.search(r"this\.[\w$]+\s*=\s*$", pre) or re.search(r"^\s*(private|public|protected|readonly|static|#)?[\w\s$#]*[\w$]+\s*(:[^=]+)?=\s*$", pre) and re.match(r"^\s+(private|public|protected|readonly|static|#)", pre):
        return "this-field"
    if re.search(r"export\s+(const|let|var|default)\b[^=]*=?\s*$", pre):
        return "export"
    if re.search(r"return\s*$", pre) or re.search(r"=>\s*$", pre):
        return "return"
    if re.search(r"(const|let|var)\s+[\w$]+\s*(:[^=]+)?=\s*$", pre):
        return "local"
    if re.search(r"[\w$]+\s*=\s*$", pre):
        return "reassign"
    return "other"


def findings(out_dir, repo, rules=("RC101", "RC103", "RC104")):
    p = os.path.join(out_dir, "json", repo.replace("/", "+") + ".json")
    lines = defaultdict(set)
    try:
        with open(p) as f:
            data = json.load(f)
    except (OSError, ValueError):
        return None
    for fd in data.get("findings") or []:
        if fd["rule_id"] not in rules:
            continue
        for loc in [fd] + (fd.get("related") or []):
            for ln in range(loc["start_line"] - 1, loc.get("end_line", loc["start_line"]) + 2):
                lines[loc["path"]].add(ln)
    return lines


def main():
    args = [a for a in sys.argv[1:] if not a.startswith("-")]
    verbose = "-v" in sys.argv
    out_dir = args[0]
    rows = rows_of(args[1] if len(args) > 1 else os.path.join(sdkgap.ROOT, "libmodels", "rows.json"))
    tally = Counter()
    per_pkg = defaultdict(Counter)
    servers = defaultdict(set)
    sites = []
    for repo, root in sdkgap.blind_repos():
        if not os.path.isdir(root):
            continue
        fl = findings(out_dir, repo)
        for path in sdkgap.walk(root):
            if path.endswith(sdkgap.PY_EXT):
                continue
            try:
                with open(path, encoding="utf-8", errors="replace") as f:
                    text = f.read()
            except OSError:
                continue
            b = bindings(text)
            if not b:
                continue
            rel = os.path.relpath(path, root)
            names = "|".join(sorted((re.escape(k) for k in b), key=len, reverse=True))
            for m in re.finditer(r"(?<![\w$.])(new\s+)?(" + names + r")((?:\.[\w$]+)*)\s*(?:<[^()]*?>)?\s*\(", text):
                q = b[m.group(2)] + m.group(3)
                r = rows.get(q) or rows.get(q.replace(".default.", ".", 1))
                if r is None:
                    continue
                pos = r["bound"].get("position", 0) or 0
                a = args_of(text, m.end() - 1)
                where = r["bound"].get("where")
                if where in ("option", "signal", "config"):
                    sh = shape(a[pos] if pos < len(a) else None, r)
                elif where == "none":
                    sh = "none"
                else:
                    sh = "n/a:" + where
                hold = holder(text, m.start())
                line = text.count("\n", 0, m.start()) + 1
                judged = fl is not None and line in fl.get(rel, ())
                key = (sh, hold, "judged" if judged else "not")
                tally[key] += 1
                per_pkg[r["module"]][(sh, judged)] += 1
                servers[(sh, judged)].add(repo)
                sites.append((repo, rel, line, q, sh, hold, judged))
    print("sites by bound shape (unset = none/lit-unset; unknown = ident/other/spread):")
    by_shape = Counter()
    for (sh, hold, j), n in tally.items():
        by_shape[(sh, j)] += n
    for (sh, j), n in sorted(by_shape.items()):
        print("  %-12s %-7s %4d sites %3d servers" % (sh, j, n, len(servers[(sh, j == "judged")])))
    print("unset or unknown and not judged, by holder:")
    by_hold = Counter()
    for (sh, hold, j), n in tally.items():
        if j == "not" and sh in ("none", "lit-unset", "ident", "other", "spread"):
            by_hold[(sh, hold)] += n
    for (sh, hold), n in sorted(by_hold.items(), key=lambda x: -x[1]):
        print("  %-12s %-11s %4d" % (sh, hold, n))
    print("per package (not judged unset / unknown):")
    for pkg, c in sorted(per_pkg.items(), key=lambda x: -sum(v for (s, j), v in x[1].items() if not j)):
        unset = sum(v for (s, j), v in c.items() if not j and s in ("none", "lit-unset"))
        unk = sum(v for (s, j), v in c.items() if not j and s in ("ident", "other", "spread"))
        judged = sum(v for (s, j), v in c.items() if j)
        print("  %-40s unset-not-judged %3d unknown %3d judged %3d" % (pkg, unset, unk, judged))
    if verbose:
        for s in sites:
            print("\t".join(str(x) for x in s))


def recv_rows(path):
    """module -> [(row, tails)]: the rows whose methods are judged at each
    call on the client (per-call bounds, mutating methods), with the dotted
    method tails to look for ("GET", "emails.send")."""
    with open(path) as f:
        data = json.load(f)
    out = defaultdict(list)
    for block in data:
        for r in block["rows"]:
            if r["lang"] != "javascript" or r.get("match") == "code":
                continue
            per = (r.get("bound") or {}).get("per_call")
            tails = set(r.get("mutating") or [])
            if per:
                tails |= {m for m in r.get("methods") or [] if m != "*" and not m.startswith("!")}
            if tails:
                out[r["module"]].append((r, tails))
    return out


def recv_shape(text, root, start, b, rowmods):
    """How the file gets the receiver root of a call at start."""
    if root.startswith("this."):
        return "this-field"
    if root in b:
        return "import-row" if any(b[root].startswith(m) for m in rowmods) else "import-own"
    m = None
    for m2 in re.finditer(r"(?:const|let|var)\s+" + re.escape(root) + r"\s*(?::[^=;]+)?=\s*(?:await\s+)?(new\s+)?([\w$.]+)", text[:start]):
        m = m2
    if m:
        callee = m.group(2).split(".")[0]
        if callee in b and any(b[callee].startswith(x) for x in rowmods):
            return "local-construct"
        return "local-factory"
    if re.search(r"[(,]\s*" + re.escape(root) + r"\s*[?]?:\s*[\w$.<>]+", text):
        return "param"
    return "other"


def receivers(out_dir, rows_path):
    rr = recv_rows(rows_path)
    tally = Counter()
    sites = []
    for repo, root_dir in sdkgap.blind_repos():
        if not os.path.isdir(root_dir):
            continue
        files = []
        mods = set()
        for path in sdkgap.walk(root_dir):
            if path.endswith(sdkgap.PY_EXT):
                continue
            try:
                with open(path, encoding="utf-8", errors="replace") as f:
                    text = f.read()
            except OSError:
                continue
            files.append((path, text))
            for spec in sdkgap.js_imports(text):
                for m in rr:
                    if spec == m or spec.startswith(m + "/"):
                        mods.add(m)
        if not mods:
            continue
        fl = findings(out_dir, repo, rules=("RC101", "RC103", "RC601", "RC104"))
        for path, text in files:
            rel = os.path.relpath(path, root_dir)
            b = bindings(text)
            for m in mods:
                for r, tails in rr[m]:
                    for t in tails:
                        for c in re.finditer(r"((?:this\.)?[\w$]+)((?:\??\.[\w$]+|\([^()]*\))*?)\??\." + re.escape(t) + r"\s*(?:<[^()]*?>)?\(", text):
                            rootname = c.group(1)
                            line = text.count("\n", 0, c.start()) + 1
                            sh = recv_shape(text, rootname, c.start(), b, {m})
                            judged = fl is not None and line in fl.get(rel, ())
                            tally[(sh, judged)] += 1
                            sites.append((repo, rel, line, r["name"], t, sh, judged))
    return tally, sites


if __name__ == "__main__":
    if "--recv" in sys.argv:
        a = [x for x in sys.argv[1:] if not x.startswith("-")]
        tally, sites = receivers(a[0], a[1] if len(a) > 1 else os.path.join(sdkgap.ROOT, "libmodels", "rows.json"))
        print("calls of per-call or mutating methods of modelled npm clients, by receiver shape:")
        for (sh, j), n in sorted(tally.items()):
            print("  %-16s %-7s %4d" % (sh, "judged" if j else "not", n))
        if "-v" in sys.argv:
            for x in sites:
                print("\t".join(str(v) for v in x))
    else:
        main()
