#!/usr/bin/env python3
"""RC104 gap count over the blind servers (session 2026-11-27, helper rc104b).

Usage: rc104_sites.py BLIND_DIR JSON_DIR OUT.tsv
  BLIND_DIR  the clones (/work/blind, <owner>+<name> per repository of blind.tsv)
  JSON_DIR   blind.sh's $OUT/json (one scan per repository)
  OUT.tsv    one row per timeout site: repo, path, line, language, kind, value
             text, seconds as a reader resolves it in the same file (None when
             it does not: a parameter, an import, a config attribute), whether
             RC104 reports that line, and a rough class of the value's text.

Every explicit timeout written in the servers' source (tests, examples, docs,
scripts and vendored code left out) is found by pattern, not by the tool's
parser: Python timeout=/read_timeout=/command_timeout=, httpx.Timeout and
aiohttp.ClientTimeout, asyncio.wait_for, settimeout; JS/TS timeout-like
properties, AbortSignal.timeout, abort timers; Go context.WithTimeout and
*Timeout fields. It prints counts by (resolved over 30 s / within / unresolved,
reported or not): the sites over the budget by a reader's eye that RC104 does
not report are the gap to sample. A regex reader: units and reachability
from a tool handler are not checked (a client library, a test config or an
http.Server's own timeouts count as sites), so read a sample before acting.
"""
import os, re, json, sys, collections
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from gaplib import table_lines  # noqa: E402
BLIND=sys.argv[1]; JS=sys.argv[2]; OUTP=sys.argv[3]
repos=set()
for l in table_lines('blind'):
    p=l.split('\t')
    if p[0]!='repo': repos.add(p[0])
SKIP=re.compile(r'(^|/)(node_modules|dist|build|vendor|\.git|tests?|__tests__|spec|examples?|docs?|scripts?|e2e|fixtures?)(/|$)|\.(test|spec)\.|_test\.(go|py)$|(^|/)test_[^/]*\.py$|\.d\.ts$|\.min\.js$')
EXT={'.py':'py','.js':'js','.mjs':'js','.cjs':'js','.ts':'js','.tsx':'js','.go':'go'}
num=r'[0-9][0-9_]*(?:\.[0-9]+)?'
def evalexpr(t, lang, consts, depth=0):
    t=t.strip().rstrip(',;').strip()
    if depth>6: return None
    t=re.sub(r'\s+as\s+\w+$','',t)
    if re.fullmatch(r'\(?\s*'+num+r'\s*\)?',t): return float(t.strip('() ').replace('_',''))
    m=re.fullmatch(r'(.+?)\s*\*\s*(.+)',t)
    if m and '(' not in t.replace('time.',''):
        a=evalexpr(m.group(1),lang,consts,depth+1); b=evalexpr(m.group(2),lang,consts,depth+1)
        return a*b if a is not None and b is not None else None
    if lang=='go':
        u={'time.Second':1,'time.Minute':60,'time.Hour':3600,'time.Millisecond':0.001}
        if t in u: return u[t]
    m=re.fullmatch(r'(?:int|float|Number|parseInt|parseFloat)\((.*?)(?:,\s*10)?\)',t)
    if m: return evalexpr(m.group(1),lang,consts,depth+1)
    m=re.fullmatch(r'(?:os\.environ\.get|os\.getenv|getenv)\(\s*["\'][^"\']+["\']\s*,\s*["\']?([0-9.]+)["\']?\s*\)',t)
    if m: return float(m.group(1))
    m=re.fullmatch(r'.*process\.env\.\w+\s*(?:\?\?|\|\|)\s*["\']?([0-9_.]+)["\']?\)?(?:\s*,\s*10\))?',t)
    if m: return float(m.group(1).replace('_',''))
    m=re.fullmatch(r'(?:self\.|this\.|cls\.)?([A-Za-z_][A-Za-z0-9_]*)',t)
    if m and m.group(1) in consts and consts[m.group(1)]!=t:
        return evalexpr(consts[m.group(1)],lang,consts,depth+1)
    return None
def kind_of(t,lang):
    t=t.strip()
    if re.search(r'environ|getenv|process\.env|settings\.|config\.|cfg\.|Config|args\.|opts\.|options\.',t): return 'env/config'
    if re.fullmatch(r'[A-Z][A-Z0-9_]+',t): return 'const-other-module'
    if re.fullmatch(r'[a-z_][a-z0-9_]*',t,re.I): return 'name/param'
    if t.startswith(('self.','this.')): return 'member'
    return 'expr'
