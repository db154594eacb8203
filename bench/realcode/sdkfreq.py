#!/usr/bin/env python3
"""sdkfreq: the third-party packages that MCP tool handlers reach, ranked by
how many servers use them, with the ones libmodels has no row for listed in
bench/realcode/sdkfreq.tsv.

Usage (from a worktree):
    python3 bench/realcode/sdkfreq.py > bench/realcode/sdkfreq.tsv
    git show main:libmodels/rows.json > /tmp/rows-main.json
    python3 bench/realcode/sdkfreq.py /tmp/rows-main.json > /dev/null   # coverage before

Reads the repositories of bench/realcode/blind.tsv under /work/blind (only
those: the BLIND SET rule) and every folder of /work/corpus (the realcode
repositories), with sdkgap.py's walk (non-test source; tests, examples,
scripts, build output and dependencies skipped) plus Go files.

Handler files: files holding an MCP tool registration (Python: a
`@x.tool`/`@x.call_tool` decorator, `add_tool(`, `register_tool`; JS/TS:
`.tool(`, `.registerTool(`, `.addTool(`, `CallToolRequestSchema`; Go:
`AddTool(`, `NewTool(`, `AddTools(`, `RegisterTool`). From them the
repository's own imports are followed to a fixed point (Python relative and
absolute imports of the repository's own modules, JS/TS relative specifiers,
Go packages under the go.mod module path plus every file of the handler's
package). A repository where no handler file is found counts all its files
(the registration may be a shape these patterns miss; counting nothing would
hide its packages).

Per file, third-party imports: the standard library, the repository's own
packages and type-only imports dropped. Call sites: the lines of the file,
other than imports, where a name the import binds is followed by `.` or `(`.

Printed on stdout (TSV): lang, package, servers (blind repositories),
realcode (corpus repositories), sites, class (sdkgap's hand judgement
sdk-gap-class*.tsv, where one exists), example servers, for the packages no
row of ROWS_JSON (default libmodels/rows.json) models. On stderr: per
language the packages reached, those modelled, and the server-package pairs
modelled, over all packages and over those judged io.
"""
import json
import os
import re
import sys
from collections import defaultdict

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import sdkgap  # noqa: E402

GO_EXT = (".go",)
HANDLER_PY = re.compile(r"@[\w.]+\.(?:tool|call_tool)\b|\badd_tool\s*\(|\bregister_tool|\bTool\(\s*name\s*=")
HANDLER_JS = re.compile(r"\.(?:tool|registerTool|addTool)\s*\(|CallToolRequestSchema")
HANDLER_GO = re.compile(r"\b(?:AddTool|AddTools|NewTool|RegisterTool|NewServerTool)\s*[\[(]")


def walk(root):
    for dirpath, dirnames, filenames in os.walk(root):
        dirnames[:] = [d for d in dirnames if d not in sdkgap.SKIP_DIRS and not d.startswith(".")
                       and d not in ("testdata",)]
        for fn in filenames:
            if sdkgap.TEST_FILE.search(fn) or fn.endswith("_test.go"):
                continue
            if fn.endswith(sdkgap.PY_EXT) or fn.endswith(sdkgap.JS_EXT) or fn.endswith(GO_EXT):
                yield os.path.join(dirpath, fn)


GO_IMPORT_BLOCK = re.compile(r"^import\s*\(\s*(.*?)^\)", re.M | re.S)
GO_IMPORT_ONE = re.compile(r'^import\s+(?:([\w.]+)\s+)?"([^"]+)"', re.M)
GO_IMPORT_LINE = re.compile(r'^\s*(?:([\w.]+)\s+)?"([^"]+)"', re.M)


def go_imports(text):
    """(alias or None, path) of a Go file's imports."""
    out = [(m.group(1), m.group(2)) for m in GO_IMPORT_ONE.finditer(text)]
    for b in GO_IMPORT_BLOCK.finditer(text):
        out += [(m.group(1), m.group(2)) for m in GO_IMPORT_LINE.finditer(b.group(1))]
    return out


