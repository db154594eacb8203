#!/usr/bin/env python3
"""sdkgap_calls: third-party Python calls reached from MCP tool handlers,
over every Python server of the blind set, and what the library rows make
of them (the tool's own view, from its RC_SDK_DIAG diagnostic).

Usage (from a worktree):
    bench/realcode/sdkdiag.sh BIN OUTDIR      # one diagnostic file per server
    python3 bench/realcode/sdkgap_calls.py OUTDIR [--sample N]

Each call line of checks/sdkdiag is a Python call in a handler (level 0) or
in a function a handler reaches through resolved calls (levels 1-4), with a
class: row (a library row judges it), norow-pkg (a third-party package no
row names), norow-fn (a package with rows, none for this name),
client-norow (a method of a client traced to an unmodelled constructor),
recv (a method call on a receiver nothing traces), recv-repo (the same, on
a method name the repository defines: most often its own wrapper).

A recv call is a shape gap when its receiver's last name (`_client` of
self._client, `es` of es, `get_client` of get_client()) is the target of a
third-party construction somewhere in the server (`self._client =
Elasticsearch(...)`, `es = Elasticsearch(...)` in another module, `return
Elasticsearch(...)` in get_client): the client is known to the repository
but not followed to the call. It is a modelled shape gap when a row names
that constructor.

Printed: per package, the servers and call sites reached and unmodelled;
the shape gaps by package and receiver shape; the headline counts.
"""
import os
import random
import re
import sys
from collections import defaultdict


def last_name(recv):
    r = recv.strip()
    m = re.match(r"^(?:await\s+)?([A-Za-z_][\w.]*)\s*\(", r)
    if m:  # get_client(...), self._get_client()
        return "call", m.group(1).split(".")[-1]
    if re.match(r"^[A-Za-z_][\w.]*$", r):
        parts = r.split(".")
        if parts[0] in ("self", "cls") and len(parts) == 2:
            return "self", parts[1]
        if len(parts) == 1:
            return "name", parts[0]
        return "attr", parts[-1]
    return "other", ""


CLIENTISH = re.compile(r"(^[A-Z]|client|connect|session|engine|pool|from_env|driver|Api$|API$)", re.I)


def clientish(q, row):
    last = q.split(".")[-1]
    if last in ("get", "post", "put", "patch", "delete", "request", "head", "options", "urlopen", "run", "Popen"):
        return False
    return bool(CLIENTISH.search(last)) and (last[:1].isupper() or "client" in last.lower() or "connect" in last.lower()
                                              or "session" in last.lower() or "engine" in last.lower() or "pool" in last.lower()
                                              or last == "from_env" or "driver" in last.lower())


def match(rctors, shp, recv):
    """The constructions (pkg, q, row) a receiver of shape shp (sdkdiag's
    shape) is bound to: a factory's return, a module-level name imported
    from another module, a parameter's annotated class; else by the
    receiver's last name (kind "name:..." etc.)."""
    kind = shp
    cands = set()
    if shp.startswith(("call-import:", "call-local:", "call:", "self-call-import:", "self-call-local:", "self-call:")):
        name = shp.split(":", 1)[1].split(".")[-1]
        cands = rctors.get(name, set())  # "return NAME" keys are function names
    elif shp.startswith("import:"):
        cands = rctors.get(shp.split(":", 1)[1].split(".")[-1], set())
    elif shp.startswith(("param:", "self-param:", "via-param:")):
        t = shp.split(":", 1)[1]
        t = re.sub(r"^(Optional|Union|Annotated)\[|\]$|\s*\|\s*None", "", t).split("[")[0].split(".")[-1].strip()
        cands = {h for hs in rctors.values() for h in hs if h[1].split(".")[-1] == t}
    if not cands:
        _, name = last_name(recv)
        cands = rctors.get(name, set()) if name else set()
        if cands:
            kind = "byname-" + shp.split(":")[0]
    cands = {h for h in cands if clientish(h[1], h[2])}
    return kind.split(":")[0], "", cands