PAT={
 'py':[(r'\btimeout\s*=\s*([^,)\n]+(?:\([^)\n]*\))?)','timeout='),(r'\b(?:httpx\.Timeout|ClientTimeout)\(([^)\n]*)\)','ctor'),(r'asyncio\.wait_for\([^\n]*,\s*(?:timeout\s*=\s*)?([^,)\n]+)\)\s*$','wait_for'),(r'\bsettimeout\(([^)\n]+)\)','settimeout'),(r'\b(?:command_timeout|statement_timeout|connect_timeout|read_timeout)\s*=\s*([^,)\n]+)','dbkw')],
 'js':[(r'\b(?:timeout|timeoutMs|requestTimeout|connectionTimeoutMillis|statement_timeout|query_timeout)\s*:\s*([^,}\n]+)','timeout:'),(r'AbortSignal\.timeout\(([^)\n]+)\)','AbortSignal'),(r'setTimeout\([^\n]*abort\(\)[^\n]*,\s*([^)\n]+)\)','abort-timer')],
 'go':[(r'context\.WithTimeout\([^,\n]+,\s*([^)\n]+(?:\))?)\)','WithTimeout'),(r'\b\w*Timeout\s*:\s*([^,}\n]+)','Timeout:'),(r'\.\w*Timeout\s*=\s*([^\n]+)','Timeout=')],
}
CONST={'py':re.compile(r'^\s*(?:self\.)?([A-Za-z_]\w*)\s*(?::\s*[\w\[\]., ]+)?=\s*([^\n#]+)',re.M),
       'js':re.compile(r'(?:const|let|var|readonly|private|public|static)?\s*(?:this\.)?([A-Za-z_]\w*)\s*(?::\s*\w+)?\s*=\s*([^;\n]+)',re.M),
       'go':re.compile(r'^\s*(?:const\s+|var\s+)?([A-Za-z_]\w*)\s*(?:\w+\s*)?:?=\s*([^\n]+)',re.M)}
def unit(lang,kind,text):
    if lang=='py': return 1.0
    if lang=='go': return 1.0
    return 0.001
rep=collections.defaultdict(set)
for fn in os.listdir(JS):
    if not fn.endswith('.json'): continue
    try: d=json.load(open(os.path.join(JS,fn)))
    except Exception: continue
    for x in d.get('findings',[]):
        if x['rule_id']=='RC104': rep[(fn[:-5],x['path'])].add(x['start_line'])
rows=[]
for r in sorted(repos):
    root=os.path.join(BLIND,r.replace('/','+'))
    if not os.path.isdir(root): continue
    for dp,dn,fns in os.walk(root):
        dn[:]=[d for d in dn if d not in('node_modules','.git','dist','build','vendor')]
        for f in fns:
            ext=os.path.splitext(f)[1]
            if ext not in EXT: continue
            full=os.path.join(dp,f); rel=os.path.relpath(full,root)
            if SKIP.search(rel): continue
            lang=EXT[ext]
            try: src=open(full,errors='replace').read()
            except Exception: continue
            if len(src)>1_000_000 or 'imeout' not in src: continue
            consts={}
            for m in CONST[lang].finditer(src):
                consts.setdefault(m.group(1),m.group(2).strip())
            lines=src.split('\n')
            for i,line in enumerate(lines,1):
                s=line.strip()
                if s.startswith(('#','//','*')): continue
                for pat,k in PAT[lang]:
                    for m in re.finditer(pat,line):
                        t=m.group(1).strip()
                        if k=='ctor':
                            mm=re.search(r'(?:read|total)\s*=\s*([^,)]+)',t) or re.match(r'\s*([^,=]+?)\s*(?:,|$)',t)
                            if not mm: continue
                            t=mm.group(1)
                        if lang=='py' and t.startswith('('):  # tuple
                            parts=t.strip('()').split(',')
                            t=parts[-1] if len(parts)>1 else parts[0]
                        if t in ('None','null','undefined','0','nil'): continue
                        v=evalexpr(t,lang,consts)
                        u=0.001 if lang=='js' else 1.0
                        if lang=='go' and v is not None and not re.search(r'time\.|[A-Za-z]',t): v=v/1e9
                        sec=v*u if v is not None else None
                        if lang=='go' and v is not None: sec=v
                        reported=i in rep[(r.replace('/','+'),rel)]
                        rows.append((r,rel,i,lang,k,t,sec,reported,kind_of(t,lang)))
out=open(OUTP,'w')
for x in rows: out.write('\t'.join(map(str,x))+'\n')
c=collections.Counter()
for r,rel,i,lang,k,t,sec,reported,kd in rows:
    if sec is None: c[('unresolved',kd,reported)]+=1
    elif sec>30: c[('over30',lang,reported)]+=1
    else: c[('<=30',lang,reported)]+=1
for k in sorted(c,key=str): print(k,c[k])
print('sites',len(rows))