def go_binding(path):
    parts = path.split("/")
    last = parts[-1]
    if re.fullmatch(r"v\d+", last) and len(parts) > 1:
        last = parts[-2]
    last = re.sub(r"\.v\d+$", "", last)  # gopkg.in/yaml.v3 binds yaml
    last = re.sub(r"^go-", "", last)
    last = re.sub(r"[-.]go$", "", last)
    return re.sub(r"[^\w]", "", last)


def go_package(path):
    """A module-ish key: host/owner/repo (plus a /vN right after it)."""
    parts = path.split("/")
    if parts[0] in ("github.com", "gitlab.com", "bitbucket.org") and len(parts) >= 3:
        n = 3
    elif parts[0] == "gopkg.in" and len(parts) >= 3 and not re.search(r"\.v\d+$", parts[1]):
        n = 3  # gopkg.in/owner/pkg.vN
    elif parts[0] in ("k8s.io", "sigs.k8s.io", "go.opentelemetry.io", "cloud.google.com", "google.golang.org",
                      "golang.org", "gopkg.in", "go.uber.org", "go.mongodb.org", "gorm.io", "modernc.org") and len(parts) >= 2:
        n = 2 if parts[0] != "golang.org" else 3
    else:
        n = min(len(parts), 3)
    if len(parts) > n and re.fullmatch(r"v\d+", parts[n]):
        n += 1
    return "/".join(parts[:n])


def go_module(root):
    mods = {}
    for dirpath, dirnames, filenames in os.walk(root):
        dirnames[:] = [d for d in dirnames if d not in ("node_modules", ".git", "vendor")]
        if "go.mod" in filenames:
            try:
                with open(os.path.join(dirpath, "go.mod")) as f:
                    m = re.search(r"^module\s+(\S+)", f.read(), re.M)
                if m:
                    mods[m.group(1)] = dirpath
            except OSError:
                pass
    return mods


PY_BIND = re.compile(r"^\s*(?:from\s+([\w.]+)\s+import\s+\(?([^)\n]*(?:\n[^)\n]*)*?)\)?\s*$|import\s+([\w., ]+?)\s*$)", re.M)
JS_BIND = re.compile(
    r"""(?:import\s+(?!type\b)([\w$]+)?\s*,?\s*(?:\*\s+as\s+([\w$]+)|\{([^}]*)\})?\s*from\s*["']([^"']+)["']"""
    r"""|(?:const|let|var)\s+(?:([\w$]+)|\{([^}]*)\})\s*=\s*(?:await\s+import|require)\s*\(\s*["']([^"']+)["'])""")


def names_py(text):
    """{bound name: imported module} of a Python file."""
    out = {}
    for m in re.finditer(r"^\s*import\s+([\w.]+)(?:\s+as\s+(\w+))?", text, re.M):
        out[m.group(2) or m.group(1).split(".")[0]] = m.group(1)
    for m in re.finditer(r"^\s*from\s+([\w.]+)\s+import\s+\(?([\w\s,]+(?:\sas\s\w+)?[\w\s,]*)\)?", text, re.M):
        for part in m.group(2).replace("\n", " ").split(","):
            p = part.strip().split()
            if not p:
                continue
            out[p[-1] if len(p) == 3 and p[1] == "as" else p[0]] = m.group(1)
    return out


def names_js(text):
    out = {}
    for m in JS_BIND.finditer(text):
        if m.group(4):
            spec = m.group(4)
            for n in (m.group(1), m.group(2)):
                if n:
                    out[n] = spec
            if m.group(3):
                for part in m.group(3).split(","):
                    p = part.strip().split()
                    if p and p[0] != "type":
                        out[p[-1]] = spec
        else:
            spec = m.group(7)
            if m.group(5):
                out[m.group(5)] = spec
            if m.group(6):
                for part in m.group(6).split(","):
                    p = part.strip().split(":")
                    if p and p[-1].strip():
                        out[p[-1].strip()] = spec
    return out


def count_sites(text, names):
    """Lines (other than imports) where one of names is followed by . or (."""
    if not names:
        return 0
    pat = re.compile(r"(?<![\w$.])(?:" + "|".join(re.escape(n) for n in names) + r")\s*[.(]")
    n = 0
    for line in text.splitlines():
        s = line.lstrip()
        if s.startswith(("import ", "from ", "#", "//")) or "require(" in s:
            continue
        if pat.search(line):
            n += 1
    return n


