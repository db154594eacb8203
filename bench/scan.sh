#!/usr/bin/env bash
# Speed of resilience-check on real code, as ratios measured in one run:
#
#   bench/scan.sh CORPUS            # CORPUS: a folder of checked-out or exported repositories
#   RUNS=5 bench/scan.sh CORPUS     # repetitions per measurement (default 3; medians are printed)
#   BASE=rev bench/scan.sh CORPUS   # the revision §5 compares with (default main; BASE= skips it)
#   PEERS=1 bench/scan.sh CORPUS    # also Bandit (Python) and ESLint (TypeScript) on the same files
#
# Prints:
#   1. per language, the scan's throughput as a share of the parse floor: BenchmarkScan
#      (parse, model, every default rule, 1 worker) against BenchmarkParse (tree-sitter
#      alone, same grammars, same files) over CORPUS's source files (tests, vendor and
#      node_modules left out, as a default scan does), in MB per CPU second (so other
#      processes on the machine do not skew it), medians of RUNS paired runs;
#   2. BenchmarkAdversarial: 1/2/4/8 copies of a file rebinding one name per line, whose
#      cost must grow linearly (ns per copy at 8 copies / at 1 copy), and the same ratio
#      for each shape of BenchmarkLinearShapes (checks/linear_test.go); then the CLI on
#      issue 11's 1 MB files (Python and JavaScript rebinding one name ~30k times):
#      wall, CPU, peak RSS, findings and notices;
#   3. the CLI on the whole corpus with --workers 1 and 2 (paired runs): wall and CPU
#      seconds, the 2-worker speedup, peak RSS, and the load average around it (a
#      wall-time speedup is only meaningful when no other process uses the cores),
#      and the speedup estimated from CPU time by BenchmarkWorkers;
#   4. a 50-file pull request of about 20,000 lines built from corpus files, in diff
#      mode: CPU seconds;
#   5. the same files as a pull request inside one repository made of the whole
#      corpus (base: the corpus without them; head: with them; packed, as a
#      clone is), so that diff mode reads what they import from a large tree:
#      CPU seconds of BASE's binary (default main) and this one, alternating,
#      their ratio, and whether their outputs are byte-identical;
#   6. with PEERS=1: Bandit (Debian's bandit) on the corpus's Python files and ESLint
#      (npm: eslint and @typescript-eslint/parser, one core rule) on its TypeScript files,
#      against resilience-check on the same files: ratios of wall and CPU time.
# Builds first; builds are not timed. Needs go, git, GNU time (/usr/bin/time).
set -euo pipefail
corpus=${1:?usage: bench/scan.sh CORPUS}
[[ -d $corpus ]] || { echo "not a directory: $corpus" >&2; exit 2; }
corpus=$(cd "$corpus" && pwd)
[[ -x /usr/bin/time ]] || { echo "GNU time not found: apt-get install time" >&2; exit 2; }
root=$(cd "$(dirname "$0")/.." && pwd)
runs=${RUNS:-3}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
bin=$tmp/resilience-check
(cd "$root" && go build -o "$bin" ./cmd/resilience-check && go test -c -o "$tmp/checks.test" ./checks)

median() { sort -g | awk '{a[NR]=$1} END {if (NR==0) print "nan"; else if (NR%2) print a[(NR+1)/2]; else print (a[NR/2]+a[NR/2+1])/2}'; }

# source files a default scan picks: no tests, vendor, node_modules, build output
list_sources() { # $1: find -name expression group
  (cd "$corpus" && find -L . -type f \( "$@" \) \
    -not -path '*/node_modules/*' -not -path '*/.git/*' -not -path '*/vendor/*' -not -path '*/dist/*' \
    -not -path '*/test/*' -not -path '*/tests/*' -not -path '*/__tests__/*' -not -path '*/testdata/*' \
    -not -name '*_test.go' -not -name 'test_*.py' -not -name '*_test.py' -not -name '*.test.*' -not -name '*.spec.*' \
    -not -name '*.d.ts' -size -1024k)
}

