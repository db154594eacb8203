#!/usr/bin/env python3
"""sdkgap_py: third-party Python packages the blind-set MCP servers use,
ranked by server count, with whether libmodels has a row for them.

Usage (from a worktree): python3 bench/realcode/sdkgap_py.py [--all] [--rows ROWS.json] > out.tsv

Reads only the repositories of bench/realcode/blind.tsv under /work/blind (the
BLIND SET rule). A server "uses" a package when a non-test Python file imports
it (sdkgap.py's walk and import reader) or when a pyproject.toml /
requirements*.txt / setup.py of the repository declares it (distribution
names are mapped to import names with DIST2MOD below, else by lowercasing
and turning '-' into '_'). The standard library and the repository's own
packages are dropped. A package is modelled when a row of libmodels/rows.json
has its module (sdkgap.py's py_modelled).

Columns: package, servers, import_servers, modelled (yes/no), class (the hand
judgement of sdk-gap-class.tsv: io, local, framework, generated), examples.
The last lines give the headline count: servers that import (in code) at
least one unmodelled package judged io, and the (server, io package) pairs
that are modelled out of all.
"""
import os
import re
import sys
from collections import defaultdict

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import sdkgap  # noqa: E402

# Distribution name -> import name, where they differ.
DIST2MOD = {
    "python-dotenv": "dotenv", "pyyaml": "yaml", "beautifulsoup4": "bs4", "pyjwt": "jwt",
    "google-api-python-client": "googleapiclient", "google-auth": "google.auth",
    "google-auth-oauthlib": "google_auth_oauthlib", "google-cloud-bigquery": "google.cloud.bigquery",
    "google-cloud-storage": "google.cloud.storage", "psycopg2-binary": "psycopg2",
    "psycopg-binary": "psycopg", "psycopg-pool": "psycopg_pool", "mysql-connector-python": "mysql.connector",
    "pygithub": "github", "python-gitlab": "gitlab", "python-jenkins": "jenkins",
    "atlassian-python-api": "atlassian", "slack-sdk": "slack_sdk", "notion-client": "notion_client",
    "qdrant-client": "qdrant_client", "weaviate-client": "weaviate", "pinecone-client": "pinecone",
    "opensearch-py": "opensearchpy", "elasticsearch": "elasticsearch", "clickhouse-connect": "clickhouse_connect",
    "clickhouse-driver": "clickhouse_driver", "snowflake-connector-python": "snowflake",
    "pydantic-settings": "pydantic_settings", "typing-extensions": "typing_extensions",
    "websocket-client": "websocket", "python-multipart": "multipart", "scikit-learn": "sklearn",
    "pillow": "PIL", "python-dateutil": "dateutil", "azure-identity": "azure.identity",
    "mcp": "mcp", "fastmcp": "fastmcp", "e2b-code-interpreter": "e2b_code_interpreter",
    "msgraph-sdk": "msgraph", "supabase": "supabase", "redis": "redis", "pymongo": "pymongo",
    "neo4j": "neo4j", "docker": "docker", "kubernetes": "kubernetes", "boto3": "boto3",
    "openai": "openai", "anthropic": "anthropic", "sentry-sdk": "sentry_sdk", "opentelemetry-api": "opentelemetry",
    "protobuf": "google.protobuf", "grpcio": "grpc", "pymysql": "pymysql", "duckdb": "duckdb",
    "pyodbc": "pyodbc", "aiohttp": "aiohttp", "httpx": "httpx", "requests": "requests",
}

DEP_FILE = re.compile(r"^(pyproject\.toml|requirements[\w.-]*\.txt|setup\.py)$")
REQ_LINE = re.compile(r"^\s*([A-Za-z0-9][A-Za-z0-9._-]*)(\[[^\]]*\])?\s*([<>=!~;@ ]|$)")
PYPROJECT_DEP = re.compile(r"""["']([A-Za-z0-9][A-Za-z0-9._-]*)(\[[^\]]*\])?\s*(?:[<>=!~;@ ][^"']*)?["']""")


def dist_to_mod(dist):
    d = dist.lower().replace("_", "-")
    if d in DIST2MOD:
        return DIST2MOD[d]
    return d.replace("-", "_")


def declared(root):
    out = set()
    for dirpath, dirnames, filenames in os.walk(root):
        dirnames[:] = [d for d in dirnames if d not in sdkgap.SKIP_DIRS and not d.startswith(".")]
        for fn in filenames:
            if not DEP_FILE.match(fn):
                continue
            try:
                text = open(os.path.join(dirpath, fn), encoding="utf-8", errors="replace").read()
            except OSError:
                continue
            if fn.endswith(".txt"):
                for line in text.splitlines():
                    line = line.split("#", 1)[0]
                    if line.strip().startswith("-"):
                        continue
                    m = REQ_LINE.match(line)
                    if m:
                        out.add(dist_to_mod(m.group(1)))
            elif fn == "pyproject.toml":
                # dependency arrays only: [project] dependencies, optional-dependencies, poetry tables
                for block in re.findall(r"dependencies\s*=\s*\[(.*?)\]", text, re.S):
                    for m in PYPROJECT_DEP.finditer(block):
                        out.add(dist_to_mod(m.group(1)))
                for sect in re.findall(r"\[tool\.poetry(?:\.group\.\w+)?\.dependencies\](.*?)(?:\n\[|\Z)", text, re.S):
                    for line in sect.splitlines():
                        m = re.match(r"^\s*([A-Za-z0-9][A-Za-z0-9._-]*)\s*=", line)
                        if m and m.group(1).lower() != "python":
                            out.add(dist_to_mod(m.group(1)))
            else:
                for block in re.findall(r"install_requires\s*=\s*\[(.*?)\]", text, re.S):
                    for m in PYPROJECT_DEP.finditer(block):
                        out.add(dist_to_mod(m.group(1)))
    return out


