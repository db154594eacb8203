#!/usr/bin/env python3
"""Compares two blind.sh outputs row by row: the defect rows one tool finds and
the other does not, the clean rows one flags and the other does not, per rule,
and the findings on no row that appear or disappear (unlisted.tsv).

    bench/realcode/compare.py OUT_A OUT_B     # e.g. /tmp/base-blind /tmp/branch-blind

GAIN is a defect row newly found or a clean row no longer flagged; LOSS the
reverse. Use it on open batches only (the rows of a sealed batch are not to be
read)."""
import collections
import sys


def rows(d):
    r = {}
    with open(d + "/rows.tsv") as fh:
        for line in fh:
            c = line.rstrip("\n").split("\t")
            if c[0] != "row":
                r[c[0]] = c
    return r


def unlisted(d):
    u = collections.Counter()
    with open(d + "/unlisted.tsv") as fh:
        for line in fh:
            c = line.rstrip("\n").split("\t")
            if c[0] != "repo":
                u[tuple(c[:4])] += 1
    return u


def main(a, b):
    ra, rb = rows(a), rows(b)
    gain, loss = collections.Counter(), collections.Counter()
    for k, y in rb.items():
        x = ra.get(k)
        if x is None or x[7] == y[7]:
            continue
        tag = "GAIN" if (y[7] == "yes") == (y[6] == "defect") else "LOSS"
        print(tag, y[6], y[4], y[1], y[2] + ":" + y[3], x[7], "->", y[7])
        (gain if tag == "GAIN" else loss)[y[4]] += 1
    print("gains", dict(gain), "losses", dict(loss))
    ua, ub = unlisted(a), unlisted(b)
    new, gone = ub - ua, ua - ub
    print("unlisted new", sum(new.values()), "gone", sum(gone.values()))
    for k in sorted(new):
        print(" +", *k)
    for k in sorted(gone):
        print(" -", *k)


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    main(sys.argv[1], sys.argv[2])