echo "corpus: $corpus"
echo "files: $(list_sources -name '*.py' -o -name '*.js' -o -name '*.mjs' -o -name '*.cjs' -o -name '*.ts' -o -name '*.tsx' -o -name '*.go' | wc -l)," \
  "$(list_sources -name '*.py' -o -name '*.js' -o -name '*.mjs' -o -name '*.cjs' -o -name '*.ts' -o -name '*.tsx' -o -name '*.go' | (cd "$corpus" && xargs -d '\n' cat) | wc -c) bytes"
echo

echo "== 1. share of the parse floor (1 worker; CPU time; medians of $runs paired runs; GOGC=${GOGC:-400} as the CLI sets it)"
# Each run measures the parse and the scan of every language in one process,
# back to back, in CPU seconds (cpu-MB/s: not slowed by other processes on
# the machine); the share is the median of the per-run ratios.
: > "$tmp/bench.txt"
for r in $(seq "$runs"); do
  (cd "$root/checks" && GOGC=${GOGC:-400} RC_BENCH_CORPUS=$corpus "$tmp/checks.test" -test.run '^$' -test.bench '^Benchmark(Parse|Scan)$' \
    -test.benchtime 1x) | sed "s/^/run$r /" >> "$tmp/bench.txt"
done
metric() { # $1: benchmark name prefix, $2: run; prints its cpu-MB/s
  awk -v l="$1" -v r="$2" '$1 == r && index($2,l)==1 {for (i=3;i<NF;i++) if ($(i+1)=="cpu-MB/s") print $i}' "$tmp/bench.txt"
}
printf '%-12s %12s %12s %10s\n' language "parse MB/s" "scan MB/s" "share"
for lang in python javascript typescript go; do
  p=$(for r in $(seq "$runs"); do metric "BenchmarkParse/$lang-" "run$r"; done | median)
  s=$(for r in $(seq "$runs"); do metric "BenchmarkScan/$lang-" "run$r"; done | median)
  [[ $p == nan ]] && continue
  share=$(for r in $(seq "$runs"); do
    awk -v a="$(metric "BenchmarkScan/$lang-" "run$r")" -v b="$(metric "BenchmarkParse/$lang-" "run$r")" 'BEGIN {print 100*a/b}'
  done | median)
  printf '%-12s %12s %12s %9.0f%%\n' "$lang" "$p" "$s" "$share"
done
echo

# timed CMD...: prints "wall user+sys maxrss_kb"; GNU time writes "Command exited
# with non-zero status N" before its line when CMD fails (Bandit and ESLint exit 1
# on findings), so only the last line is read
timed() { /usr/bin/time -f '%e %U %S %M' -o "$tmp/one" "$@" >/dev/null 2>&1 || true; tail -n 1 "$tmp/one" | awk '{print $1, $2+$3, $4}'; }

echo "== 2. adversarial input: cost per copy must stay flat"
(cd "$root/checks" && GOGC=${GOGC:-400} "$tmp/checks.test" -test.run '^$' -test.bench '^BenchmarkAdversarial$' -test.benchtime 1x -test.count "$runs") > "$tmp/adv.txt"
for c in 1 2 4 8; do
  ns=$(awk -v l="BenchmarkAdversarial/copies=$c-" 'index($1,l)==1 {print $3}' "$tmp/adv.txt" | median)
  printf 'copies=%d  %12.0f ns  %10.0f ns per copy\n' "$c" "$ns" "$(awk -v a="$ns" -v c="$c" 'BEGIN {print a/c}')"
  [[ $c == 1 ]] && one=$ns
  [[ $c == 8 ]] && eight=$ns
done
printf 'per-copy cost at 8 copies / at 1 copy: %.2f (1.00 is linear)\n' "$(awk -v a="$eight" -v b="$one" 'BEGIN {print a/8/b}')"
echo "   the shapes of checks/linear_test.go (BenchmarkLinearShapes): CPU per copy at 8 copies / at 1 copy"
(cd "$root/checks" && GOGC=${GOGC:-400} "$tmp/checks.test" -test.run '^$' -test.bench '^BenchmarkLinearShapes$' -test.benchtime 1x -test.count "$runs") > "$tmp/lin.txt"
for sh in $(grep -o 'BenchmarkLinearShapes/shape=[^/]*' "$tmp/lin.txt" | sort -u | sed 's/.*shape=//'); do
  one=$(awk -v l="BenchmarkLinearShapes/shape=$sh/copies=1-" 'index($1,l)==1 {for (i=1;i<NF;i++) if ($(i+1)=="cpu-ns/copy") print $i}' "$tmp/lin.txt" | median)
  eight=$(awk -v l="BenchmarkLinearShapes/shape=$sh/copies=8-" 'index($1,l)==1 {for (i=1;i<NF;i++) if ($(i+1)=="cpu-ns/copy") print $i}' "$tmp/lin.txt" | median)
  printf '   %-10s %.2f\n' "$sh" "$(awk -v a="$eight" -v b="$one" 'BEGIN {print a/b}')"
