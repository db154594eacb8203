#!/usr/bin/env python3
"""RC602 gap count over the blind set (batches 1-16): every fan-out site in
the servers' own code (Promise.all / asyncio.gather / errgroup Go), each
classified by a line-level reading, and whether RC602 reports it (a finding
within 3 lines of the site's start in a scan OUT folder of blind.sh).

usage: rc602gap.py OUT [sample N] [seed]
  OUT     a blind.sh OUT folder (json/<owner>+<name>.json)
prints per-class totals of sites and sites reported; with `sample N`, N
unreported sites chosen at random (seed) with their line, to read."""
import os, random, re, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from gaplib import findings, repos, sources

SITE = re.compile(r'Promise\.all\s*[(<]|asyncio\.gather\s*\(|\bgather\s*\(\s*\*|errgroup\.(WithContext|Group)')
EXT = ('.ts', '.tsx', '.js', '.mjs', '.cjs', '.py', '.go')


def classify(lines, i):
    """The class of the site at line i (0-based) from its next lines."""
    win = '\n'.join(lines[i:i + 12])
    head = lines[i]
    if 'errgroup' in head:
        return 'go-errgroup'
    if 'return_exceptions' in win:
        return 'py-return_exceptions'
    if 'gather' in head:
        if re.search(r'gather\s*\(\s*\*', win):
            return 'py-gather-splat'
        return 'py-gather-args'
    if re.search(r'^\s*(await\s+)?Promise\.all', head) and not re.search(r'=|return', head):
        return 'js-barrier-statement'
    if re.search(r'\.map\s*\(', win):
        if re.search(r'catch\s*[({]|try\s*{', win):
            return 'js-map-with-catch'
        return 'js-map'
    if re.search(r'Promise\.all\s*\(\s*\[', win):
        if '.catch(' in win:
            return 'js-array-with-catch'
        return 'js-array'
    return 'js-variable'


def main():
    out = sys.argv[1]
    sample = int(sys.argv[3]) if len(sys.argv) > 3 and sys.argv[2] == 'sample' else 0
    seed = int(sys.argv[4]) if len(sys.argv) > 4 else 1
    totals, found, gap = {}, {}, []
    for repo in repos():
        d = repo.replace('/', '+')
        root = os.path.join('/work/blind', d)
        rep = findings(os.path.join(out, 'json'), repo, ('RC602',))
        for p, lines in sources(root, EXT):
            for i, l in enumerate(lines):
                if not SITE.search(l) or l.lstrip().startswith(('//', '#', '*')):
                    continue
                c = classify(lines, i)
                totals[c] = totals.get(c, 0) + 1
                if any(abs(s - (i + 1)) <= 3 for s in rep.get(p, [])):
                    found[c] = found.get(c, 0) + 1
                else:
                    gap.append((c, repo, p, i + 1, l.strip()[:110]))
    print('%-24s %6s %6s' % ('class', 'sites', 'rep'))
    for c in sorted(totals):
        print('%-24s %6d %6d' % (c, totals[c], found.get(c, 0)))
    print('%-24s %6d %6d' % ('all', sum(totals.values()), sum(found.values())))
    if sample:
        random.seed(seed)
        for g in random.sample(gap, min(sample, len(gap))):
            print('\t'.join(map(str, g)))


main()
