"""Counts, over the blind set's clones, method calls on a receiver typed by
an annotation that names a class of the repository (a parameter, a self.x /
class-level field, a factory's return annotation; TS parameters and
constructor parameter properties), split by whether the method name is one
the tool also reads as a builtin (get, items, update...). Usage:
recvtype-gap.py [/work/blind]"""
import ast, collections, os, re, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import gaplib

BUILTIN = {"get", "post", "request", "update", "delete", "list", "items", "keys", "values", "append", "extend", "pop",
           "put", "patch", "search", "query", "send", "format", "join", "split", "replace", "parse", "info", "error", "log",
           "set", "remove", "clear", "copy", "read", "write", "find", "map", "filter"}
PURE = {"get", "items", "keys", "values", "append", "extend", "format", "join", "split", "replace", "parse", "info", "error", "log", "map", "filter"}


def annclass(a):
    if a is None:
        return None
    if isinstance(a, ast.Constant) and isinstance(a.value, str):
        try:
            a = ast.parse(a.value, mode='eval').body
        except SyntaxError:
            return None
    if isinstance(a, ast.Subscript):  # Optional[X]
        if isinstance(a.value, ast.Name) and a.value.id in ("Optional",):
            return annclass(a.slice)
        return None
    if isinstance(a, ast.BinOp) and isinstance(a.op, ast.BitOr):
        l, r = annclass(a.left), annclass(a.right)
        return l or r
    if isinstance(a, ast.Name):
        return a.id
    if isinstance(a, ast.Attribute):
        return a.attr
    return None


def py(root, hits):
    classes = collections.defaultdict(set)
    trees = []
    for rel, lines in gaplib.sources(root, ('.py',)):
        try:
            t = ast.parse('\n'.join(lines))
        except (SyntaxError, ValueError):
            continue
        trees.append((rel, t))
        for n in ast.walk(t):
            if isinstance(n, ast.ClassDef):
                for b in n.body:
                    if isinstance(b, (ast.FunctionDef, ast.AsyncFunctionDef)):
                        classes[n.name].add(b.name)
    factories = {}
    for rel, t in trees:
        for n in ast.walk(t):
            if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef)):
                c = annclass(n.returns)
                if c in classes:
                    factories[n.name] = c
    for rel, t in trees:
        fields = {}
        for n in ast.walk(t):
            if isinstance(n, ast.AnnAssign):
                c = annclass(n.annotation)
                if c in classes:
                    tg = n.target
                    if isinstance(tg, ast.Attribute) and isinstance(tg.value, ast.Name) and tg.value.id == 'self':
                        fields[tg.attr] = c
                    elif isinstance(tg, ast.Name):
                        fields[tg.id] = c  # class-level field or annotated local
        for fn in ast.walk(t):
            if not isinstance(fn, (ast.FunctionDef, ast.AsyncFunctionDef)):
                continue
            env = {}
            for a in fn.args.args + fn.args.kwonlyargs + fn.args.posonlyargs:
                c = annclass(a.annotation)
                if c in classes:
                    env[a.arg] = ('param', c)
            for n in ast.walk(fn):
                if isinstance(n, ast.Assign) and len(n.targets) == 1 and isinstance(n.targets[0], ast.Name):
                    v = n.value
                    if isinstance(v, ast.Await):
                        v = v.value
                    if isinstance(v, ast.Call) and isinstance(v.func, ast.Name) and v.func.id in factories:
                        env.setdefault(n.targets[0].id, ('return', factories[v.func.id]))
            for n in ast.walk(fn):
                if not (isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute)):
                    continue
                m, o = n.func.attr, n.func.value
                kind = c = None
                if isinstance(o, ast.Name) and o.id in env:
                    kind, c = env[o.id]
                elif isinstance(o, ast.Name) and o.id in fields:
                    kind, c = 'local', fields[o.id]
                elif isinstance(o, ast.Attribute) and isinstance(o.value, ast.Name) and o.value.id == 'self' and o.attr in fields:
                    kind, c = 'field', fields[o.attr]
                if c and m in classes[c]:
                    hits.append(('py', kind, m in BUILTIN, m in PURE, m, rel, n.lineno))


TSCLS = re.compile(r'\bclass\s+([A-Z]\w*)')
TSMETH = re.compile(r'^\s*(?:public\s+|private\s+|protected\s+|static\s+)*(?:async\s+)?(\w+)\s*(?:<[^>]*>)?\s*\(', re.M)
TSPARAM = re.compile(r'(?:(private|public|protected|readonly)\s+(?:readonly\s+)?)?(\w+)\s*\??:\s*([A-Z]\w*)\s*[,)=]')


def ts(root, hits):
    classes = collections.defaultdict(set)
    files = list(gaplib.sources(root, ('.ts', '.js', '.mts', '.tsx')))
    for rel, lines in files:
        text = '\n'.join(lines)
        ms = list(TSCLS.finditer(text))
        for i, m in enumerate(ms):
            end = ms[i + 1].start() if i + 1 < len(ms) else len(text)
            for mm in TSMETH.finditer(text, m.end(), end):
                classes[m.group(1)].add(mm.group(1))
    for rel, lines in files:
        text = '\n'.join(lines)
        env = {}
        for m in TSPARAM.finditer(text):
            if m.group(3) in classes:
                env[m.group(2)] = ('prop' if m.group(1) else 'param', m.group(3))
        for name, (kind, c) in env.items():
            for m in re.finditer(r'(?:this\.)?\b' + re.escape(name) + r'\.(\w+)\s*(?:<[^>]*>)?\(', text):
                meth = m.group(1)
                if meth in classes[c]:
                    hits.append(('ts', kind, meth in BUILTIN, meth in PURE, meth, rel, text.count('\n', 0, m.start()) + 1))


def main():
    base = sys.argv[1] if len(sys.argv) > 1 else '/work/blind'
    per = collections.Counter(); repos = collections.defaultdict(set); names = collections.Counter()
    out = []
    for r in gaplib.repos():
        d = os.path.join(base, r.replace('/', '+'))
        if not os.path.isdir(d):
            continue
        hits = []
        py(d, hits); ts(d, hits)
        for lang, kind, b, p, m, rel, ln in hits:
            k = (lang, kind, 'builtin' if b else 'other')
            per[k] += 1; repos[k].add(r)
            if b:
                names[m] += 1
                out.append('%s\t%s\t%d\t%s\t%s.%s' % (r, rel, ln, lang, kind, m))
    for k in sorted(per):
        print('%s\tcalls %d\trepos %d' % ('/'.join(k), per[k], len(repos[k])))
    allb = set().union(*[v for k, v in repos.items() if k[2] == 'builtin'])
    print('repos with a builtin-named call on an annotated repo-class receiver:', len(allb))
    print('names:', names.most_common(25))
    open('/tmp/recvtype/gap-a.tsv', 'w').write('\n'.join(out) + '\n')


main()
