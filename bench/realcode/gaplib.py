"""Shared pieces of the bench/realcode gap counts (retry-gap.py, upbody-gap.py,
leakdiag.py, rc401gap.py, rc602gap.py): the blind set's repositories, the
folders and files a line-level count skips (dependencies, builds, tests,
examples), the walk over a clone's source files and the reader of a scan's
findings."""
import collections, csv, json, os, re

BLIND = os.path.join(os.path.dirname(os.path.abspath(__file__)), 'blind.tsv')
SKIPDIR = re.compile(r'(^|/)(node_modules|dist|build|vendor|\.git|tests?|__tests__|spec|examples?|docs?|scripts?|\.venv|venv|site-packages|out)(/|$)')
SKIPFILE = re.compile(r'(_test\.go|\.test\.[jt]sx?|\.spec\.[jt]sx?|(^|/)test_[^/]*\.py|_test\.py|\.d\.ts|\.min\.js|conftest\.py)$')


def repos():
    """The repositories of blind.tsv (owner/name), in their first row's order."""
    seen = []
    with open(BLIND) as f:
        r = csv.reader(f, delimiter='\t')
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
