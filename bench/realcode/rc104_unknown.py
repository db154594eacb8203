#!/usr/bin/env python3
"""RC104 unknown timeout values by shape (session 2026-11-27, helper pool104).

Usage: rc104_unknown.py DIAG.tsv [SEED]
  DIAG.tsv  the lines RC_RC104_DIAG made over a scan of the blind servers
            (see rc104_diag.py); sites are counted once, tests, examples,
            docs and scripts left out, schema objects skipped, as there
  SEED      print a random sample of 40 unknown sites with their source line

Groups the sites whose value the readers left unknown (status "unknown",
not "param" or "pending") by language and by the shape of the value's text:
member (self.x / this.x), attrpath (config.timeout, s.cfg.Timeout), ident
(a bare name: a local bound twice, a parameter of an outer function, an
import read in a handler), call (get_x(), time.Duration(n)*time.Second),
arith, env, fallback (a ?? b, a or b), other. A shape is a hint at the
cause, not the cause: read a sample before acting. A Python attribute whose
class another module defines is "pending" when the summaries can read it
(tval.FieldConst) outside a handler; in a handler it stays unknown.
"""
import collections, random, re, sys

SKIP = re.compile(r'(^|/)(node_modules|dist|build|vendor|\.git|tests?|__tests__|spec|examples?|docs?|scripts?|e2e|fixtures?|testutil|testing)(/|$)|\.(test|spec)\.|_test\.(go|py)$|(^|/)test_[^/]*\.py$|conftest')


def shape(t):
    if re.search(r'environ|getenv|process\.env|os\.Getenv|Env\(', t):
        return 'env'
    if re.match(r'^(self|this|cls)\.', t):
        return 'member'
    if re.match(r'^[A-Za-z_$][\w$]*$', t):
        return 'ident'
    if re.match(r'^[A-Za-z_$][\w$]*(\??\.[A-Za-z_$][\w$]*)+$', t):
        return 'attrpath'
    if re.search(r'\?\?|\|\|| or ', t):
        return 'fallback'
    if '(' in t:
        return 'call'
    if re.search(r'[*+/-]', t):
        return 'arith'
    return 'other'


site = {}
for l in open(sys.argv[1]):
    r = l.rstrip('\n').split('\t')
    if len(r) != 7 or SKIP.search(r[1]):
        continue
    t = r[6]
    if t.startswith('{') or t.startswith('z.') or t.startswith('z ') or t in ('true', 'false', 'None', 'nil', 'null', 'undefined', '0'):
        continue
    k = (r[0], r[1], int(r[2]), t)
    if k not in site or r[4] == 'pending':
        site[k] = r
unk = [r for r in site.values() if r[4] == 'unknown']
lang = lambda r: 'js/ts' if r[3] in ('javascript', 'typescript', 'tsx') else r[3]
c = collections.Counter((lang(r), shape(r[6])) for r in unk)
print('unknown sites', len(unk), 'in', len({r[0] for r in unk}), 'repositories; in a handler',
      sum(1 for r in unk if r[5] in ('tool', 'resource')))
for k, v in sorted(c.items(), key=lambda x: -x[1]):
    print('  %-8s %-9s %4d' % (k[0], k[1], v))
if len(sys.argv) > 2:
    random.seed(int(sys.argv[2]))
    for r in random.sample(unk, min(40, len(unk))):
        try:
            line = open('/work/blind/%s/%s' % (r[0], r[1]), errors='replace').read().split('\n')[int(r[2]) - 1].strip()[:110]
        except Exception:
            line = '?'
        print('\t'.join([r[0], r[1], r[2], r[5], r[6][:50], line]))