def local_pairs(root):
    """(parent, child) name pairs of the repository's folders and modules, so
    that databricks.sdk is third-party in a repository whose own code lives
    in src/databricks/labs (a namespace package)."""
    pairs = set()
    for dirpath, dirnames, filenames in os.walk(root):
        dirnames[:] = [d for d in dirnames if d not in ("node_modules", ".git", ".venv", "venv")]
        parent = os.path.basename(dirpath)
        for d in dirnames:
            pairs.add((parent, d))
        for fn in filenames:
            if fn.endswith(".py"):
                pairs.add((parent, fn[:-3]))
    return pairs


def is_local(mod, pylocal, pairs):
    parts = mod.split(".")
    if parts[0] not in pylocal:
        return False
    return len(parts) == 1 or (parts[0], parts[1]) in pairs


def classes_py():
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "sdk-gap-class-py.tsv")
    with open(path) as f:
        for line in f:
            if line.startswith("#") or not line.strip():
                continue
            parts = line.rstrip("\n").split("\t")
            if len(parts) >= 3:
                sdkgap.CLASS[(parts[0], parts[1])] = parts[2]


def rows_from(path):
    """The Python modules of the rows of a rows.json (--rows FILE: another
    revision's, to count before and after)."""
    import json
    with open(path) as f:
        return {r["module"] for fl in json.load(f) for r in fl["rows"] if r["lang"] == "python"}


def main():
    sdkgap.classes()
    classes_py()
    stdlib = set(sys.stdlib_module_names)
    pyrows, _ = sdkgap.modelled_sets()
    if "--rows" in sys.argv:
        pyrows = rows_from(sys.argv[sys.argv.index("--rows") + 1])
    servers = defaultdict(set)
    importers = defaultdict(set)
    modelled = {}
    for repo, root in sdkgap.blind_repos():
        if not os.path.isdir(root):
            print("missing " + root, file=sys.stderr)
            continue
        pylocal, _ = sdkgap.local_names(root)
        pairs = local_pairs(root)
        used = {}
        for path in sdkgap.walk(root):
            if not path.endswith(".py"):
                continue
            try:
                text = open(path, encoding="utf-8", errors="replace").read()
            except OSError:
                continue
            for mod in sdkgap.py_imports(text):
                top = mod.split(".")[0]
                if top in stdlib or is_local(mod, pylocal, pairs) or top == "__future__":
                    continue
                pkg = sdkgap.py_package(mod)
                used[pkg] = True
                modelled[pkg] = modelled.get(pkg, False) or sdkgap.py_modelled(mod, pyrows)
        for mod in declared(root):
            top = mod.split(".")[0]
            if top in stdlib or is_local(mod, pylocal, pairs):
                continue
            pkg = sdkgap.py_package(mod)
            used.setdefault(pkg, False)
            if pkg not in modelled:
                modelled[pkg] = sdkgap.py_modelled(mod, pyrows)
        for pkg, imp in used.items():
            servers[pkg].add(repo)
            if imp:
                importers[pkg].add(repo)
    show_all = "--all" in sys.argv
    print("package\tservers\timport_servers\tmodelled\tclass\texamples")
    for pkg in sorted(servers, key=lambda k: (-len(servers[k]), k)):
        if len(servers[pkg]) < 2 and not show_all:
            continue
        cls = sdkgap.CLASS.get(("python", pkg), "")
        print("%s\t%d\t%d\t%s\t%s\t%s" % (pkg, len(servers[pkg]), len(importers[pkg]),
              "yes" if modelled[pkg] else "no", cls, ",".join(sorted(servers[pkg])[:3])))
    gap, pairs, covered = set(), 0, 0
    for pkg, reps in importers.items():
        if sdkgap.CLASS.get(("python", pkg)) != "io":
            continue
        pairs += len(reps)
        if modelled[pkg]:
            covered += len(reps)
        else:
            gap |= reps
    pyservers = set().union(*importers.values()) if importers else set()
    print("# python servers (import a third-party package): %d" % len(pyservers))
    print("# servers importing an unmodelled io package: %d" % len(gap))
    print("# (server, io package) pairs modelled: %d of %d" % (covered, pairs))
    iopkgs = [p for p in importers if sdkgap.CLASS.get(("python", p)) == "io"]
    print("# io packages modelled: %d of %d" % (sum(1 for p in iopkgs if modelled[p]), len(iopkgs)))


if __name__ == "__main__":
    main()
