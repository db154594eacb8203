#!/usr/bin/env python3
"""Count of the name-forwarding tool shape over the blind clones (helper regshape, session 2026-11-27/28).

    bench/realcode/namefwd-gap.py DIRS_FILE > out.txt

DIRS_FILE lists one clone folder a line (only clones of bench/realcode/blind.tsv).
Prints, per server, each function a tool call handler file (Python: text holds
call_tool; JS/TS: CallToolRequest) calls with the tool's name as first argument
(name, toolName, tool_name, request.params.name) and that branches on its own
first parameter against a string (Python `if p == "x"` / `match p:`; JS
`switch (p) { case 'x'` / `p === 'x'`): language, callee, caller file, defining
file, same file or not. A textual guess (regex, no parse): it over-counts
(`switch (` read as a call) and is for ranking shapes, not findings.
Measured 2026-11-28 on batches 1-20 (440 servers): Python same-file
dispatchers in 2 servers (ibkr_core_mcp, freeipa-mcp-py), JS imported
dispatchers in 2 (smartlead-mcp-server-local: 8 modules;
executeautomation/mcp-database-server); checks/facts/handlers/namefwd.
"""
import os,re,sys
dirs=[l.strip() for l in open(sys.argv[1]) if l.strip()]
SKIP={'node_modules','dist','build','.git','test','tests','__tests__','examples','venv','.venv'}
def files(d,exts):
    for root,ds,fs in os.walk(d,followlinks=True):
        ds[:]=[x for x in ds if x not in SKIP]
        for f in fs:
            if f.endswith(exts) and not f.endswith('.d.ts') and '.test.' not in f and '.spec.' not in f:
                yield os.path.join(root,f)
def read(p):
    try:
        with open(p,errors='replace') as fh: return fh.read(1<<20)
    except: return ''
jsdef=lambda fn: re.compile(r'(?:function\s+%s\s*\(|%s\s*[=:]\s*(?:async\s*)?(?:function\s*)?\(|(?:async\s+)?%s\s*\()\s*([A-Za-z_$][\w$]*)'%(fn,fn,fn))
pydef=lambda fn: re.compile(r'def\s+%s\s*\(\s*(?:self\s*,\s*)?([a-z_]\w*)'%fn)
res={'js':[], 'py':[]}
for d in dirs:
    hits=set()
    allsrc={}
    for p in files(d,('.ts','.js','.mjs','.py')):
        allsrc[p]=read(p)
    for p,s in allsrc.items():
        py=p.endswith('.py')
        if py and 'call_tool' not in s: continue
        if not py and 'CallToolRequest' not in s: continue
        namevars = r'(?:name|toolName|tool_name|request\.params\.name|req\.params\.name)'
        for m in re.finditer(r'(?<![\w.])(?:this\.|self\.)?([A-Za-z_$][\w$]*)\s*\(\s*'+namevars+r'\s*[,)]',s):
            fn=m.group(1)
            if fn in ('log','print','logger','str','len','isinstance','getattr','get','has','audit_log','error','debug','info','warn','Error','McpError','String','validate','includes'): continue
            # find definition anywhere in repo
            pat = pydef(fn) if py else jsdef(fn)
            for q,t in allsrc.items():
                if q.endswith('.py')!=py: continue
                for dm in pat.finditer(t):
                    par=dm.group(1)
                    body=t[dm.end():dm.end()+20000]
                    if py: ok=re.search(r'if\s+%s\s*==\s*["\']'%par, body) or re.search(r'match\s+%s\s*:'%par,body)
                    else: ok=re.search(r'switch\s*\(\s*%s\s*\)\s*\{\s*case\s*[\'"`]'%par, body) or re.search(r'%s\s*===?\s*[\'"`]'%par, body)
                    if ok: hits.add(('py' if py else 'js', fn, os.path.relpath(p,d), os.path.relpath(q,d), q==p))
    for h in sorted(hits): print(os.path.basename(d), *h)
