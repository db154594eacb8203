#!/usr/bin/env python3
"""sdkgap: the third-party Python and JS/TS packages that MCP servers import
and libmodels has no row for, ranked by how many repositories import them.

Usage (from a worktree): python3 bench/realcode/sdkgap.py > bench/realcode/sdk-gap.tsv

Reads the repositories of bench/realcode/blind.tsv (only those: the BLIND SET
rule of /work/notes/common.md) under /work/blind and every folder of
/work/corpus; walks their non-test source files (tests, examples, node_modules,
dist, build, vendored and virtualenv folders are skipped), takes each file's
imports (Python: ast, then a regexp for files ast cannot parse; JS/TS:
import/export-from/require/import() specifiers), drops the standard library,
relative imports, the repository's own packages and path aliases, and counts,
per package, the repositories and the import sites (one per file and package).
A package is modelled when a row of libmodels/rows.json has its module (a
Python import path equal to, or a prefix of, the imported one; a JS package
equal to the module or under a scope module such as @aws-sdk).

Columns: lang, package, repos, sites, class, example repos. class is the hand
judgement of CLASS below (io: the package does network, database, queue or
subprocess I/O; local: it does not; framework: a web or MCP framework whose
calls are handlers, not I/O; generated: a generated OpenAPI/Fern client,
helper genclient's; empty: not judged), kept in this script so that the
ranking is reproducible.
"""
import ast
import json
import os
import re
import sys
from collections import defaultdict

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
BLIND = "/work/blind"
CORPUS = "/work/corpus"

SKIP_DIRS = {
    "node_modules", ".git", "dist", "build", "out", "lib-cjs", "vendor", ".venv", "venv", "env",
    "site-packages", "__pycache__", "test", "tests", "__tests__", "testing", "spec", "e2e",
    "examples", "example", "docs", "fixtures", "mocks", "__mocks__", "benchmarks", "bench",
    "scripts", ".github", "coverage", "evals", "eval", "samples", "sample", "demo", "demos",
}
TEST_FILE = re.compile(r"(^test_.*\.py$|_test\.py$|^conftest\.py$|\.(test|spec)\.[cm]?[jt]sx?$|\.d\.ts$)")
PY_EXT = (".py",)
JS_EXT = (".js", ".mjs", ".cjs", ".ts", ".mts", ".cts", ".tsx", ".jsx")

NODE_BUILTINS = {
    "assert", "async_hooks", "buffer", "child_process", "cluster", "console", "constants", "crypto",
    "dgram", "diagnostics_channel", "dns", "domain", "events", "fs", "http", "http2", "https",
    "inspector", "module", "net", "os", "path", "perf_hooks", "process", "punycode", "querystring",
    "readline", "repl", "stream", "string_decoder", "sys", "timers", "tls", "trace_events", "tty",
    "url", "util", "v8", "vm", "wasi", "worker_threads", "zlib", "test", "sqlite",
}

# Hand judgement of the packages the ranking puts high (see the docstring).
CLASS = {}


def classes():
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "sdk-gap-class.tsv")
    if not os.path.exists(path):
        return
    with open(path) as f:
        for line in f:
            if line.startswith("#") or not line.strip():
                continue
            parts = line.rstrip("\n").split("\t")
            if len(parts) >= 3:
                CLASS[(parts[0], parts[1])] = parts[2]


def blind_repos():
    seen = []
    sys.path.insert(0, os.path.join(ROOT, "bench/realcode"))
    from gaplib import table_lines
    for line in table_lines("blind")[1:]:
        repo = line.split("\t", 1)[0]
        if repo and repo not in seen:
            seen.append(repo)
    out = []
    for r in seen:  # CLONES/<owner>+<name> or CLONES/<name>, as blind.sh looks them up
        d = os.path.join(BLIND, r.replace("/", "+"))
        if not os.path.isdir(d):
            d = os.path.join(BLIND, r.split("/")[1])
        out.append((r, d))
    return out


def corpus_repos():
    return [("corpus/" + d, os.path.join(CORPUS, d)) for d in sorted(os.listdir(CORPUS))
            if os.path.isdir(os.path.join(CORPUS, d))]


def walk(root):
    for dirpath, dirnames, filenames in os.walk(root):
        dirnames[:] = [d for d in dirnames if d not in SKIP_DIRS and not d.startswith(".")]
        for fn in filenames:
            if TEST_FILE.search(fn):
                continue
            if fn.endswith(PY_EXT) or fn.endswith(JS_EXT):
                yield os.path.join(dirpath, fn)


