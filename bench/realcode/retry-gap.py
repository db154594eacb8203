#!/usr/bin/env python3
"""Retry-site gap count (RC301/RC302/RC303): every place in the repositories of
bench/realcode/blind.tsv that looks like a retry (a line-level reading of the
source, not the tool's), and which RC30x findings the tool reports on it (a
finding in the same file from 3 lines above the site to the end of its window,
from the JSON output of blind.sh or of a scan). Shapes:

  loop     a for/while header naming retr*/attempt*/tries, or an endless loop
           (while True / while (true) / for {) whose next 30 lines hold a
           catch/except (or err != nil) and a retr*/attempt* name;
  recur    a call passing attempt+1 / retries-1 / retryCount + 1 (a recursive
           retry);
  lib      a retry library or config: tenacity @retry / Retrying, backoff.on_*,
           urllib3 Retry( / HTTPAdapter(max_retries=, GithubRetry, p-retry,
           async-retry, axios-retry, got/ky retry:, retryablehttp, backoff.Retry,
           retry.Do (avast), fetch-retry.

Each site is printed with its window's flags (sleep seen, a cap seen, a method
seen) so a sample of the silent ones can be read.

usage: bench/realcode/retry-gap.py CLONES JSONDIR [OUTTSV]
"""
import csv, os, re, sys, collections

from gaplib import SKIPDIR, SKIPFILE, findings, repos  # noqa: E402
EXT = ('.py', '.js', '.ts', '.mjs', '.cjs', '.go', '.tsx', '.jsx')
RETRYNAME = re.compile(r'[Rr]etr(y|ies|ied)|RETR|[Aa]ttempt|ATTEMPT|\btries|_tries|(?<![a-z])Tries|TRIES')
LOOPHDR = re.compile(r'^\s*(for\b|while\b|\}?\s*while\b|do\s*\{)')
ENDLESS = re.compile(r'^\s*(while\s*\(?\s*(True|true|1)\s*\)?\s*[:{]|for\s*\{|for\s*\(\s*;\s*;\s*\))')
CATCH = re.compile(r'\bexcept\b|\bcatch\b|err\s*!=\s*nil|\.catch\(')
RECUR = re.compile(r'\w+\s*\(.*\b\w*([Aa]ttempt|[Rr]etr(y|ies)|(?<![a-z])Tries|\btries)\w*\s*[+-]\s*1\b')
LIB = re.compile(r'@retry\b|\bRetrying\(|AsyncRetrying\(|@backoff\.on_|\bRetry\(|max_retries\s*=|GithubRetry|pRetry\(|from [\'"]p-retry|require\([\'"]p-retry|from [\'"]async-retry|require\([\'"]async-retry|axiosRetry\(|\bretry:\s*[{\d]|retryablehttp\.|backoff\.Retry|retry\.Do\(|fetch-retry|withRetry\(|retryWithBackoff')
SLEEP = re.compile(r'sleep|delay|setTimeout|backoff|wait\(|time\.After|jitter', re.I)
METHOD = re.compile(r'\b(post|put|patch|delete)\b|method\s*[:=]\s*[\'"](POST|PUT|PATCH|DELETE)|http\.Method(Post|Put|Patch|Delete)|\.create|\.send', re.I)

def sites(lines):
    out = []
    n = len(lines)
    for i, l in enumerate(lines):
        s = l.strip()
        if len(s) > 300:
            continue
        if s.startswith(('#', '//', '*')):
            continue
        kind = None
        if LOOPHDR.match(l) and RETRYNAME.search(l):
            kind = 'loop'
        elif ENDLESS.match(l):
            win = '\n'.join(lines[i+1:i+31])
            if CATCH.search(win) and RETRYNAME.search(win):
                kind = 'loop'
        elif RECUR.search(l) and not LOOPHDR.match(l):
            kind = 'recur'
        elif LIB.search(l):
            kind = 'lib'
        if kind:
            win = '\n'.join(lines[i:i+35])
            out.append((i+1, kind, win))
    return out

def main():
    clones, jsondir = sys.argv[1], sys.argv[2]
    outp = sys.argv[3] if len(sys.argv) > 3 else None
    tot = collections.Counter(); rep = collections.Counter()
    rows = []
    for repo in repos():
        root = os.path.join(clones, repo.replace('/', '+'))
        if not os.path.isdir(root):
            continue
        fnd = findings(jsondir, repo, ('RC301', 'RC302', 'RC303'), lambda f: (f['start_line'], f['rule_id']))
        for dp, dn, fn in os.walk(root):
            rel = os.path.relpath(dp, root)
            if SKIPDIR.search(rel):
                dn[:] = []
                continue
            for f in fn:
                if not f.endswith(EXT):
                    continue
                rp = os.path.normpath(os.path.join(rel, f))
                if SKIPFILE.search(rp):
                    continue
                try:
                    lines = open(os.path.join(dp, f), errors='replace').read().split('\n')
                except Exception:
                    continue
                if len(lines) > 20000:
                    continue
                ext = os.path.splitext(f)[1]
                lang = 'py' if ext == '.py' else 'go' if ext == '.go' else 'js'
                last = -100
                for ln, kind, win in sites(lines):
                    if ln - last < 5:
                        continue
                    last = ln
                    wl = len(win.split('\n'))
                    hit = sorted({r for (fl, r) in fnd.get(rp, []) if ln - 3 <= fl <= ln + wl})
                    key = (kind, lang)
                    tot[key] += 1
                    if hit:
                        rep[key] += 1
                    flags = ('sleep' if SLEEP.search(win) else '-') + ',' + ('method' if METHOD.search(win) else '-')
                    rows.append((repo, rp, ln, kind, lang, '+'.join(hit) or 'none', flags, lines[ln-1].strip()[:100]))
    print('kind\tlang\tsites\treported')
    for k in sorted(tot):
        print('%s\t%s\t%d\t%d' % (k[0], k[1], tot[k], rep[k]))
    print('total\t\t%d\t%d' % (sum(tot.values()), sum(rep.values())))
    if outp:
        with open(outp, 'w') as f:
            w = csv.writer(f, delimiter='\t', lineterminator='\n')
            w.writerow(['repo', 'path', 'line', 'kind', 'lang', 'reported', 'flags', 'text'])
            w.writerows(rows)

main()