def resolve_js(path, spec, files):
    base = os.path.normpath(os.path.join(os.path.dirname(path), spec))
    stem = re.sub(r"\.(js|mjs|cjs|jsx)$", "", base)
    for cand in [base, stem] :
        for ext in ("", ".ts", ".tsx", ".js", ".mjs", ".mts", ".cts", ".jsx", "/index.ts", "/index.js", "/index.tsx"):
            if cand + ext in files:
                return cand + ext
    return None


def py_index(files, root):
    """dotted module suffix -> file, for the repository's Python files."""
    idx = defaultdict(list)
    for f in files:
        if not f.endswith(".py"):
            continue
        rel = os.path.relpath(f, root)[:-3]
        parts = rel.split(os.sep)
        if parts[-1] == "__init__":
            parts = parts[:-1]
        for i in range(len(parts)):
            idx[".".join(parts[i:])].append(f)
    return idx


def py_local_deps(path, text, idx, pylocal):
    out = []
    try:
        import ast
        tree = ast.parse(text)
    except (SyntaxError, ValueError):
        return out
    pkg = os.path.dirname(path)
    for node in ast.walk(tree):
        mods = []
        if isinstance(node, ast.ImportFrom):
            if node.level:
                d = pkg
                for _ in range(node.level - 1):
                    d = os.path.dirname(d)
                base = os.path.join(d, *(node.module or "").split(".")) if node.module else d
                for cand in [base + ".py", os.path.join(base, "__init__.py")] + \
                        [os.path.join(base, a.name + ".py") for a in node.names]:
                    out.append(cand)
                continue
            if node.module:
                mods = [node.module] + [node.module + "." + a.name for a in node.names]
        elif isinstance(node, ast.Import):
            mods = [a.name for a in node.names]
        for m in mods:
            if m.split(".")[0] in pylocal:
                out += idx.get(m, [])
    return out


