#!/usr/bin/env python3
"""RC402 upstream-error-body gap count: every place in the repositories of
bench/realcode/blind.tsv where the body of an upstream's error answer is put
into text (a line-level reading of the source, not the tool's), and which of
them RC402 reports (a finding in the same file within +-3 lines of the JSON
output of blind.sh or of a scan). Two shapes:

  caught  a caught HTTP client error's response body: JS/TS `err.response.data`
          / `err.response?.data` (axios), Python `e.response.text`,
          `e.response.content`, `e.response.json()` (requests/httpx errors),
          on a line that also builds text or a value sent on (template string,
          `+`, f-string, return/throw/raise, an object literal);
  status  a body read (`io.ReadAll(x.Body)` then `string(body)`, `await r.text()`,
          `r.text`) under an `if` testing the response for one error status by
          equality (`== 403`, `=== 404`, `== http.StatusNotFound`);
  guard   a body read after an `if` that tests the response for any success and
          returns (`if 200 <= r.status_code < 300: return`, `if (res.ok) return ...`,
          `if r.status < 300`), put into text
          sent on (return/throw/raise/Errorf/a tool result) in the same block.

It counts look-alikes too (logging lines are skipped, helpers whose result no
client sees are not), so read a sample of the silent ones before acting.

usage: bench/realcode/upbody-gap.py CLONES JSONDIR [OUTTSV]
"""
import os, re, sys, collections

from gaplib import SKIPDIR, SKIPFILE, findings, repos  # noqa: E402
LOG = re.compile(r'\b(console\.\w+|log(ger)?\.\w+|logging\.\w+|print|slog\.\w+|zap\.\w+|process\.stderr\.write)\s*\(')
JSCAUGHT = re.compile(r'\b\w*(e|err|error|Error|Err|ex|reason)\.response\??\.data\b')
PYCAUGHT = re.compile(r'\b\w*(e|err|error|exc|ex)\.response\.(text|content|json\(\))')
TEXTY = re.compile(r'`|\+|f"|f\'|\breturn\b|\bthrow\b|\braise\b|:\s|\bformat\(|%s|JSON\.stringify')
EQERR = re.compile(r'\bif\b.*\b(status_code|status|StatusCode|statusCode)\s*===?\s*(4\d\d|5\d\d|http\.Status(?!OK\b|Created\b|NoContent\b|Accepted\b)\w+)')
BODYREAD = re.compile(r'io(util)?\.ReadAll\(\w+\.Body\)|await\s+\w+\.text\(\)|\b\w+\.text\b|await\s+\w+\.json\(\)')

