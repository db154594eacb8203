#!/usr/bin/env python3
"""RC401 gap count over the blind set (batches 1-16): every `if` line of the
servers' own code that tests a configured credential (a token, secret, API
key, audience or issuer name; not one read from the request) for presence
or absence, classified by a line-level reading of what the branch does, and
whether RC401 reports it (a finding within 2 lines in a blind.sh OUT).

usage: rc401gap.py OUT [sample N [seed] [class]]
Classes: unset-pass (absent -> next()/return true/pass-through), unset-warn
(absent -> a log line), unset-deny (absent -> 401/raise/exit), set-guard
(present -> the check; nothing else), set-else-warn, audience-option
(present -> handed to the verification), other. A line-level count: it
over- and under-reads; read a sample before trusting a class."""
import os, random, re, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from gaplib import findings, repos, sources

EXT = ('.ts', '.tsx', '.js', '.mjs', '.cjs', '.py', '.go')
SECRET = r'(?:token|tokens|secret|api_?key|apikey|audience|issuer|bearer|password)'
IFLINE = re.compile(r'^\s*(?:\}\s*else\s+)?(?:if|elif)\b.*' + SECRET, re.I)
REQUEST = re.compile(r'req\b|request|header|provided|incoming|cookie|refresh|access_?token|user|session|params|query|body|cache', re.I)
NEG = re.compile(r'!\s*[\w.]*' + SECRET + r'|not\s+[\w.]*' + SECRET + r'|' + SECRET + r'\w*\s*(===?|is)\s*(""|\'\'|None|null|undefined|nil)|len\([\w.]*' + SECRET + r'\w*\)\s*==\s*0|\.length\s*===?\s*0', re.I)
PASS = re.compile(r'next\(\)|\bnext\.ServeHTTP|call_next|return\s+(true|True|next)\b|ok:\s*true')
WARN = re.compile(r'\b(log|logger|logging|console|slog|warn)\w*\.?\w*\(', re.I)
DENY = re.compile(r'401|403|raise|throw|exit|Exit|Fatal|abort|Unauthori[sz]ed|Forbidden|return\s+(false|False)', re.I)
AUDOPT = re.compile(r'with_?audience|with_?issuer|audience\s*[:=]|issuer\s*[:=]', re.I)


def classify(lines, i):
    head = lines[i]
    body = '\n'.join(lines[i + 1:i + 6])
    if NEG.search(head):
        if PASS.search(body) and not DENY.search(body):
            return 'unset-pass'
        if DENY.search(body):
            return 'unset-deny'
        if WARN.search(body):
            return 'unset-warn'
        return 'other'
    if AUDOPT.search(body) and not DENY.search('\n'.join(lines[i + 1:i + 3])):
        return 'audience-option'
    if re.search(r'\belse\b', body) and WARN.search(body) and not DENY.search(body):
        return 'set-else-warn'
    if DENY.search(body):
        return 'set-guard'
    return 'other'


def main():
    out = sys.argv[1]
    sample = int(sys.argv[3]) if len(sys.argv) > 3 and sys.argv[2] == 'sample' else 0
    seed = int(sys.argv[4]) if len(sys.argv) > 4 else 1
    only = sys.argv[5] if len(sys.argv) > 5 else ''
    totals, found, gap = {}, {}, []
    for repo in repos():
        d = repo.replace('/', '+')
        root = os.path.join('/work/blind', d)
        rep = findings(os.path.join(out, 'json'), repo, ('RC401',))
        for p, lines in sources(root, EXT):
            for i, l in enumerate(lines):
                if len(l) > 300 or not IFLINE.search(l) or REQUEST.search(l):
                    continue
                c = classify(lines, i)
                totals[c] = totals.get(c, 0) + 1
                if any(abs(s - (i + 1)) <= 2 for s in rep.get(p, [])):
                    found[c] = found.get(c, 0) + 1
                else:
                    gap.append((c, repo, p, i + 1, l.strip()[:110]))
    print('%-18s %6s %6s' % ('class', 'sites', 'rep'))
    for c in sorted(totals):
        print('%-18s %6d %6d' % (c, totals[c], found.get(c, 0)))
    print('%-18s %6d %6d' % ('all', sum(totals.values()), sum(found.values())))
    if sample:
        random.seed(seed)
        pool = [g for g in gap if not only or g[0] == only]
        for g in random.sample(pool, min(sample, len(pool))):
            print('\t'.join(map(str, g)))


main()
