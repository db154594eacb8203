#!/usr/bin/env python3
"""Keyword-splat gap count: the Python calls, in every repository of
bench/realcode/blind.tsv, of a library row that has a keyword bound and a
documented default (libmodels/rows.json: where keyword/config, default set)
whose keywords come only as **name (`snowflake.connector.connect(**params)`,
`pymssql.connect(**config)`), found by a line-level reading of the source
(not the tool's), and which of them RC101/RC103 reports (a finding of either
on the line in blind.sh's JSON output). Before checks/facts/splatkw, such a
call was never judged (the bound might hide in the splat).

usage: bench/realcode/splatkw-gap.py CLONES JSONDIR [JSONDIR2]
  prints each site with reported|silent under each JSONDIR, and the totals
"""
import csv, json, os, re, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from gaplib import table_lines  # noqa: E402

here = os.path.dirname(os.path.abspath(__file__))
rows = [r for f in json.load(open(os.path.join(here, '../../libmodels/rows.json'))) for r in f['rows']]
names = set()
for r in rows:
    b = r.get('bound') or {}
    if r.get('lang') == 'python' and r.get('default') and b.get('where') in ('keyword', 'config'):
        for n in [r['name']] + (r.get('aliases') or []):
            names.add(n)
last2 = {'.'.join(n.split('.')[-2:]) for n in names if n.count('.') >= 1}
SKIP = re.compile(r'(^|/)(tests?|\.venv|venv|site-packages|node_modules|\.git|examples?|docs?)(/|$)|(^|/)test_[^/]*\.py$|_test\.py$')
CALL = re.compile(r'([A-Za-z_][\w.]*)\(\s*\*\*[A-Za-z_][\w.()]*\s*\)')
clones = sys.argv[1]
jdirs = sys.argv[2:]
repos = []
for r in csv.DictReader(table_lines('blind'), delimiter='\t'):
    if r['repo'] not in repos:
        repos.append(r['repo'])
found = {}
for j in jdirs:
    s = set()
    for repo in repos:
        try:
            d = json.load(open(os.path.join(j, repo.replace('/', '+') + '.json')))
        except (OSError, ValueError):
            continue
        for f in d.get('findings') or []:
            if f.get('reported', True) and f['rule_id'] in ('RC101', 'RC103'):
                s.add((repo, f['path'], f['start_line']))
    found[j] = s
sites = []
for repo in repos:
    root = os.path.join(clones, repo.replace('/', '+'))
    for dp, dn, fn in os.walk(root, followlinks=True):
        rel = os.path.relpath(dp, root)
        if SKIP.search(rel + '/'):
            dn[:] = []
            continue
        for name in fn:
            p = os.path.normpath(os.path.join(rel, name))
            if not name.endswith('.py') or SKIP.search(p):
                continue
            try:
                lines = open(os.path.join(dp, name), errors='replace').read().split('\n')
            except OSError:
                continue
            for i, line in enumerate(lines, 1):
                for m in CALL.finditer(line):
                    callee = m.group(1)
                    if callee in names or '.'.join(callee.split('.')[-2:]) in last2:
                        sites.append((repo, p, i, callee))
tot = {j: 0 for j in jdirs}
for s in sites:
    marks = []
    for j in jdirs:
        hit = s[:3] in found[j]
        tot[j] += hit
        marks.append('reported' if hit else 'silent')
    print('\t'.join([s[0], s[1], str(s[2]), s[3]] + marks))
print(f'sites: {len(sites)}; ' + '; '.join(f'reported under {j}: {tot[j]}' for j in jdirs))