def main():
    rows_path = sys.argv[1] if len(sys.argv) > 1 else os.path.join(sdkgap.ROOT, "libmodels/rows.json")
    sdkgap.classes()
    for extra in ("sdk-gap-class-py.tsv",):
        p = os.path.join(os.path.dirname(os.path.abspath(__file__)), extra)
        if os.path.exists(p):
            with open(p) as f:
                for line in f:
                    parts = line.rstrip("\n").split("\t")
                    if not line.startswith("#") and len(parts) >= 3:
                        sdkgap.CLASS.setdefault((parts[0], parts[1]), parts[2])
    with open(rows_path) as f:
        data = json.load(f)
    rows = {"python": set(), "javascript": set(), "go": set()}
    for blk in data:
        for r in blk["rows"]:
            rows[r["lang"]].add(r["module"])
            for a in r.get("aliases") or []:
                if r["lang"] == "go" and "/" in a:
                    rows["go"].add(a.rsplit(".", 1)[0])
            if r["lang"] == "go":
                rows["go"].add(r["name"].rsplit(".", 1)[0] if "." in r["name"].split("/")[-1] else r["name"])
    stdlib = set(sys.stdlib_module_names)

    def modelled(lang, pkg, full):
        if lang == "python":
            return sdkgap.py_modelled(full, rows["python"])
        if lang == "javascript":
            return sdkgap.js_modelled(pkg, rows["javascript"])
        return any(full == m or full.startswith(m + "/") or m.startswith(full + "/") for m in rows["go"])

    servers = defaultdict(set)
    real = defaultdict(set)
    sites = defaultdict(int)
    ismod = {}
    nohandler = []
    for repo, root in sdkgap.blind_repos() + sdkgap.corpus_repos():
        if not os.path.isdir(root):
            print("missing " + root, file=sys.stderr)
            continue
        pylocal, jslocal = sdkgap.local_names(root)
        gomods = go_module(root)
        files = {}
        for p in walk(root):
            try:
                with open(p, encoding="utf-8", errors="replace") as f:
                    files[p] = f.read()
            except OSError:
                pass
        handlers = [p for p, t in files.items() if
                    (p.endswith(".py") and HANDLER_PY.search(t)) or
                    (p.endswith(sdkgap.JS_EXT) and HANDLER_JS.search(t)) or
                    (p.endswith(".go") and HANDLER_GO.search(t))]
        if not handlers:
            nohandler.append(repo)
            reach = set(files)
        else:
            idx = py_index(files, root)
            godirs = defaultdict(list)
            for p in files:
                if p.endswith(".go"):
                    godirs[os.path.dirname(p)].append(p)
            reach, todo = set(), list(handlers)
            while todo:
                p = todo.pop()
                if p in reach or p not in files:
                    continue
                reach.add(p)
                t = files[p]
                if p.endswith(".py"):
                    todo += py_local_deps(p, t, idx, pylocal)
                elif p.endswith(".go"):
                    todo += godirs[os.path.dirname(p)]
                    for _, imp in go_imports(t):
                        for mod, d in gomods.items():
                            if imp == mod or imp.startswith(mod + "/"):
                                todo += godirs[os.path.join(d, imp[len(mod):].lstrip("/"))]
                else:
                    for spec in sdkgap.js_imports(t):
                        if spec.startswith("."):
                            r = resolve_js(p, spec, files)
                            if r:
                                todo.append(r)
        for p in reach:
            t = files[p]
            per = defaultdict(set)  # (lang, pkg) -> bound names
            full = {}
            if p.endswith(".py"):
                binds = names_py(t)
                for mod in sdkgap.py_imports(t):
                    top = mod.split(".")[0]
                    if top in stdlib or top in pylocal or top == "__future__":
                        continue
                    key = ("python", sdkgap.py_package(mod))
                    per[key]
                    full.setdefault(key, mod)
                for n, mod in binds.items():
                    key = ("python", sdkgap.py_package(mod))
                    if key in per:
                        per[key].add(n)
            elif p.endswith(".go"):
                for alias, imp in go_imports(t):
                    if "." not in imp.split("/")[0] or any(imp == m or imp.startswith(m + "/") for m in gomods):
                        continue
                    key = ("go", go_package(imp))
                    full.setdefault(key, imp)
                    if alias not in ("_", "."):
                        per[key].add(alias or go_binding(imp))
            else:
                binds = names_js(t)
                for spec in sdkgap.js_imports(t):
                    pkg = sdkgap.js_package(spec)
                    if not pkg or pkg in jslocal:
                        continue
                    per[("javascript", pkg)]
                    full.setdefault(("javascript", pkg), pkg)
                for n, spec in binds.items():
                    key = ("javascript", sdkgap.js_package(spec) or "")
                    if key in per:
                        per[key].add(n)
            for key, names in per.items():
                if key not in ismod:
                    ismod[key] = modelled(key[0], key[1], full[key])
                elif not ismod[key] and modelled(key[0], key[1], full[key]):
                    ismod[key] = True
                (real if repo.startswith("corpus/") else servers)[key].add(repo)
                sites[key] += count_sites(t, names)
    keys = set(servers) | set(real)
    print("lang\tpackage\tservers\trealcode\tsites\tclass\texample_servers")
    for key in sorted(keys, key=lambda k: (-len(servers[k]), -len(real[k]), -sites[k], k)):
        if ismod[key]:
            continue
        cls = sdkgap.CLASS.get(key, "")
        print("%s\t%s\t%d\t%d\t%d\t%s\t%s" % (key[0], key[1], len(servers[key]), len(real[key]), sites[key], cls,
                                            ",".join(sorted(servers[key] | real[key])[:4])))
    for lang in ("python", "javascript", "go"):
        ks = [k for k in keys if k[0] == lang]
        mk = [k for k in ks if ismod[k]]
        pairs = sum(len(servers[k]) for k in ks)
        mpairs = sum(len(servers[k]) for k in mk)
        io = [k for k in ks if sdkgap.CLASS.get(k) in ("io", "generated") or ismod[k]]
        print("%s: packages %d, modelled %d; server-package pairs %d, modelled %d; io-or-modelled pairs %d"
              % (lang, len(ks), len(mk), pairs, mpairs, sum(len(servers[k]) for k in io)), file=sys.stderr)
    print("repositories without a handler file found (all files counted): %d %s"
          % (len(nohandler), " ".join(nohandler[:20])), file=sys.stderr)


if __name__ == "__main__":
    main()
