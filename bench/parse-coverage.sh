#!/usr/bin/env bash
# Share of source files that tree-sitter parses only partly (an ERROR or
# MISSING node somewhere, so findings in the broken part may be missing),
# per language and in all, over one or more corpus folders (issue 19, point
# Grammars: under 0.1 %):
#
#   bench/parse-coverage.sh CORPUS...            # e.g. bench/parse-coverage.sh /work/corpus
#   MAX=0.001 bench/parse-coverage.sh CORPUS...  # exit 1 when the share is over MAX (a fraction)
#
# Prints every partly parsed file with its first error (line:column, ERROR or
# MISSING, the text) and then one line per language. It runs
# checks/syntax's TestParseCoverage with the grammars the scanner uses,
# skipping what a default scan skips (node_modules, .git, vendor, dist, build,
# files over 1 MiB); about 12 s for 3,300 files.
set -euo pipefail
(($#)) || { echo "usage: bench/parse-coverage.sh CORPUS..." >&2; exit 2; }
dirs=()
for d in "$@"; do dirs+=("$(cd "$d" && pwd)"); done
cd "$(dirname "$0")/.."
corpus=$(IFS=:; echo "${dirs[*]}")
RC_PARSE_CORPUS=$corpus RC_PARSE_MAX_SHARE=${MAX:-} \
  go test ./checks/syntax -run '^TestParseCoverage$' -count=1 -v |
  sed -n 's/^ *parse_corpus_test.go:[0-9]*: //p; /^--- FAIL/p'
