#!/usr/bin/env python3
"""RC104 site count from the tool's own readers (session 2026-11-27, helper rc104c).

Usage: rc104_diag.py DIAG.tsv JSON_DIR [SEED]
  DIAG.tsv  the lines RC_RC104_DIAG=DIAG.tsv made over a scan of the blind
            servers (`RC_RC104_DIAG=/tmp/x.tsv OUT=... bench/realcode/blind.sh
            /work/blind BIN`; checks/rc104/diag.go): one per timeout value a
            reader of RC104 looked at, with what it made of it (seconds,
            param, pending, unknown) and where (tool, resource, helper)
  JSON_DIR  the scans' findings ($OUT/json)
  SEED      print a random sample of 40 over-budget sites not reported at
            their line (many are right not to be: an http.Server's own
            timeouts, a test config, a helper no handler reaches)

Counts every site once (tests, examples, docs, scripts left out, as in
rc104_sites.py; a schema object or zod chain under a `timeout:` key is not a
timeout): resolved to a value (over or within the 30 s tool budget),
held in a parameter (judged at the calls), left to the summaries (an
imported constant), unknown; and whether RC104 reports the site's line.
Unlike rc104_sites.py's regex reader it counts what the rule itself reads.

Counts over the 335 servers of batches 1-16 (session 2026-11-27, helper
rc104v): a285576 2,131 sites, over the budget 268, reported at their line
129 (gap 139); after rc104v (every over-budget timeout of a chain reported,
Playwright milliseconds) over 222, reported 126, gap 96 (46 sites were
Playwright/_MS milliseconds read as seconds; 18 false findings gone, 24
sites newly reported). A site bound in a member or a constant is reported
where it is bound (HeldAt), not at its use: this count leaves those out of
"reported" (keboola's self.timeout, reported at base.py:46).
"""
import collections,re,json,os,sys,random
diag=sys.argv[1]; jsd=sys.argv[2]
SKIP=re.compile(r'(^|/)(node_modules|dist|build|vendor|\.git|tests?|__tests__|spec|examples?|docs?|scripts?|e2e|fixtures?|testutil|testing)(/|$)|\.(test|spec)\.|_test\.(go|py)$|(^|/)test_[^/]*\.py$|conftest')
rep=collections.defaultdict(set); rel=collections.defaultdict(set)
for fn in os.listdir(jsd):
    if not fn.endswith('.json'): continue
    try: d=json.load(open(os.path.join(jsd,fn)))
    except Exception: continue
    for x in d.get('findings',[]):
        if x['rule_id']=='RC104':
            rep[(fn[:-5],x['path'])].add(x['start_line'])
site={}
for l in open(diag):
    r=l.rstrip('\n').split('\t')
    if len(r)!=7 or SKIP.search(r[1]): continue
    t=r[6]
    if t.startswith('{') or t.startswith('z.') or t.startswith('z ') or t in('true','false','None','nil','null','undefined','0'): continue
    k=(r[0],r[1],int(r[2]),t)
    if k not in site or r[4]=='pending': site[k]=r
c=collections.Counter(); gap=[]
for k,r in site.items():
    st=r[4]
    if st in('unknown','param','pending'): cls=st
    else: cls='over' if float(st)>30 else 'within'
    reported=k[2] in rep[(k[0],k[1])]
    c[(cls,reported)]+=1
    if cls=='over' and not reported: gap.append(r)
tot=len(site)
print('sites',tot)
for k in sorted(c): print(' ',k,c[k])
res=sum(v for (cls,_),v in c.items() if cls in('over','within'))
print('resolved (a value)',res,'param',sum(v for (cls,_),v in c.items() if cls=='param'),'pending',sum(v for (cls,_),v in c.items() if cls=='pending'),'unknown',sum(v for (cls,_),v in c.items() if cls=='unknown'))
print('over budget',c[('over',True)]+c[('over',False)],'reported at the site',c[('over',True)])
print('findings RC104 total',sum(len(v) for v in rep.values()))
if len(sys.argv)>3:
    random.seed(int(sys.argv[3]))
    for r in random.sample(gap,min(40,len(gap))): print('\t'.join(r))
