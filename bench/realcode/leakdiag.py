#!/usr/bin/env python3
"""RC402 cross-file gap count over every repository of bench/realcode/blind.tsv:
scans each clone with RC_LEAK_DIAG (package checks/summary/leakdiag) and counts
the leaks of raw error text that reach the client but whose origin neither the
file nor the function summaries place (so RC402 leaves them unreported), by
language and by what the region's calls are (an unresolved method call
`obj.m()`, an unresolved bare call, only calls the summaries resolved to
functions with no error origin `noerr`, a helper's parameter). A leak is one
(path:line, text) per repository; the diagnostic may note one several times.
The count holds look-alikes too (argument parsing, the code's own errors), so
read a random sample (--sample) before acting on a number; compare two runs to
see which leaks a change placed and which findings it added.

usage:
  bench/realcode/leakdiag.py run BINARY OUTDIR [CLONES]   # CLONES default /work/blind
  bench/realcode/leakdiag.py count OUTDIR [--sample N --seed S]
  bench/realcode/leakdiag.py compare BEFORE AFTER [--list]
"""
import collections
import json
import os
import random
import subprocess
import sys

from gaplib import repos  # noqa: E402


def run(binary, out, clones):
    os.makedirs(out, exist_ok=True)
    for r in repos():
        name = r.replace('/', '+')
        d = os.path.join(clones, name)
        if not os.path.isdir(d):
            print('missing', r, file=sys.stderr)
            continue
        diag = os.path.join(out, name + '.tsv')
        if os.path.exists(diag):
            os.remove(diag)
        env = dict(os.environ, RC_LEAK_DIAG=diag)
        with open(os.path.join(out, name + '.json'), 'w') as js:
            subprocess.run([binary, 'scan', '--format', 'json', '--fail-on', 'none', d], stdout=js,
                           stderr=subprocess.DEVNULL, env=env)


def lang(path):
    ext = path.rsplit('.', 1)[-1]
    return {'py': 'py', 'go': 'go'}.get(ext, 'js')


def kind(calls, param):
    if param:
        return 'param'
    if not calls:
        return 'nocalls'
    st = [c.split(':', 1) for c in calls]
    un = [c for s, c in st if s == 'unresolved']
    if any('.' in c for c in un):
        return 'unresolved-method'
    if un:
        return 'unresolved-func'
    if all(s == 'guarded' for s, _ in st):
        return 'guarded'
    return 'noerr'


def leaks(out):
    rows = {}
    for fn in sorted(os.listdir(out)):
        if not fn.endswith('.tsv'):
            continue
        for line in open(os.path.join(out, fn)):
            p = line.rstrip('\n').split('\t') + [''] * 5
            key = (fn[:-4], p[0], p[2])
            if key not in rows:
                rows[key] = (p[1], p[3], [c for c in p[4].split(' | ') if c])
    return rows


def findings(out):
    got = {}
    for fn in os.listdir(out):
        if fn.endswith('.json'):
            try:
                js = json.load(open(os.path.join(out, fn)))
            except ValueError:
                continue
            for f in js.get('findings') or []:
                got[(fn[:-5], f['rule_id'], f['path'], f['start_line'])] = f['message']
    return got


def count(out, sample=0, seed=1):
    rows = leaks(out)
    by = collections.Counter((lang(k[1].rsplit(':', 1)[0]), kind(v[2], v[1])) for k, v in rows.items())
    print('unplaced leaks', len(rows), 'in', len({k[0] for k in rows}), 'repositories')
    for lg in ('py', 'js', 'go'):
        print(' ', lg, sum(n for (l, _), n in by.items() if l == lg), dict(sorted((k, n) for (l, k), n in by.items() if l == lg)))
    if sample:
        random.seed(seed)
        for k in random.sample(sorted(rows), min(sample, len(rows))):
            v = rows[k]
            print('\t'.join([k[0], k[1], k[2][:60], v[1], ' | '.join(v[2])[:240]]))


def compare(a, b, listing):
    la, lb = leaks(a), leaks(b)
    for name, rows in (('before', la), ('after', lb)):
        c = collections.Counter(lang(k[1].rsplit(':', 1)[0]) for k in rows)
        print(name, len(rows), dict(sorted(c.items())))
    print('placed (gone from the diagnostic):', len(set(la) - set(lb)), 'new in it:', len(set(lb) - set(la)))
    fa, fb = findings(a), findings(b)
    new, gone = sorted(set(fb) - set(fa)), sorted(set(fa) - set(fb))
    print('findings', len(fa), '->', len(fb), 'new', len(new), dict(collections.Counter(k[1] for k in new)),
          'gone', len(gone), dict(collections.Counter(k[1] for k in gone)))
    if listing:
        for k in new:
            print('NEW', *k, fb[k][:200], sep='\t')
        for k in gone:
            print('GONE', *k, sep='\t')


def main():
    a = sys.argv[1:]
    if len(a) >= 3 and a[0] == 'run':
        run(a[1], a[2], a[3] if len(a) > 3 else '/work/blind')
    elif len(a) >= 2 and a[0] == 'count':
        n = int(a[a.index('--sample') + 1]) if '--sample' in a else 0
        s = int(a[a.index('--seed') + 1]) if '--seed' in a else 1
        count(a[1], n, s)
    elif len(a) >= 3 and a[0] == 'compare':
        compare(a[1], a[2], '--list' in a)
    else:
        print(__doc__)
        sys.exit(2)


main()
