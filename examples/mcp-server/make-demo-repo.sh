#!/bin/sh
# make-demo-repo.sh [DIR] — build a throwaway git repository for a diff-mode demo.
#
# Branch main holds the fixed servers (the clean base); branch feature replaces
# them with the defective ones, so `git diff main...feature` adds exactly the
# planted defects:
#
#   sh examples/mcp-server/make-demo-repo.sh /tmp/rc-demo
#   go run ./cmd/resilience-check scan --repo /tmp/rc-demo --base main --head feature
#
# DIR defaults to a new temporary directory. An existing DIR must be empty or a
# repository this script made earlier (it is then rebuilt). The repository's
# path is the only thing printed on standard output. Commit dates are fixed, so
# the commit ids are the same on every run.
set -eu

here=$(CDPATH='' cd -- "$(dirname -- "$0")" && pwd)
marker=rc-demo-repo # in .git: marks a repository this script made

if [ $# -gt 1 ]; then
	echo "usage: $0 [DIR]" >&2
	exit 2
fi
if [ $# -eq 1 ] && [ -n "$1" ]; then
	dir=$1
	if [ -e "$dir" ] && [ ! -d "$dir" ]; then
		echo "$0: $dir exists and is not a directory" >&2
		exit 1
	fi
	if [ -d "$dir" ] && [ -n "$(ls -A -- "$dir")" ]; then
		if [ ! -f "$dir/.git/$marker" ]; then
			echo "$0: $dir is not empty and was not made by this script; give an empty or new directory" >&2
			exit 1
		fi
		rm -rf -- "$dir"
	fi
	mkdir -p -- "$dir"
else
	dir=$(mktemp -d "${TMPDIR:-/tmp}/rc-demo.XXXXXX")
fi
dir=$(CDPATH='' cd -- "$dir" && pwd)

GIT_AUTHOR_DATE='2025-01-01T12:00:00Z'
GIT_COMMITTER_DATE=$GIT_AUTHOR_DATE
export GIT_AUTHOR_DATE GIT_COMMITTER_DATE

g() {
	git -C "$dir" -c user.email=demo@example.com -c user.name=demo \
		-c init.defaultBranch=main -c commit.gpgsign=false -c core.autocrlf=false -c core.hooksPath=/dev/null "$@"
}

g init -q
g symbolic-ref HEAD refs/heads/main
: >"$dir/.git/$marker"
mkdir -p "$dir/python" "$dir/typescript" "$dir/go"

# Commit 1 (main): the fixed servers under the servers' names.
cp "$here/python/server_fixed.py" "$dir/python/server.py"
cp "$here/typescript/server_fixed.ts" "$dir/typescript/server.ts"
cp "$here/go/fixed/main.go" "$dir/go/main.go"
cp "$here/go/go.mod" "$dir/go/go.mod"
cat >"$dir/README.md" <<'README'
# weather-desk

A small MCP server in three languages (python/, typescript/, go/), made by
resilience-check's examples/mcp-server/make-demo-repo.sh. Branch main is the
resilient version; branch feature brings back the defects.
README
g add -A
g commit -q -m "weather-desk: MCP server with timeouts, breakers and safe errors"

# Commit 2 (feature): the defective servers.
g checkout -q -b feature
cp "$here/python/server.py" "$dir/python/server.py"
cp "$here/typescript/server.ts" "$dir/typescript/server.ts"
cp "$here/go/vulnerable/main.go" "$dir/go/main.go"
g add -A
g commit -q -m "weather-desk: simplify upstream calls"

echo "$dir"
