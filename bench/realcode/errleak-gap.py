#!/usr/bin/env python3
"""RC402 gap count: the error responses that embed raw exception text
(str(e), f"{e}", e.message, String(err), err.Error(), fmt.Errorf("...%v", err)
returned from a Go tool handler, traceback) in every repository of
bench/realcode/blind.tsv, found by a line-level reading of the source (not the
tool's), and which of them RC402 reports (a finding in the same file within
+-3 lines of blind.sh's JSON output). A diagnostic for finding RC402's gaps
over whole repositories, not only the rows: it counts look-alikes too
(argument parsing errors, project error classes), so read a sample of the
silent ones before acting on the number.

usage: bench/realcode/errleak-gap.py CLONES JSONDIR [OUTTSV]
  CLONES   folder of clones as blind.sh takes it (CLONES/<owner>+<name>)
  JSONDIR  blind.sh's $OUT/json
  OUTTSV   one line per response: repo, path, line, language, reported|silent, text
"""
import json, os, re, sys, collections

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from gaplib import SKIPFILE, repos  # noqa: E402  (its own SKIPDIR also skips lib/esm and lib/cjs builds)
CLONES = sys.argv[1] if len(sys.argv) > 1 else '.'
SKIPDIR = re.compile(r'(^|/)(node_modules|dist|build|vendor|\.git|tests?|__tests__|spec|examples?|docs?|scripts?|\.venv|venv|site-packages|out|lib/esm|lib/cjs)(/|$)')

LOGRE = re.compile(r'\b(log(ger)?|logging|console|print|_log|LOG|warn|debug|info)\b\s*[\.(]|\blog\.(Print|Error|Warn|Info|Debug)|\blogger\b|\blog\w*\.\w+\(|slog\.|zap\.|\.log\(|print\(')

def pyfile(lines):
    out = []
    i = 0
    n = len(lines)
    exre = re.compile(r'^(\s*)except\b.*\bas\s+(\w+)\s*:')
    while i < n:
        m = exre.match(lines[i])
        if not m:
            i += 1
            continue
        ind = len(m.group(1)); v = m.group(2)
        j = i + 1
        block = []
        while j < n:
            l = lines[j]
            if l.strip() == '' or l.lstrip().startswith('#'):
                block.append(j); j += 1; continue
            if len(l) - len(l.lstrip()) <= ind:
                break
            block.append(j); j += 1
        names = {v}
        use = lambda l, nm: re.search(r'(str|repr)\(\s*%s\s*\)|\{%s(![rs])?(:[^}]*)?\}|\b%s\.(message|args|filename|detail|strerror|reason)\b|%%\s*\(?\s*%s\b|\.format\([^)]*\b%s\b|\{str\(%s\)\}' % ((re.escape(nm),) * 6), l)
        tb = re.compile(r'traceback\.format_exc|format_exception')
        tainted = set()
        stmt_start = None
        for k in block:
            l = lines[k]
            s = l.strip()
            if s.startswith(('return', 'raise', 'yield')) or re.match(r'[\w\.\[\]"\']+\s*=', s):
                stmt_start = k
            hit = any(use(l, nm) for nm in names) or bool(tb.search(l)) or any(re.search(r'\b%s\b' % re.escape(t), l) for t in tainted)
            if not hit or LOGRE.search(l):
                continue
            st = lines[stmt_start].strip() if stmt_start is not None and k - stmt_start <= 6 else s
            am = re.match(r'(\w+)\s*(\[[^\]]*\])?\s*[+]?=\s*', st)
            if st.startswith(('return', 'raise', 'yield')) or re.search(r'TextContent\(|JSONResponse\(|HTTPException\(|ToolError\(|McpError\(|ErrorData\(|jsonify\(', st + l):
                out.append((k + 1, l.strip()))
            elif am and not LOGRE.search(st):
                tainted.add(am.group(1))
        i = j if j > i + 1 else i + 1
    return out

