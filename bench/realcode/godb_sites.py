#!/usr/bin/env python3
"""Go database call sites over the blind servers (session 2026-11-27, helper godb).

Usage: godb_sites.py BLIND_DIR JSON_DIR [OUT.tsv]
  BLIND_DIR  the clones (/work/blind, <owner>+<name> per repository of blind.tsv)
  JSON_DIR   blind.sh's $OUT/json (one scan per repository)

One row per Go database call in non-test source of a file that imports
database/sql, sqlx, pgx, go-redis or mongo-driver: the library, whether the
call passes a context (a *Context method, or a ctx first argument), whether
its function derives a deadline (context.WithTimeout/WithDeadline) or has a
context parameter, whether the file or repository spells a driver bound
(timeout=/readTimeout=/statement_timeout/SetTimeout/SetSocketTimeout/
ReadTimeout), whether the function is a method (a store), and whether RC103
reports on that line. A regex reader: reachability from a tool handler is
not checked; the "unbounded, no ctx, unreported" class is the gap to sample.
"""
import os, re, json, sys, collections
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from gaplib import table_lines  # noqa: E402
BLIND, JS = sys.argv[1], sys.argv[2]
OUTP = sys.argv[3] if len(sys.argv) > 3 else None
HERE = os.path.dirname(os.path.abspath(__file__))
repos = set()
for l in table_lines('blind'):
    p = l.split('\t')
    if p[0] != 'repo':
        repos.add(p[0])
SKIP = re.compile(r'(^|/)(vendor|\.git|tests?|examples?|docs?|scripts?|testdata)(/|$)|_test\.go$')
LIBS = [('sql', r'"database/sql"|"github.com/jmoiron/sqlx"'), ('pgx', r'"github.com/jackc/pgx'),
        ('redis', r'"github.com/(?:redis|go-redis)/'), ('mongo', r'"go.mongodb.org/mongo-driver')]
SQLM = r'(?:Query|QueryRow|Exec|Prepare|Ping|Begin|Get|Select|Queryx|QueryRowx|NamedExec|MustExec)(?:Context)?|BeginTx'
CALL = {'sql': re.compile(r'\.(' + SQLM + r')\((\s*\w*)'),
        'pgx': re.compile(r'\.(Query|QueryRow|Exec|Begin|SendBatch|CopyFrom|Ping)\((\s*\w*)'),
        'redis': re.compile(r'\.(Get|Set|HGet|HSet|Del|Keys|Scan|LPush|RPush|Publish|Eval|Do|Incr|Expire)\((\s*\w*)'),
        'mongo': re.compile(r'\.(Find|FindOne|InsertOne|InsertMany|UpdateOne|UpdateMany|DeleteOne|DeleteMany|Aggregate|CountDocuments|ListCollectionNames|ListDatabaseNames|Distinct)\((\s*\w*)')}
BOUND = re.compile(r'readTimeout|statement_timeout|SetTimeout\(|SetSocketTimeout|ReadTimeout|command timeout|query_timeout|timeout=\d')
FUNC = re.compile(r'^func\s*(\([^)]*\))?\s*(\w+)\s*\(([^)]*)')
rep = collections.defaultdict(set)
rows = []
for repo in sorted(repos):
    d = os.path.join(BLIND, repo.replace('/', '+'))
    if not os.path.isdir(d):
        continue
    jf = os.path.join(JS, repo.replace('/', '+') + '.json')
    try:
        for x in json.load(open(jf)).get('findings') or []:
            if x['rule_id'] in ('RC103',):
                rep[repo].add((x['path'], x['start_line']))
    except Exception:
        pass
    files = []
    for root, ds, fs in os.walk(d):
        ds[:] = [x for x in ds if x not in ('vendor', '.git', 'node_modules')]
        for fn in fs:
            p = os.path.relpath(os.path.join(root, fn), d)
            if fn.endswith('.go') and not SKIP.search(p):
                files.append(p)
    texts = {p: open(os.path.join(d, p), errors='replace').read() for p in files}
    rbound = any(BOUND.search(t) for t in texts.values())
    for p, t in texts.items():
        libs = [n for n, r in LIBS if re.search(r, t)]
        if not libs or re.search(r'sqlite|duckdb', t) and not re.search(r'mysql|lib/pq|pgx|mssql', t):
            continue
        fbound = bool(BOUND.search(t))
        lines = t.split('\n')
        fn, method, fctx, fdl = '', False, False, False
        starts = []
        for i, l in enumerate(lines):
            m = FUNC.match(l)
            if m:
                starts.append(i)
        for i, l in enumerate(lines):
            m = FUNC.match(l)
            if m:
                fn, method = m.group(2), bool(m.group(1))
                fctx = 'context.Context' in m.group(3) or 'http.Request' in m.group(3)
                j = starts[starts.index(i) + 1] if starts.index(i) + 1 < len(starts) else len(lines)
                body = '\n'.join(lines[i:j])
                fdl = 'context.WithTimeout' in body or 'context.WithDeadline' in body
            for lib in libs:
                for c in CALL[lib].finditer(l):
                    meth, a0 = c.group(1), c.group(2).strip()
                    ctxd = meth.endswith('Context') or meth == 'BeginTx' or 'ctx' in a0.lower() or a0 in ('context',)
                    if lib == 'sql' and not ctxd and re.match(r'^\s*(//|\w+\s*:?=\s*\w+\.Get\()', l):
                        pass
                    rows.append((repo, p, i + 1, lib, meth, fn, int(method), int(ctxd), int(fctx), int(fdl),
                                 int(fbound or rbound), int((p, i + 1) in rep[repo])))
                    break
hdr = 'repo path line lib method func is_method ctx_arg fn_ctx fn_deadline driver_bound rc103'.split()
if OUTP:
    with open(OUTP, 'w') as o:
        o.write('\t'.join(hdr) + '\n')
        for r in rows:
            o.write('\t'.join(map(str, r)) + '\n')
cls = collections.Counter()
for r in rows:
    k = ('deadline' if r[9] else 'driver-bound' if r[10] else 'ctx-no-deadline' if r[7] else 'no-ctx')
    cls[(k, 'reported' if r[11] else 'unreported')] += 1
print('sites', len(rows), 'repos', len({r[0] for r in rows}))
for k, v in sorted(cls.items()):
    print('%-18s %-10s %d' % (k[0], k[1], v))