def main():
    d = sys.argv[1]
    sample = int(sys.argv[sys.argv.index("--sample") + 1]) if "--sample" in sys.argv else 0
    calls = []  # (server, level, site, callee, cls, pkg, detail)
    ctors = defaultdict(lambda: defaultdict(set))  # server -> target last name -> {(pkg, q, row)}
    servers = set()
    for fn in sorted(os.listdir(d)):
        if not fn.endswith(".tsv"):
            continue
        srv = fn[:-4].replace("+", "/", 1)
        servers.add(srv)
        for line in open(os.path.join(d, fn), encoding="utf-8", errors="replace"):
            p = line.rstrip("\n").split("\t")
            if p[0] == "ctor" and len(p) >= 6:
                _, site, pkg, q, target, row = p[:6]
                if target.startswith("return "):
                    key = target[7:].split(".")[-1]
                else:
                    key = target.split(".")[-1].split("[")[0].strip()
                ctors[srv][key].add((pkg, q, row))
            elif p[0] == "call" and len(p) >= 7:
                calls.append((srv, int(p[1]), p[2], p[3], p[4], p[5], p[6]))
    seen = set()
    uniq = []
    for c in calls:  # a site reached at several levels counts once
        k = (c[0], c[2], c[3])
        if k not in seen:
            seen.add(k)
            uniq.append(c)
    calls = uniq
    bycls = defaultdict(int)
    pkg_srv = defaultdict(set)
    pkg_sites = defaultdict(int)
    fn_srv = defaultdict(set)
    row_srv = set()
    shape = defaultdict(list)  # (pkg, modelled, shape) -> calls
    shape_srv = defaultdict(set)
    gap_srv = set()
    recv_cands = []
    shape_kinds = defaultdict(int)
    for c in calls:
        srv, lv, site, callee, cls, pkg, detail = c
        bycls[cls] += 1
        if cls == "row":
            row_srv.add(srv)
        elif cls in ("norow-pkg", "client-norow"):
            pkg_srv[pkg].add(srv)
            pkg_sites[pkg] += 1
            gap_srv.add(srv)
        elif cls == "norow-fn":
            fn_srv[pkg].add(srv)
        elif cls == "recv":
            kind, _, hits = match(ctors[srv], pkg, detail)
            if hits:
                pkgs = sorted({h[0] for h in hits})
                modelled = any(h[2] != "-" for h in hits)
                k = (",".join(pkgs), "modelled" if modelled else "unmodelled", kind)
                shape[k].append(c)
                shape_srv[k[:2]].add(srv)
            else:
                recv_cands.append(c)
            shape_kinds[kind.split(":")[0] + (" matched" if hits else "")] += 1
    print("servers with a diagnostic file: %d" % len(servers))
    print("reached python call sites by class: " + ", ".join("%s %d" % kv for kv in sorted(bycls.items())))
    print("servers with a reached call a row judges: %d" % len(row_srv))
    print("servers with a reached call of an unmodelled third-party package: %d" % len(gap_srv))
    print("\n# unmodelled packages reached from handlers (norow-pkg + client-norow): package servers sites examples")
    for p in sorted(pkg_srv, key=lambda k: (-len(pkg_srv[k]), -pkg_sites[k], k)):
        print("%s\t%d\t%d\t%s" % (p, len(pkg_srv[p]), pkg_sites[p], ",".join(sorted(pkg_srv[p])[:4])))
    print("\n# modelled packages, reached names without a row (norow-fn): package servers")
    for p in sorted(fn_srv, key=lambda k: (-len(fn_srv[k]), k)):
        print("%s\t%d\t%s" % (p, len(fn_srv[p]), ",".join(sorted(fn_srv[p])[:4])))
    print("\n# shape gaps: receiver named like a third-party construction's target: pkg modelled shape sites servers")
    tot_m = tot_u = 0
    srv_m, srv_u = set(), set()
    for k in sorted(shape, key=lambda k: -len(shape[k])):
        cs = shape[k]
        ss = {c[0] for c in cs}
        if k[1] == "modelled":
            tot_m += len(cs)
            srv_m |= ss
        else:
            tot_u += len(cs)
            srv_u |= ss
        print("%s\t%s\t%s\t%d\t%d\t%s" % (k[0], k[1], k[2], len(cs), len(ss), ",".join(sorted(ss)[:3])))
    print("\nshape gap, modelled constructor: %d sites in %d servers" % (tot_m, len(srv_m)))
    print("shape gap, unmodelled constructor: %d sites in %d servers" % (tot_u, len(srv_u)))
    print("recv not matched to a construction: %d sites" % len(recv_cands))
    print("recv sites by receiver shape: " + ", ".join("%s %d" % kv for kv in sorted(shape_kinds.items(), key=lambda kv: -kv[1])))
    if sample:
        random.seed(7)
        allshape = [c for cs in shape.values() for c in cs]
        print("\n# random sample of modelled shape gaps")
        for c in random.sample([c for k, cs in shape.items() if k[1] == "modelled" for c in cs], min(sample, tot_m)):
            print("\t".join(map(str, c)))
        print("\n# random sample of unmodelled-package calls")
        un = [c for c in calls if c[4] in ("norow-pkg", "client-norow")]
        for c in random.sample(un, min(sample, len(un))):
            print("\t".join(map(str, c)))


if __name__ == "__main__":
    main()
