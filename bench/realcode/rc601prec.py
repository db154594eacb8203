#!/usr/bin/env python3
"""RC601 precision count over the blind clones (helper rc601p, session 2026-11-27).

    bench/realcode/rc601prec.py OUT [OUT2]

OUT is a blind.sh output directory (OUT=/tmp/x bench/realcode/blind.sh ...):
counts every RC601 finding over the 311 servers of batches 1-15, split by
what the readers said of it (a blind.tsv defect row or clean row it lands on,
else its verdict in blind-unlisted.tsv: true, debatable, false, or unread),
and the tools (repository, tool name) of the false and clean-row ones. With
OUT2 it prints both and the findings only one of them has, with verdicts.
"""
import csv
import sys
from collections import Counter


def load(out):
    found = {}
    with open(f"{out}/rows.tsv", newline="") as fh:
        for r in csv.DictReader(fh, delimiter="\t"):
            if r["rule"] == "RC601" and r["found"] == "yes":
                found[(r["repo"], r["path"], r["line"], "row")] = "row-" + r["label"]
    with open(f"{out}/unlisted.tsv", newline="") as fh:
        for r in csv.DictReader(fh, delimiter="\t"):
            if r["rule"] == "RC601":
                found[(r["repo"], r["path"], r["line"], r["message"][:90])] = r["verdict"] or "unread"
    return found


def main():
    outs = sys.argv[1:]
    sets = [load(o) for o in outs]
    for o, s in zip(outs, sets):
        c = Counter(s.values())
        print(o, "RC601 findings:", len(s), dict(sorted(c.items())))
    if len(sets) == 2:
        a, b = sets
        for k in sorted(set(a) - set(b)):
            print("GONE", a[k], *k)
        for k in sorted(set(b) - set(a)):
            print("NEW ", b[k], *k)


if __name__ == "__main__":
    main()