def sites(path, lines):
    out = []
    ext = path.rsplit('.', 1)[-1]
    for i, l in enumerate(lines):
        if LOG.search(l):
            continue
        if ext in ('ts', 'js', 'mjs', 'cjs', 'tsx') and JSCAUGHT.search(l) and TEXTY.search(l) and not re.search(r'\b(if|typeof|instanceof)\b', l):
            out.append((i + 1, 'caught'))
        elif ext == 'py' and PYCAUGHT.search(l) and TEXTY.search(l) and not re.search(r'^\s*if\b', l):
            out.append((i + 1, 'caught'))
    # status: an equality test for an error status, a body read inside the next
    # 15 lines, and a use of it in text after it
    for i, l in enumerate(lines):
        if not EQERR.search(l):
            continue
        ind = len(l) - len(l.lstrip())
        for j in range(i + 1, min(i + 16, len(lines))):
            lj = lines[j]
            if lj.strip() and len(lj) - len(lj.lstrip()) <= ind and not lj.strip().startswith(('}', ')', 'else', 'elif')):
                break
            if BODYREAD.search(lj) and not LOG.search(lj) and TEXTY.search(lj) and re.search(r'\b(return|throw|raise|Errorf|Sprintf|NewToolResult|text)\b', lj):
                out.append((j + 1, 'status'))
            elif re.search(r'string\(\w*[bB]ody\w*\)', lj) and not LOG.search(lj) and re.search(r'\b(return|Errorf|Sprintf|NewToolResult|Text)\b', lj):
                out.append((j + 1, 'status'))
    # guard: a success test whose block returns, then a body read of the same
    # response put into a sink further down the same block
    for i, l in enumerate(lines):
        m = SUCCESS.search(l)
        if not m:
            continue
        r = next(g for g in m.groups() if g)
        ind = len(l) - len(l.lstrip())
        j = i + 1
        last = l
        while j < len(lines) and (not lines[j].strip() or len(lines[j]) - len(lines[j].lstrip()) > ind or lines[j].strip() == '}'):
            if lines[j].strip() and lines[j].strip() != '}':
                last = lines[j]
            if lines[j].strip() == '}' and len(lines[j]) - len(lines[j].lstrip()) == ind:
                j += 1
                break
            j += 1
        if not re.search(r'\b(return|raise|throw)\b', last) or re.match(r'\s*(}\s*)?else\b', lines[j] if j < len(lines) else ''):
            continue
        names = set()
        read = re.compile(r'io(util)?\.ReadAll\(%s\.Body\)|\b%s\.(text|content)\b|await\s+%s\.(text|json)\(\)|\b%s\.json\(\)' % ((re.escape(r),) * 4))
        for k in range(j, min(j + 30, len(lines))):
            lk = lines[k]
            if lk.strip() and len(lk) - len(lk.lstrip()) < ind:
                break
            if LOG.search(lk):
                continue
            a = re.match(r'\s*(?:const|let|var)?\s*(\w+)\s*(?:,\s*_\s*)?:?=', lk)
            if read.search(lk) and a:
                names.add(a.group(1))
            sinky = re.search(r'\b(return|throw|raise|Errorf|NewToolResult\w*)\b', lk)
            if sinky and (read.search(lk) or any(re.search(r'\b%s\b' % re.escape(nm), lk) for nm in names)):
                out.append((k + 1, 'guard'))
    return out

SUCCESS = re.compile(r'\bif\b\s*\(?\s*(?:(\w+)\.(?:ok|is_success)\s*\)?\s*[:{)]|(\w+)\.(?:status_code|status|StatusCode)\s*<\s*[34]00\b|200\s*<=\s*(\w+)\.(?:status_code|status)\s*<\s*300)')

def main():
    clones, jsondir = sys.argv[1], sys.argv[2]
    outp = sys.argv[3] if len(sys.argv) > 3 else None
    rows = []
    tot = collections.Counter()
    for repo in repos():
        root = os.path.join(clones, repo.replace('/', '+'))
        if not os.path.isdir(root):
            continue
        fnd = findings(jsondir, repo, ('RC402',))
        for dp, dns, fns in os.walk(root):
            rel = os.path.relpath(dp, root)
            dns[:] = [d for d in dns if not SKIPDIR.search(os.path.join(rel, d))]
            for fn in fns:
                if not fn.endswith(('.py', '.ts', '.js', '.mjs', '.cjs', '.tsx', '.go')):
                    continue
                path = os.path.normpath(os.path.join(rel, fn))
                if SKIPFILE.search(path):
                    continue
                try:
                    lines = open(os.path.join(dp, fn), errors='replace').read().split('\n')
                except OSError:
                    continue
                for ln, kind in sites(path, lines):
                    rep = any(abs(x - ln) <= 3 for x in fnd.get(path, []))
                    tot[(kind, rep)] += 1
                    rows.append((repo, path, ln, kind, 'reported' if rep else 'silent', lines[ln - 1].strip()[:160]))
    for kind in ('caught', 'status', 'guard'):
        r, s = tot[(kind, True)], tot[(kind, False)]
        print(f'{kind}\treported {r}\tsilent {s}\tall {r + s}')
    if outp:
        with open(outp, 'w') as fh:
            for r in rows:
                fh.write('\t'.join(map(str, r)) + '\n')

main()
