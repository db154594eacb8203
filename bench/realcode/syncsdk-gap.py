"""Counts, over the blind set's Python code (batches 1-18), the call shape
RC201's third-party client inference (checks/facts/syncsdk) looks for: a
method call, not awaited, inside an `async def`, on a name or self field
assigned from a class imported from a third-party package (not the standard
library, not the repository) whose name says it is a network client
(...Client, ...API, ...Session, ...Connection; not ...Api). Prints per class the
servers and sites, and the totals. Usage: syncsdk-gap.py [/work/blind]"""
import ast, collections, os, re, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import gaplib

ROOT = sys.argv[1] if len(sys.argv) > 1 else '/work/blind'
CLIENT = re.compile(r'(Client|API|Session|Connection)$')
ASYNCNAME = re.compile(r'(^Async|^Aio|aio|async)', re.I)
STD = set(getattr(sys, 'stdlib_module_names', ()))


def local_pkgs(root):
    out = set()
    for dp, dns, fns in os.walk(root):
        if '.git' in dp or 'node_modules' in dp:
            continue
        for fn in fns:
            if fn.endswith('.py'):
                out.add(fn[:-3])
        for d in dns:
            out.add(d)
    return out


def scan(repo):
    root = os.path.join(ROOT, repo.replace('/', '+'))
    if not os.path.isdir(root):
        return []
    local = local_pkgs(root)
    hits = []
    for rel, lines in gaplib.sources(root, ('.py',)):
        try:
            tree = ast.parse('\n'.join(lines))
        except SyntaxError:
            continue
        imp = {}
        for n in ast.walk(tree):
            if isinstance(n, ast.ImportFrom) and n.level == 0 and n.module:
                for a in n.names:
                    imp[a.asname or a.name] = n.module + '.' + a.name
            elif isinstance(n, ast.Import):
                for a in n.names:
                    imp[a.asname or a.name.split('.')[0]] = a.name if a.asname else a.name.split('.')[0]
        def cls_of(call):
            if not isinstance(call, ast.Call):
                return None
            f = call.func
            parts = []
            while isinstance(f, ast.Attribute):
                parts.append(f.attr); f = f.value
            if not isinstance(f, ast.Name) or f.id not in imp:
                return None
            q = '.'.join([imp[f.id]] + parts[::-1])
            top = q.split('.')[0]
            if top in STD or top in local:
                return None
            name = q.rsplit('.', 1)[-1]
            if not CLIENT.search(name) or ASYNCNAME.search(q):
                return None
            return q
        bound = {}  # name or self.attr -> class
        for n in ast.walk(tree):
            if isinstance(n, (ast.Assign, ast.AnnAssign)) and n.value is not None:
                q = cls_of(n.value)
                if not q:
                    continue
                for t in (n.targets if isinstance(n, ast.Assign) else [n.target]):
                    if isinstance(t, ast.Name):
                        bound[t.id] = q
                    elif isinstance(t, ast.Attribute) and isinstance(t.value, ast.Name) and t.value.id == 'self':
                        bound['self.' + t.attr] = q
        awaited = set()
        for n in ast.walk(tree):
            if isinstance(n, ast.Await) and isinstance(n.value, ast.Call) and isinstance(n.value.func, ast.Attribute):
                awaited.add(ast.unparse(n.value.func.value))
        for fn in ast.walk(tree):
            if not isinstance(fn, ast.AsyncFunctionDef):
                continue
            stack = list(fn.body)
            parents = {}
            while stack:
                n = stack.pop()
                if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda, ast.ClassDef)):
                    continue
                for ch in ast.iter_child_nodes(n):
                    parents[ch] = n
                    stack.append(ch)
                if isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute):
                    recv = ast.unparse(n.func.value)
                    if recv in bound and recv not in awaited and not isinstance(parents.get(n), ast.Await):
                        hits.append((bound[recv], rel, n.lineno, n.func.attr))
    return hits


bycls = collections.defaultdict(set)
sites = collections.Counter()
repos = set()
for repo in gaplib.repos():
    for q, rel, line, m in scan(repo):
        bycls[q].add(repo)
        sites[q] += 1
        repos.add(repo)
        if os.environ.get('V'):
            print('SITE', repo, rel, line, q, m, sep='\t')
for q in sorted(bycls, key=lambda q: -len(bycls[q])):
    print(len(bycls[q]), sites[q], q, ' '.join(sorted(bycls[q]))[:150], sep='\t')
print('TOTAL classes', len(bycls), 'servers', len(repos), 'sites', sum(sites.values()))