done
# issue 11's files: 1 MB rebinding one name ~30k times, Python and JavaScript;
# the CLI must be done within the per-file limit (2 s) plus 1 s, with a
# notice when the limit stopped the rules
mkdir -p "$tmp/adv/py" "$tmp/adv/js"
awk 'BEGIN {print "import requests"; print "def f(u):"; for (i = 0; i < 28300; i++) print "    s = requests.Session(); s.get(u)"}' > "$tmp/adv/py/adv.py"
awk 'BEGIN {print "const axios = require(\"axios\");"; print "function f(u) {"; for (i = 0; i < 32700; i++) print "  s = axios.create(); s.get(u);"; print "}"}' > "$tmp/adv/js/adv.js"
for l in py js; do
  : > "$tmp/adv.t"
  for _ in $(seq "$runs"); do
    timed "$bin" scan "$tmp/adv/$l" --fail-on none --format json >> "$tmp/adv.t"
  done
  "$bin" scan "$tmp/adv/$l" --fail-on none --format json > "$tmp/adv.json" 2>/dev/null || true
  printf '1 MB %s file: wall %s s, CPU %s s, peak RSS %d MB, %s findings, notices: %s\n' "$l" \
    "$(awk '{print $1}' "$tmp/adv.t" | median)" "$(awk '{print $2}' "$tmp/adv.t" | median)" \
    "$(($(awk '{print $3}' "$tmp/adv.t" | sort -n | tail -1) / 1024))" \
    "$(grep -o '"rule_id"' "$tmp/adv.json" | wc -l)" "$(grep -o '"reason": *"[^"]*"' "$tmp/adv.json" | sed 's/"reason": *//' | paste -sd';' - || true)"
done
echo


echo "== 3. the CLI on the whole corpus (paired runs, medians)"
echo "load average before (2-worker speedup needs idle cores): $(cut -d' ' -f1-3 /proc/loadavg)"
: > "$tmp/w1"; : > "$tmp/w2"
for _ in $(seq "$runs"); do
  timed "$bin" scan "$corpus" --workers 1 --fail-on none --format json --timeout 30m >> "$tmp/w1"
  timed "$bin" scan "$corpus" --workers 2 --fail-on none --format json --timeout 30m >> "$tmp/w2"
done
w1=$(awk '{print $1}' "$tmp/w1" | median); c1=$(awk '{print $2}' "$tmp/w1" | median)
w2=$(awk '{print $1}' "$tmp/w2" | median); c2=$(awk '{print $2}' "$tmp/w2" | median)
rss=$(awk '{print $3}' "$tmp/w2" | sort -n | tail -1)
echo "1 worker:  wall ${w1} s, CPU ${c1} s"
echo "2 workers: wall ${w2} s, CPU ${c2} s, peak RSS $((rss / 1024)) MB"
printf '2-worker speedup (wall): %.2fx\n' "$(awk -v a="$w1" -v b="$w2" 'BEGIN {print a/b}')"
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
# On a shared VM the wall clock cannot show a speedup (a lone CPU-bound thread
# may get a fraction of a core), so also from CPU time: BenchmarkWorkers takes
# each file's cost on one worker from its thread's CPU time and lays the files
# out on two workers as the engine feeds them (background GC counted as serial).
(cd "$root/checks" && GOGC=${GOGC:-400} RC_BENCH_CORPUS=$corpus "$tmp/checks.test" -test.run '^$' -test.bench '^BenchmarkWorkers$' \
  -test.benchtime 1x -test.count "$runs") > "$tmp/workers.txt"
est=$(awk '{for (i=3;i<NF;i++) if ($(i+1)=="est-speedup-2w") print $i}' "$tmp/workers.txt" | median)
printf '2-worker speedup estimated from CPU time: %.2fx\n' "$est"
echo

echo "== 4. a 50-file pull request built from corpus files (diff mode)"
pr=$tmp/pr
git init -q "$pr"
git -C "$pr" -c user.email=b@example.com -c user.name=bench commit -q --allow-empty -m base
git -C "$pr" branch -M main
git -C "$pr" checkout -q -b feature
lines=0 n=0
while IFS= read -r f; do
  l=$(wc -l < "$corpus/$f")
  ((l < 250 || l > 1500)) && continue
  mkdir -p "$pr/$(dirname "$f")"
  cp "$corpus/$f" "$pr/$f"
  echo "$f" >> "$tmp/pr.list"
  lines=$((lines + l)); n=$((n + 1))
  ((n >= 50 || lines >= 22000)) && break
done < <(list_sources -name '*.py' -o -name '*.ts' -o -name '*.go' -o -name '*.js' | sort)
git -C "$pr" add -A
git -C "$pr" -c user.email=b@example.com -c user.name=bench commit -q -m feature
: > "$tmp/pr.t"
for _ in $(seq "$runs"); do timed "$bin" scan --repo "$pr" --base main --head feature --fail-on none --format json >> "$tmp/pr.t"; done
echo "$n files, $lines lines added: CPU $(awk '{print $2}' "$tmp/pr.t" | median) s, wall $(awk '{print $1}' "$tmp/pr.t" | median) s"
echo

base=${BASE-main}
if [[ -n $base ]]; then
  echo "== 5. the same pull request inside a repository of the whole corpus (diff mode; $base's binary against this one)"
  mkdir "$tmp/basesrc"
  git -C "$root" archive "$base" | tar -x -C "$tmp/basesrc"
  (cd "$tmp/basesrc" && go build -o "$tmp/base-bin" ./cmd/resilience-check)
  big=$tmp/big
  mkdir "$big"
  tar -C "$corpus" --exclude=.git -cf - . | tar -C "$big" -xf -
  git init -q "$big"
  while IFS= read -r f; do mkdir -p "$tmp/held/$(dirname "$f")"; mv "$big/$f" "$tmp/held/$f"; done < "$tmp/pr.list"
  git -C "$big" add -A
  git -C "$big" -c user.email=b@example.com -c user.name=bench commit -q -m base
  git -C "$big" branch -M main
  git -C "$big" checkout -q -b feature
  while IFS= read -r f; do mv "$tmp/held/$f" "$big/$f"; done < "$tmp/pr.list"
  git -C "$big" add -A
  git -C "$big" -c user.email=b@example.com -c user.name=bench commit -q -m feature
  git -C "$big" repack -adq
  : > "$tmp/big-base.t"; : > "$tmp/big-new.t"
  for _ in $(seq "$runs"); do
    timed "$tmp/base-bin" scan --repo "$big" --base main --head feature --fail-on none --format json >> "$tmp/big-base.t"
    timed "$bin" scan --repo "$big" --base main --head feature --fail-on none --format json >> "$tmp/big-new.t"
  done
  "$tmp/base-bin" scan --repo "$big" --base main --head feature --fail-on none --format json > "$tmp/big-base.json" 2>/dev/null || true
  "$bin" scan --repo "$big" --base main --head feature --fail-on none --format json > "$tmp/big-new.json" 2>/dev/null || true
  cb=$(awk '{print $2}' "$tmp/big-base.t" | median); cn=$(awk '{print $2}' "$tmp/big-new.t" | median)
  echo "$(git -C "$big" ls-files | wc -l) files in the repository, $(wc -l < "$tmp/pr.list") in the pull request"
  echo "$base: CPU $cb s; this tree: CPU $cn s; ratio $(awk -v a="$cn" -v b="$cb" 'BEGIN {printf "%.2f", a/b}')"
  if cmp -s "$tmp/big-base.json" "$tmp/big-new.json"; then
    echo "output: identical"
  else
    echo "output differs: $(grep -c '"rule_id"' "$tmp/big-base.json") findings with $base, $(grep -c '"rule_id"' "$tmp/big-new.json") with this tree"
  fi
  echo
fi

if [[ ${PEERS:-0} == 1 ]]; then
  echo "== 6. peers on the same files (medians; ratio = peer / resilience-check)"
  # the language's files only, copied with their paths
  subset() { # $1: folder, rest: find expression
    local out=$1; shift
    list_sources "$@" | while IFS= read -r f; do mkdir -p "$out/$(dirname "$f")"; cp "$corpus/$f" "$out/$f"; done
  }
  if command -v bandit >/dev/null; then
    subset "$tmp/py" -name '*.py'
    : > "$tmp/b.t"; : > "$tmp/r.t"
    for _ in $(seq "$runs"); do
      timed bandit -q -r "$tmp/py" >> "$tmp/b.t"
      timed "$bin" scan "$tmp/py" --fail-on none --format json >> "$tmp/r.t"
    done
    printf 'Bandit %s on %s Python files: wall %.2fx, CPU %.2fx\n' "$(bandit --version 2>/dev/null | head -1 | awk '{print $2}')" \
      "$(find "$tmp/py" -name '*.py' | wc -l)" \
      "$(awk -v a="$(awk '{print $1}' "$tmp/b.t" | median)" -v b="$(awk '{print $1}' "$tmp/r.t" | median)" 'BEGIN {print a/b}')" \
      "$(awk -v a="$(awk '{print $2}' "$tmp/b.t" | median)" -v b="$(awk '{print $2}' "$tmp/r.t" | median)" 'BEGIN {print a/b}')"
  else
    echo "bandit not found (Debian: apt-get install bandit): skipped"
  fi
  if command -v npm >/dev/null; then
    eslint_dir=${ESLINT_DIR:-$HOME/.cache/resilience-check-bench/eslint}
    if [[ ! -x $eslint_dir/node_modules/.bin/eslint ]]; then
      mkdir -p "$eslint_dir"
      (cd "$eslint_dir" && npm init -y >/dev/null && npm install --silent eslint@9 @typescript-eslint/parser@8 typescript@5 >/dev/null)
    fi
    subset "$tmp/ts" -name '*.ts' -o -name '*.tsx'
    cat > "$tmp/eslint.config.mjs" <<EOF
import tsParser from "$eslint_dir/node_modules/@typescript-eslint/parser/dist/index.js";
export default [{ files: ["**/*.ts", "**/*.tsx"], languageOptions: { parser: tsParser }, rules: { "no-unsafe-finally": "error" } }];
EOF
    (cd "$tmp" && "$eslint_dir/node_modules/.bin/eslint" --no-warn-ignored -c eslint.config.mjs ts >/dev/null 2>&1) ||
      [[ $? == 1 ]] || { echo "ESLint failed on the files; the ratio below is not meaningful" >&2; }
    : > "$tmp/e.t"; : > "$tmp/r.t"
    for _ in $(seq "$runs"); do
      # ESLint ignores files outside its working folder: run it from $tmp
      (cd "$tmp" && timed "$eslint_dir/node_modules/.bin/eslint" --no-warn-ignored -c eslint.config.mjs ts) >> "$tmp/e.t"
      timed "$bin" scan "$tmp/ts" --fail-on none --format json >> "$tmp/r.t"
    done
    printf 'ESLint %s (one core rule, typescript-eslint parser) on %s TypeScript files: wall %.2fx, CPU %.2fx\n' \
      "$("$eslint_dir/node_modules/.bin/eslint" --version)" "$(find "$tmp/ts" -name '*.ts*' | wc -l)" \
      "$(awk -v a="$(awk '{print $1}' "$tmp/e.t" | median)" -v b="$(awk '{print $1}' "$tmp/r.t" | median)" 'BEGIN {print a/b}')" \
      "$(awk -v a="$(awk '{print $2}' "$tmp/e.t" | median)" -v b="$(awk '{print $2}' "$tmp/r.t" | median)" 'BEGIN {print a/b}')"
  else
    echo "npm not found: ESLint skipped"
  fi
fi
