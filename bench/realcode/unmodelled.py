#!/usr/bin/env python3
"""Counts the third-party packages without a library model over the blind
set's servers, from the "unmodelled" field of the scans' JSON
(checks/coverage; issue: a green checklist row over a call the tool could
not see is a false assurance).

  bench/realcode/unmodelled.py JSONDIR [BASELINE_OUT]

JSONDIR holds one scan per repository, <owner>+<name>.json (blind.sh's
$OUT/json). Prints the servers with at least one unmodelled package (any,
and with call sites), the top packages by server count, and writes
bench/realcode/unmodelled.tsv (package, language, servers, call sites; the
top 30). With BASELINE_OUT (a blind.sh $OUT of the tool before, e.g.
/tmp/s15-blind), it also reads that run's missed rows of blind.tsv whose
class starts with 'library unknown to the tool' and prints the share whose
file's scan now names a package as not modelled: how much of the blind spot
the notice covers."""
import collections, csv, json, os, sys

here = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, here)
import gaplib

jdir = sys.argv[1]
servers = collections.defaultdict(set)
calls = collections.Counter()
lang_of = {}
any_pkg, any_called, scanned = set(), set(), 0
by_file = {}  # (repo, path) -> set of packages
for repo in gaplib.repos():
    p = os.path.join(jdir, repo.replace('/', '+') + '.json')
    try:
        d = json.load(open(p))
    except Exception:
        continue
    scanned += 1
    for u in d.get('unmodelled', []):
        k = (u['package'], u['language'])
        servers[k].add(repo)
        calls[k] += u['calls']
        any_pkg.add(repo)
        if u['calls'] > 0:
            any_called.add(repo)
        for f in u['files']:
            by_file.setdefault((repo, f), set()).add(u['package'])
print(f'servers scanned: {scanned}')
print(f'servers with >=1 unmodelled package: {len(any_pkg)}; with >=1 called: {len(any_called)}')
top = sorted(servers, key=lambda k: (-len(servers[k]), -calls[k], k))
with open(os.path.join(here, 'unmodelled.tsv'), 'w') as f:
    f.write('package\tlanguage\tservers\tcall_sites\n')
    for k in top[:30]:
        f.write(f'{k[0]}\t{k[1]}\t{len(servers[k])}\t{calls[k]}\n')
for k in top[:int(os.environ.get('TOP', '30'))]:
    print(f'{len(servers[k]):4d} {calls[k]:6d} {k[1]:10s} {k[0]}')

if len(sys.argv) > 2:
    base = sys.argv[2]
    found = set()
    # blind.sh writes the rows it found and missed in $OUT/rows.tsv when present;
    # otherwise match findings of the baseline JSON to the rows here.
    fjson = {}
    for repo in gaplib.repos():
        try:
            d = json.load(open(os.path.join(base, 'json', repo.replace('/', '+') + '.json')))
        except Exception:
            continue
        for x in d['findings']:
            fjson.setdefault((repo, x['path'], x['rule_id']), []).append(x['start_line'])
    n = hit = 0
    missed = []
    r = csv.reader(gaplib.table_lines('blind'), delimiter='\t')  # the blind set's rows, one file per batch
    next(r)
    for row in r:
        repo, _, path, line, rule, cls, label = row[:7]
        if label != 'defect' or not cls.startswith('library unknown to the tool'):
            continue
        a, _, b = line.partition('-')
        lo, hi = int(a), int(b or a)
        if any(lo <= l <= hi for l in fjson.get((repo, path, rule), [])):
            continue
        n += 1
        if by_file.get((repo, path)):
            hit += 1
        else:
            missed.append((repo, path, line, rule))
    print(f"missed 'library unknown to the tool' rows: {n}; file's scan names a package as not modelled: {hit} ({hit / max(n, 1):.0%})")
    if os.environ.get('SHOW'):
        for m in missed:
            print('  not named:', *m)