def jsfile(lines):
    out = []
    n = len(lines)
    catre = re.compile(r'catch\s*\(\s*(\w+)\s*(:\s*[\w|]+\s*)?\)\s*\{|\.catch\(\s*(async\s*)?\(?\s*(\w+)\s*(:\s*\w+)?\)?\s*=>')
    for i in range(n):
        m = catre.search(lines[i])
        if not m:
            continue
        v = m.group(1) or m.group(4)
        depth = 0
        started = False
        names = {v}
        tainted = set()
        stmt = None
        for k in range(i, min(n, i + 80)):
            l = lines[k]
            seg = l[m.end() - 1:] if k == i else l
            s = l.strip()
            if k > i and (s.startswith(('return', 'throw')) or re.match(r'(const|let|var)\s+\w+\s*=|\w+\s*[+]?=', s) or re.search(r'\bres\.|\btext\s*:', s)):
                stmt = k
            if k > i:
                useh = any(re.search(r'\b%s\.(message|stack|cause|toString\(\))|String\(\s*%s\s*\)|\$\{\s*%s\s*\}|JSON\.stringify\(\s*%s\b|inspect\(\s*%s\b' % ((re.escape(nm),) * 5), l) for nm in names)
                th = any(re.search(r'\b%s\b' % re.escape(t), l) for t in tainted)
                if (useh or th) and not LOGRE.search(l):
                    st = lines[stmt].strip() if stmt is not None and k - stmt <= 6 else s
                    am = re.match(r'(?:const|let|var)?\s*(\w+)\s*(:\s*\w+\s*)?[+]?=', st)
                    if st.startswith(('return', 'throw')) or re.search(r'\btext\s*:|isError|res\.(status|json|send|end)|McpError\(|new Error\(|Response\(|error\s*:', st + l):
                        out.append((k + 1, s))
                    elif am:
                        tainted.add(am.group(1))
            depth += seg.count('{') - seg.count('}')
            if seg.count('{'):
                started = True
            if started and depth <= 0:
                break
    return sorted(set(out))

def gofile(lines):
    out = []
    handler = False
    for k, l in enumerate(lines):
        if re.match(r'^func\b', l):
            handler = bool(re.search(r'CallToolRequest|CallToolResult|CallToolParams|ReadResourceRequest|GetPromptRequest', l))
        elif re.search(r'\bfunc\s*\(.*(CallToolRequest|CallToolParams|CallToolResult)', l):
            handler = True
        if LOGRE.search(l):
            continue
        errtext = re.search(r'\berr\w*\.Error\(\)|\b(Errorf|Sprintf)\(.*,\s*(\w*[eE]rr\w*)\s*\)', l)
        if not errtext:
            continue
        if re.search(r'NewToolResultError|NewToolResultText|TextContent|http\.Error\(|\.JSON\(|\.String\(\s*http|SetError|Fprint\w*\(w', l) or (handler and re.search(r'return\s+nil,\s*fmt\.Errorf', l)):
            out.append((k + 1, l.strip()))
    return out

def main():
    jdir = sys.argv[2]
    outp = sys.argv[3] if len(sys.argv) > 3 else None
    tot = collections.Counter(); rep = collections.Counter()
    rows = []
    for r in repos():
        d = os.path.join(CLONES, r.replace('/', '+'))
        jf = os.path.join(jdir, r.replace('/', '+') + '.json')
        finds = collections.defaultdict(list)
        try:
            for f in json.load(open(jf)).get('findings') or []:
                if f['rule_id'] == 'RC402':
                    finds[f['path']].append(f['start_line'])
        except Exception:
            pass
        for root, dirs, files in os.walk(d):
            rel = os.path.relpath(root, d)
            if rel != '.' and SKIPDIR.search(rel):
                dirs[:] = []
                continue
            for fn in files:
                p = os.path.normpath(os.path.join(rel, fn))
                if SKIPFILE.search(p):
                    continue
                ext = fn.rsplit('.', 1)[-1]
                if ext == 'py': fun, lang = pyfile, 'py'
                elif ext in ('js', 'ts', 'mjs', 'cjs', 'tsx', 'mts'): fun, lang = jsfile, 'js'
                elif ext == 'go': fun, lang = gofile, 'go'
                else: continue
                try:
                    txt = open(os.path.join(root, fn), errors='replace').read()
                except Exception:
                    continue
                if len(txt) > 1_000_000: continue
                for line, s in fun(txt.split('\n')):
                    hit = any(abs(x - line) <= 3 for x in finds.get(p, []))
                    tot[lang] += 1; rep[lang] += hit
                    rows.append((r, p, line, lang, 'reported' if hit else 'silent', s[:160]))
    for lang in sorted(tot):
        print(f'{lang}: {tot[lang]} error responses with raw error text, RC402 reports {rep[lang]}, silent {tot[lang]-rep[lang]}')
    print(f'all: {sum(tot.values())}, reported {sum(rep.values())}, silent {sum(tot.values())-sum(rep.values())}')
    print('repos with a silent one:', len({x[0] for x in rows if x[4]=='silent'}))
    if outp:
        with open(outp, 'w') as f:
            for x in rows:
                f.write('\t'.join(map(str, x)) + '\n')

main()
