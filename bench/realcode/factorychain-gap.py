"""Counts, over the blind set's Python clones, repository factories that
return a modelled client (a Python row of libmodels/rows.json with methods:
a constructor or function) through a chain of factories: depth 1 returns
`Ctor(...)` itself, depth 2 returns a call of a depth-1 factory, and so on
(top-level functions, by name within the repository), and the call sites
`x = factory(...)` of depth >= 2 factories with a nested method call
`x.a.b(...)` or a direct one `x.m(...)`. Usage: factorychain-gap.py [/work/blind]"""
import ast, collections, json, os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import gaplib

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..')


def ctors():
    out = set()
    for f in json.load(open(os.path.join(ROOT, 'libmodels', 'rows.json'))):
        for r in f['rows']:
            if r.get('lang') == 'python' and r.get('methods') and r.get('api') in ('constructor', 'function'):
                for n in [r['name']] + r.get('aliases', []):
                    out.add(n.split('.')[-1])
    return out


def callee(c):
    f = c.func
    if isinstance(f, ast.Name):
        return f.id
    if isinstance(f, ast.Attribute):
        return f.attr
    return None


def returns(fn):
    for n in ast.walk(fn):
        if isinstance(n, ast.Return) and n.value is not None:
            v = n.value.value if isinstance(n.value, ast.Await) else n.value
            yield v


def main():
    base = sys.argv[1] if len(sys.argv) > 1 else '/work/blind'
    C = ctors()
    depth_repos = collections.defaultdict(set)
    site = collections.Counter(); site_repos = collections.defaultdict(set)
    for r in gaplib.repos():
        d = os.path.join(base, r.replace('/', '+'))
        if not os.path.isdir(d):
            continue
        funcs = {}
        trees = []
        for rel, lines in gaplib.sources(d, ('.py',)):
            try:
                t = ast.parse('\n'.join(lines))
            except (SyntaxError, ValueError):
                continue
            trees.append((rel, t))
            for n in t.body:
                if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef)):
                    funcs.setdefault(n.name, n)
        depth = {}
        for name, fn in funcs.items():
            rs = list(returns(fn))
            if rs and all(isinstance(v, ast.Call) and callee(v) in C for v in rs):
                depth[name] = 1
        for k in range(2, 5):
            for name, fn in funcs.items():
                if name in depth:
                    continue
                rs = list(returns(fn))
                if rs and all(isinstance(v, ast.Call) and callee(v) in depth and depth[callee(v)] < k for v in rs):
                    depth[name] = k
        for name, k in depth.items():
            depth_repos[k].add(r)
        for rel, t in trees:
            for fn in ast.walk(t):
                if not isinstance(fn, (ast.FunctionDef, ast.AsyncFunctionDef)):
                    continue
                held = {}
                for n in ast.walk(fn):
                    if isinstance(n, ast.Assign) and len(n.targets) == 1 and isinstance(n.targets[0], ast.Name):
                        v = n.value.value if isinstance(n.value, ast.Await) else n.value
                        if isinstance(v, ast.Call) and callee(v) in depth:
                            held[n.targets[0].id] = depth[callee(v)]
                for n in ast.walk(fn):
                    if isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute):
                        o = n.func.value
                        if isinstance(o, ast.Attribute) and isinstance(o.value, ast.Name) and o.value.id in held:
                            k = ('nested', min(held[o.value.id], 2))
                        elif isinstance(o, ast.Name) and o.id in held:
                            k = ('direct', min(held[o.id], 2))
                        else:
                            continue
                        site[k] += 1; site_repos[k].add(r)
    for k in sorted(depth_repos):
        print('factories of depth %d: %d repos' % (k, len(depth_repos[k])), sorted(depth_repos[k]) if k >= 2 else '')
    for k in sorted(site):
        print('calls %s on a depth-%s%s factory\'s client: %d in %d repos' % (k[0], k[1], '+' if k[1] == 2 else '', site[k], len(site_repos[k])), sorted(site_repos[k]) if k[1] == 2 else '')


main()
