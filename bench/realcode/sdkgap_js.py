#!/usr/bin/env python3
"""sdkgap_js: over every JS/TS server of the blind set, the outbound calls
made on clients of third-party packages, and what the library rows make of
the client: judged (a row names its constructor, with a bound and a
documented default), recognised (a row names the constructor or its module,
but gives no default: recognised and never reported), or none (no row).

Usage (from a worktree):
    python3 bench/realcode/sdkgap_js.py [ROWS_JSON] [--sample N]   # default libmodels/rows.json
    git show main:libmodels/rows.json > /tmp/rows-main.json
    python3 bench/realcode/sdkgap_js.py /tmp/rows-main.json          # the count before

Reads the repositories of bench/realcode/blind.tsv under /work/blind (only
those: the BLIND SET rule) with sdkgap.py's walk (non-test source; tests,
examples, scripts and build output skipped). A client is a binding
(`const x =`, `let x =`, `this.x =`, `x:` in an object or class) whose value
is a call or `new` of a name the file imports from a third-party package
(`new Client(...)`, `createClient<paths>(...)`, `ns.Client(...)`,
`Client.create(...)`); its calls are the member calls on the binding in the
same file (`x.m(`, `x.a.b(`, `this.x.m(`). Rows of kind local are left
out (their calls do no I/O), and so are packages with no row that
sdk-gap-class.tsv does not judge io or generated (zod, express, commander:
unjudged is not counted as I/O).
A regexp reader, not the tool: it counts what a reader would call an
SDK client's call, to rank the libraries worth a row.

Printed: per class, the servers and call sites; the packages whose clients
are not judged, ranked by servers (servers, call sites, class, example
constructor names and repositories); with --sample N, N random unjudged
call sites to read.
"""
import json
import os
import random
import re
import sys
from collections import defaultdict

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import sdkgap  # noqa: E402

IMPORT_RE = re.compile(
    r"""import\s+(?!type\s)(?:(?P<def>[\w$]+)\s*,?\s*)?(?:\*\s+as\s+(?P<ns>[\w$]+)|\{(?P<named>[^}]*)\})?\s*from\s*["'](?P<spec>[^"']+)["']""")
REQUIRE_RE = re.compile(
    r"""(?:const|let|var)\s+(?:(?P<def>[\w$]+)|\{(?P<named>[^}]*)\})\s*=\s*require\(\s*["'](?P<spec>[^"']+)["']\s*\)(?P<member>\.[\w$]+)?""")
CTOR_RE = re.compile(
    r"""(?:(?:const|let|var)\s+(?P<local>[\w$]+)|this\.(?P<field>[\w$]+)|(?P<prop>[\w$]+)\s*(?=:\s*(?:await\s+)?(?:new\s+)?[\w$.]+\s*(?:<[^>()]*>)?\s*\())\s*(?::\s*[^=;\n]+?)?[=:]\s*(?:await\s+)?(?P<new>new\s+)?(?P<callee>[\w$]+(?:\.[\w$]+)*)\s*(?:<[^>()]*>)?\s*\(""")


def bindings(text):
    """local name -> (package, imported name or "default" / "*")."""
    out = {}
    for m in IMPORT_RE.finditer(text):
        pkg = sdkgap.js_package(m.group("spec"))
        if not pkg:
            continue
        spec = m.group("spec")
        if m.group("def"):
            out[m.group("def")] = (pkg, spec, "default")
        if m.group("ns"):
            out[m.group("ns")] = (pkg, spec, "*")
        for part in (m.group("named") or "").split(","):
            part = part.strip()
            if not part or part.startswith("type "):
                continue
            name, _, alias = part.partition(" as ")
            out[(alias or name).strip()] = (pkg, spec, name.strip())
    for m in REQUIRE_RE.finditer(text):
        pkg = sdkgap.js_package(m.group("spec"))
        if not pkg:
            continue
        spec = m.group("spec")
        if m.group("def"):
            member = (m.group("member") or "")[1:]
            out[m.group("def")] = (pkg, spec, member or "*")
        for part in (m.group("named") or "").split(","):
            part = part.strip()
            if not part:
                continue
            name, _, alias = part.partition(":")
            out[(alias or name).strip()] = (pkg, spec, name.strip())
    return out


def load_rows(path):
    with open(path) as f:
        data = json.load(f)
    byname, modules, kinds = {}, {}, {}
    for block in data:
        for r in block["rows"]:
            if r["lang"] != "javascript":
                continue
            for n in [r["name"]] + (r.get("aliases") or []):
                byname[n] = r
            if r.get("api") == "module":
                modules[r["module"]] = r
            kinds.setdefault(r["module"], set()).add(r["kind"])
    return byname, modules, kinds


def judged(r):
    """A row a rule's own analysis reads (match: code), or one with a bound
    and a documented default the generic matcher judges."""
    return r.get("match") == "code" or (bool(r.get("bound")) and bool(r.get("default")))


