#!/usr/bin/env python3
"""Count retry4 shapes over all blind servers: A = python for over list of delays w/ sleep in body + try;
B = python loop with try whose excepts all raise, body has if ...status... with continue and sleep.
J = JS for (const x of [numbers]) with setTimeout/sleep in body.
Prints site and whether RC302/RC303 finding within [line-3, line+40] in JSONDIR."""
import ast, json, os, re, sys, collections
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from gaplib import repos, sources
CLONES, JSONDIR = sys.argv[1], sys.argv[2]
def finds(repo):
    p = os.path.join(JSONDIR, repo.replace('/', '+') + '.json')
    out = collections.defaultdict(list)
    try: d = json.load(open(p))
    except Exception: return out
    for x in d.get('findings') or []:
        if x.get('rule_id') in ('RC302', 'RC303'):
            out[x['path']].append((x['start_line'], x['rule_id']))
    return out
def has_sleep(node):
    for n in ast.walk(node):
        if isinstance(n, ast.Call):
            s = ast.unparse(n.func)
            if re.search(r'sleep|wait', s, re.I): return True
    return False
def raises_all(h):
    return isinstance(h.body[-1], ast.Raise) or any(isinstance(x, ast.Raise) for x in h.body) and not any(isinstance(x,(ast.Continue,)) for x in ast.walk(h))
def status_continue(t):
    for n in ast.walk(ast.Module(body=t.body, type_ignores=[])):
        if isinstance(n, ast.If) and re.search(r'status', ast.unparse(n.test)):
            b = ast.Module(body=n.body, type_ignores=[])
            if any(isinstance(x, ast.Continue) for x in ast.walk(b)) and has_sleep(b): return True
    return False
JSFOR = re.compile(r'for\s*\(\s*(const|let|var)\s+\w+\s+of\s+\[\s*\d')
for repo in repos():
    root = os.path.join(CLONES, repo.replace('/', '+'))
    if not os.path.isdir(root): continue
    F = finds(repo)
    for p, lines in sources(root, ('.py',)):
        try: tree = ast.parse('\n'.join(lines))
        except Exception: continue
        for loop in ast.walk(tree):
            if not isinstance(loop, (ast.For, ast.AsyncFor, ast.While)): continue
            tries = [n for n in ast.walk(ast.Module(body=loop.body, type_ignores=[])) if isinstance(n, ast.Try)]
            if not tries: continue
            shape = None
            if isinstance(loop, (ast.For, ast.AsyncFor)):
                it = loop.iter
                if isinstance(it, (ast.List, ast.Tuple)) and it.elts and all(isinstance(e, ast.Constant) and isinstance(e.value,(int,float)) for e in it.elts) and has_sleep(loop):
                    shape = 'A'
                elif isinstance(it, (ast.Name, ast.Attribute)) and re.search(r'delay|backoff|wait|interval|sleep', ast.unparse(it), re.I) and has_sleep(loop):
                    shape = 'A'
            if not shape:
                for t in tries:
                    if t.handlers and all(raises_all(h) for h in t.handlers) and status_continue(t):
                        shape = 'B'
            if not shape: continue
            hit = [r for (ln, r) in F.get(p, []) if loop.lineno - 3 <= ln <= (loop.end_lineno or loop.lineno)]
            print(f"{shape}\t{repo}\t{p}\t{loop.lineno}\t{','.join(sorted(set(hit))) or 'silent'}")
    for p, lines in sources(root, ('.js', '.ts', '.mjs', '.cjs', '.tsx')):
        for i, ln in enumerate(lines):
            if JSFOR.search(ln):
                win = '\n'.join(lines[i:i+30])
                if re.search(r'setTimeout|sleep|delay', win):
                    hit = [r for (l2, r) in F.get(p, []) if i+1 - 3 <= l2 <= i + 30]
                    print(f"J\t{repo}\t{p}\t{i+1}\t{','.join(sorted(set(hit))) or 'silent'}")
