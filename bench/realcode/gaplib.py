"""Shared pieces of the bench/realcode gap counts (retry-gap.py, upbody-gap.py,
leakdiag.py, rc401gap.py, rc602gap.py): the blind set's repositories, the
folders and files a line-level count skips (dependencies, builds, tests,
examples), the walk over a clone's source files and the reader of a scan's
findings."""
import collections, csv, json, os, re

HERE = os.path.dirname(os.path.abspath(__file__))


def table_lines(name):
    """The lines of one table of the blind set ('blind' or 'blind-unlisted'),
    header once, as cat-table.sh prints it: NAME.tsv when a whole file is
    there, else NAME/NN.tsv, one file per batch, in batch order."""
    whole = os.path.join(HERE, name + '.tsv')
    if os.path.exists(whole):
        with open(whole) as f:
            return f.readlines()
    parts = sorted((f for f in os.listdir(os.path.join(HERE, name)) if f.endswith('.tsv')),
                   key=lambda f: int(f.split('.')[0]))
    out = []
    for i, fn in enumerate(parts):
        with open(os.path.join(HERE, name, fn)) as f:
            lines = f.readlines()
        out.extend(lines if i == 0 else lines[1:])
    return out

SKIPDIR = re.compile(r'(^|/)(node_modules|dist|build|vendor|\.git|tests?|__tests__|spec|examples?|docs?|scripts?|\.venv|venv|site-packages|out)(/|$)')
SKIPFILE = re.compile(r'(_test\.go|\.test\.[jt]sx?|\.spec\.[jt]sx?|(^|/)test_[^/]*\.py|_test\.py|\.d\.ts|\.min\.js|conftest\.py)$')


def repos():
    """The repositories of the blind set (owner/name), in their first row's order."""
    seen = []
    r = csv.reader(table_lines('blind'), delimiter='\t')
    next(r)
    for row in r:
        if row[0] not in seen:
            seen.append(row[0])
    return seen


def sources(root, ext):
    """Yields (path relative to root, lines) of every file under root whose
    name ends with one of ext, outside the skipped folders and files."""
    for dp, dns, fns in os.walk(root):
        rel = os.path.relpath(dp, root)
        if SKIPDIR.search(rel.replace(os.sep, '/') + '/'):
            dns[:] = []
            continue
        for fn in fns:
            p = os.path.normpath(os.path.join(rel, fn))
            if not fn.endswith(ext) or SKIPFILE.search(p):
                continue
            try:
                lines = open(os.path.join(dp, fn), errors='replace').read().split('\n')
            except OSError:
                continue
            yield p, lines


def findings(jsondir, repo, rules, value=lambda f: f['start_line']):
    """The findings of rules (a collection of rule IDs) in the scan of repo
    (JSONDIR/<owner>+<name>.json), by path: value(finding) for each, in the
    scan's order; empty when the scan is missing or unreadable."""
    out = collections.defaultdict(list)
    try:
        d = json.load(open(os.path.join(jsondir, repo.replace('/', '+') + '.json')))
    except (OSError, ValueError):
        return out
    for f in d.get('findings') or []:
        if f['rule_id'] in rules:
            out[f['path']].append(value(f))
    return out
