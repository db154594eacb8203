#!/usr/bin/env python3
"""RC402 appended-message gap count: every `name += ...` in the repositories
of bench/realcode/blind.tsv that appends a caught error's text or an HTTP
response body to a message (`msg += f": {e}"`, `errorMessage +=
`\\n${await response.text()}``, `msg += ": " + err.Error()`), found by a
line-level reading of the source, and whether RC402 reports the message: a
finding in the same file on a later line within 40 lines that names the
variable. A diagnostic for the shape package checks/rc402 (appended) reads;
it counts look-alikes too (log lines are skipped, messages no client sees
are not), so read the silent ones before acting.

usage: bench/realcode/appended-gap.py CLONES JSONDIR [--list]
"""
import collections, json, os, re, sys

from gaplib import SKIPDIR, SKIPFILE, repos  # noqa: E402

APPEND = re.compile(r'^\s*(?:self\.|this\.)?(\w+)\s*\+=\s*(.*)$')
ERRTEXT = re.compile(r'str\(\s*(e|err|exc|ex|error|\w+_error|\w+_err|\w+Error)\s*\)|\{(e|err|exc|ex|error|\w+_error|\w+_err)(![rs])?\}|\b(e|err|error|ex|\w+Error|\w+Err)\.(message|Error\(\))|'
                     r'\.text\(\)|\.json\(\)|\bresponse\.text\b|\br\.text\b|string\(body\)|stringify\(\s*(error|err|e)\b')
LOG = re.compile(r'\b(console\.\w+|log(ger)?\.\w+|logging\.\w+|print|slog\.\w+)\s*\(')


def main():
    clones, jdir = sys.argv[1], sys.argv[2]
    tot, rep = collections.Counter(), collections.Counter()
    rows = []
    for r in repos():
        name = r.replace('/', '+')
        finds = collections.defaultdict(list)
        try:
            for f in json.load(open(os.path.join(jdir, name + '.json'))).get('findings') or []:
                if f['rule_id'] == 'RC402':
                    finds[f['path']].append((f['start_line'], f['message']))
        except (OSError, ValueError):
            pass
        d = os.path.join(clones, name)
        for root, dirs, files in os.walk(d):
            rel = os.path.relpath(root, d)
            if rel != '.' and SKIPDIR.search(rel):
                dirs[:] = []
                continue
            for fn in files:
                p = os.path.normpath(os.path.join(rel, fn))
                ext = fn.rsplit('.', 1)[-1]
                if SKIPFILE.search(p) or ext not in ('py', 'js', 'ts', 'mjs', 'cjs', 'go'):
                    continue
                try:
                    lines = open(os.path.join(root, fn), errors='replace').read().split('\n')
                except OSError:
                    continue
                for i, l in enumerate(lines):
                    m = APPEND.match(l)
                    if not m or not ERRTEXT.search(m.group(2)) or LOG.search(l):
                        continue
                    var = m.group(1)
                    lang = {'py': 'py', 'go': 'go'}.get(ext, 'js')
                    hit = any(i + 1 <= ln <= i + 81 and ('`' + var + '`' in msg or 'on line %d)' % (i + 1) in msg) for ln, msg in finds.get(p, []))
                    tot[lang] += 1
                    rep[lang] += hit
                    rows.append((r, p, i + 1, lang, 'reported' if hit else 'silent', l.strip()[:140]))
    for lang in sorted(tot):
        print(f'{lang}: {tot[lang]} appends of error text, RC402 reports {rep[lang]}, silent {tot[lang] - rep[lang]}')
    print(f'all: {sum(tot.values())}, reported {sum(rep.values())}, silent {sum(tot.values()) - sum(rep.values())}')
    if '--list' in sys.argv:
        for x in rows:
            print('\t'.join(map(str, x)))


main()