def qualified(binding, rest):
    pkg, spec, name = binding
    base = spec if name in ("default", "*") else spec + "." + name
    return base + ("." + rest if rest else "")


def classify(q, spec, pkg, rows):
    byname, modules, kinds = rows
    r = byname.get(q)
    parts = q.split(".")
    while r is None and len(parts) > 1:  # ns.Client.create -> ns.Client
        parts = parts[:-1]
        r = byname.get(".".join(parts))
    if r is not None:
        if r["kind"] == "local":
            return "local", r
        return ("judged" if judged(r) else "recognised"), r
    for m in (spec, pkg):
        if m in modules or any(m.startswith(k + "/") for k in modules):
            mods = [k for k in modules if m == k or m.startswith(k + "/")]
            if all(modules[k]["kind"] == "local" for k in mods):
                return "local", None
            if any(modules[k].get("match") == "code" for k in mods):
                return "judged", None
            return "recognised", None
    for k, ks in kinds.items():
        if (pkg == k or pkg.startswith(k + "/")) and ks == {"local"}:
            return "local", None
    return "none", None


def io_row(pkg, rows):
    """Whether a row of another kind than local names the package."""
    _, _, kinds = rows
    return any((pkg == k or pkg.startswith(k + "/")) and ks - {"local"} for k, ks in kinds.items())


def main():
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    sample = 0
    if "--sample" in sys.argv:
        sample = int(sys.argv[sys.argv.index("--sample") + 1])
        args = [a for a in args if a != str(sample)]
    rows = load_rows(args[0] if args else os.path.join(sdkgap.ROOT, "libmodels/rows.json"))
    sdkgap.classes()
    io_class = {p for p, c in sdkgap.CLASS.items() if c in ("io", "generated")}
    servers = defaultdict(set)  # class -> servers
    sites = defaultdict(int)
    pkg_servers = defaultdict(set)
    pkg_sites = defaultdict(int)
    pkg_class = defaultdict(set)
    pkg_names = defaultdict(set)
    gaps = []
    for repo, root in sdkgap.blind_repos():
        if not os.path.isdir(root):
            continue
        _, own = sdkgap.local_names(root)
        for path in sdkgap.walk(root):
            if not path.endswith(sdkgap.JS_EXT):
                continue
            try:
                with open(path, errors="replace") as f:
                    text = f.read()
            except OSError:
                continue
            if len(text) > 1 << 20:
                continue
            b = bindings(text)
            if not b:
                continue
            for m in CTOR_RE.finditer(text):
                callee = m.group("callee")
                head, _, rest = callee.partition(".")
                if head not in b:
                    continue
                pkg, spec, _ = b[head]
                if pkg in own or pkg.startswith("@modelcontextprotocol"):
                    continue
                q = qualified(b[head], rest)
                cls, _ = classify(q, spec, pkg, rows)
                if cls == "local" or cls == "none" and pkg not in io_class and not io_row(pkg, rows):
                    continue  # no I/O known of the package: zod, express, commander
                name = m.group("local") or m.group("field") or m.group("prop")
                recv = (r"this\." if m.group("field") else r"(?<![\w$.])") + re.escape(name)
                calls = [c for c in re.finditer(recv + r"(?:\s*\.\s*[\w$]+)+\s*(?:<[^>()]*>)?\s*\(", text)
                         if c.start() > m.end()]
                calls = [c for c in calls if not re.search(r"\.\s*(?:use|on|once|off|eject|then|catch)\s*\($", c.group(0))]
                if not calls:
                    continue
                rel = os.path.relpath(path, root)
                servers[cls].add(repo)
                sites[cls] += len(calls)
                if cls != "judged":
                    pkg_servers[pkg].add(repo)
                    pkg_sites[pkg] += len(calls)
                    pkg_class[pkg].add(cls)
                    pkg_names[pkg].add(q)
                    for c in calls:
                        gaps.append((repo, rel, text.count("\n", 0, c.start()) + 1, q, c.group(0)[:60]))
    print("JS/TS client calls on third-party clients (regexp reader), blind set batches 1-15")
    for cls in ("judged", "recognised", "none"):
        print(f"{cls}\tservers {len(servers[cls])}\tcall sites {sites[cls]}")
    print("\n# packages whose clients are not judged: package servers sites class constructors examples")
    for pkg in sorted(pkg_servers, key=lambda p: (-len(pkg_servers[p]), -pkg_sites[p], p)):
        print(f"{pkg}\t{len(pkg_servers[pkg])}\t{pkg_sites[pkg]}\t{','.join(sorted(pkg_class[pkg]))}\t"
              f"{','.join(sorted(pkg_names[pkg]))[:90]}\t{','.join(sorted(pkg_servers[pkg]))[:120]}")
    if sample:
        random.seed(13)
        print(f"\n# sample of {sample} unjudged call sites")
        for g in random.sample(gaps, min(sample, len(gaps))):
            print("\t".join(map(str, g)))


if __name__ == "__main__":
    main()
