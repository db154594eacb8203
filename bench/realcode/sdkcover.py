#!/usr/bin/env python3
"""sdkcover: how many of the blind set's servers import only JS/TS I/O
packages that libmodels has a row for.

Usage (from a worktree):
    python3 bench/realcode/sdkcover.py [ROWS_JSON]     # default libmodels/rows.json
    git show main:libmodels/rows.json > /tmp/rows-main.json
    python3 bench/realcode/sdkcover.py /tmp/rows-main.json   # the same count before

Reads the repositories of bench/realcode/blind.tsv under /work/blind (only
those: the BLIND SET rule) with sdkgap.py's walk and import readers (non-test
source; tests, examples, scripts and build output skipped). An imported npm
package is an I/O package when a JavaScript row models it with a kind other
than local (so its calls reach a network, a database, a file or a process),
or when sdk-gap-class.tsv judges it io or generated. It is covered when a row
names its module (sdkgap.js_modelled). Printed: the servers with JS/TS
source, those importing an I/O package, those whose every I/O package is
covered, the server-package pairs covered, and the uncovered packages ranked
by servers.
"""
import json
import os
import sys
from collections import defaultdict

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import sdkgap  # noqa: E402


def rows_of(path):
    with open(path) as f:
        data = json.load(f)
    mods, io = set(), set()
    for block in data:
        for r in block["rows"]:
            if r["lang"] != "javascript":
                continue
            mods.add(r["module"])
            if r["kind"] != "local":
                io.add(r["module"])
    return mods, io


def main():
    rows_path = sys.argv[1] if len(sys.argv) > 1 else os.path.join(sdkgap.ROOT, "libmodels", "rows.json")
    mods, io_mods = rows_of(rows_path)
    sdkgap.classes()
    judged = {pkg for (lang, pkg), cls in sdkgap.CLASS.items() if lang == "javascript" and cls in ("io", "generated")}
    local = {pkg for (lang, pkg), cls in sdkgap.CLASS.items() if lang == "javascript" and cls not in ("io", "generated")}
    per_repo = defaultdict(set)
    js_repos = set()
    for repo, root in sdkgap.blind_repos():
        if not os.path.isdir(root):
            continue
        _, jslocal = sdkgap.local_names(root)
        for path in sdkgap.walk(root):
            if path.endswith(sdkgap.PY_EXT):
                continue
            js_repos.add(repo)
            try:
                with open(path, encoding="utf-8", errors="replace") as f:
                    text = f.read()
            except OSError:
                continue
            for spec in sdkgap.js_imports(text):
                pkg = sdkgap.js_package(spec)
                if pkg and pkg not in jslocal:
                    per_repo[repo].add(pkg)

    def is_io(pkg):
        if pkg in judged:
            return True
        if pkg in local:
            return False
        return any(pkg == m or pkg.startswith(m + "/") for m in io_mods)

    with_io, covered, pairs, pairs_cov = 0, 0, 0, 0
    gap = defaultdict(set)
    for repo in js_repos:
        io = {p for p in per_repo[repo] if is_io(p)}
        if not io:
            continue
        with_io += 1
        miss = {p for p in io if not sdkgap.js_modelled(p, mods)}
        pairs += len(io)
        pairs_cov += len(io) - len(miss)
        if not miss:
            covered += 1
        for p in miss:
            gap[p].add(repo)
    print("rows: %s" % rows_path)
    print("servers with JS/TS source: %d" % len(js_repos))
    print("servers importing a JS/TS I/O package: %d" % with_io)
    print("servers whose every JS/TS I/O package has a row: %d" % covered)
    print("server-package pairs with a row: %d of %d" % (pairs_cov, pairs))
    print("uncovered I/O packages: %d" % len(gap))
    for p in sorted(gap, key=lambda k: (-len(gap[k]), k)):
        print("  %s\t%d\t%s" % (p, len(gap[p]), ",".join(sorted(gap[p])[:3])))


if __name__ == "__main__":
    main()