def local_names(root):
    """Top-level names a repository's own Python modules and JS workspace
    packages use, so that importing them is not counted as third-party."""
    py, js = set(), set()
    for dirpath, dirnames, filenames in os.walk(root):
        dirnames[:] = [d for d in dirnames if d not in ("node_modules", ".git", ".venv", "venv")]
        for d in dirnames:
            py.add(d)
        for fn in filenames:
            if fn.endswith(".py"):
                py.add(fn[:-3])
            if fn == "package.json":
                try:
                    with open(os.path.join(dirpath, fn)) as f:
                        name = json.load(f).get("name")
                    if name:
                        js.add(name)
                except (OSError, ValueError, AttributeError):
                    pass
    return py, js


PY_IMPORT_RE = re.compile(r"^\s*(?:from\s+([A-Za-z_][\w.]*)\s+import|import\s+([A-Za-z_][\w.]*(?:\s*,\s*[A-Za-z_][\w.]*)*))", re.M)


def py_imports(text):
    try:
        tree = ast.parse(text)
    except (SyntaxError, ValueError):
        out = []
        for m in PY_IMPORT_RE.finditer(text):
            if m.group(1):
                out.append(m.group(1))
            else:
                out += [x.strip().split(" ")[0] for x in m.group(2).split(",")]
        return out
    out = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            out += [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            out.append(node.module)
    return out


JS_IMPORT_RE = re.compile(
    r"""(?:^|[^\w$.])(?:import\s+(type\s+)?(?:[\w*${}\s,]+?\s+from\s+)?|export\s+(type\s+)?[\w*${}\s,]+?\s+from\s+|require\s*\(\s*|import\s*\(\s*)["']([^"'\n]+)["']""",
    re.M)


def js_imports(text):
    out = []
    for m in JS_IMPORT_RE.finditer(text):
        if m.group(1) or m.group(2):  # import type / export type: no runtime code
            continue
        out.append(m.group(3))
    return out


def js_package(spec):
    if spec.startswith((".", "/", "node:", "@/", "~/", "#", "~", "$", "virtual:", "bun:", "http:", "https:")):
        return None
    parts = spec.split("/")
    if spec.startswith("@"):
        if len(parts) < 2:
            return None
        return "/".join(parts[:2])
    if parts[0] in NODE_BUILTINS:
        return None
    return parts[0]


NAMESPACES = {"google", "azure", "langchain", "llama_index", "opentelemetry"}


def py_package(mod):
    parts = mod.split(".")
    if parts[0] in NAMESPACES:
        return ".".join(parts[:3]) if parts[0] in ("google", "azure") else ".".join(parts[:2])
    return parts[0]


def modelled_sets():
    with open(os.path.join(ROOT, "libmodels/rows.json")) as f:
        files = json.load(f)
    py, js = set(), set()
    for f in files:
        for r in f["rows"]:
            (py if r["lang"] == "python" else js if r["lang"] == "javascript" else set()).add(r["module"])
    return py, js


def py_modelled(mod, rows):
    parts = mod.split(".")
    for i in range(1, len(parts) + 1):
        if ".".join(parts[:i]) in rows:
            return True
    return any(r.startswith(mod + ".") for r in rows)


def js_modelled(pkg, rows):
    return pkg in rows or any(pkg.startswith(r + "/") for r in rows)


def main():
    classes()
    stdlib = set(sys.stdlib_module_names)
    pyrows, jsrows = modelled_sets()
    repos = defaultdict(set)
    sites = defaultdict(int)
    for repo, root in blind_repos() + corpus_repos():
        if not os.path.isdir(root):
            print("missing " + root, file=sys.stderr)
            continue
        pylocal, jslocal = local_names(root)
        for path in walk(root):
            try:
                with open(path, encoding="utf-8", errors="replace") as f:
                    text = f.read()
            except OSError:
                continue
            seen = set()
            if path.endswith(PY_EXT):
                for mod in py_imports(text):
                    top = mod.split(".")[0]
                    if top in stdlib or top in pylocal or top == "__future__" or py_modelled(mod, pyrows):
                        continue
                    seen.add(("python", py_package(mod)))
            else:
                for spec in js_imports(text):
                    pkg = js_package(spec)
                    if not pkg or pkg in jslocal or js_modelled(pkg, jsrows):
                        continue
                    seen.add(("javascript", pkg))
            for key in seen:
                repos[key].add(repo)
                sites[key] += 1
    print("lang\tpackage\trepos\tsites\tclass\texample_repos")
    for key in sorted(repos, key=lambda k: (-len(repos[k]), -sites[k], k)):
        ex = ",".join(sorted(repos[key])[:3])
        print("%s\t%s\t%d\t%d\t%s\t%s" % (key[0], key[1], len(repos[key]), sites[key], CLASS.get(key, ""), ex))


if __name__ == "__main__":
    main()
