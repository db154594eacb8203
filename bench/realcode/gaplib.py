"""Shared pieces of the bench/realcode gap counts (retry-gap.py, upbody-gap.py,
leakdiag.py): the blind set's repositories and the folders and files a
line-level count skips (dependencies, builds, tests, examples)."""
import csv, os, re

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
