#!/usr/bin/env bash
# Builds the release binaries for one Linux architecture, resilience-check
# and resilience-bot: fully static (cgo for the tree-sitter grammars, linked
# with -static so they run on any Linux and in an empty image), stripped,
# with the version stamped in.
#
# Usage: ci/build-release.sh GOARCH VERSION OUTDIR
#   GOARCH   amd64 or arm64; arm64 on an amd64 host cross-compiles with
#            aarch64-linux-gnu-gcc (Debian/Ubuntu: gcc-aarch64-linux-gnu)
#   VERSION  the release tag, e.g. v1.2.3
#   OUTDIR   where resilience-check-linux-GOARCH and resilience-bot-linux-GOARCH
#            are written
set -euo pipefail
cd "$(dirname "$0")/.."
[[ $# == 3 ]] || { echo "usage: $0 GOARCH VERSION OUTDIR" >&2; exit 2; }
arch=$1 version=$2 out=$3

host=$(go env GOHOSTARCH)
cc=${CC:-}
if [[ -z "$cc" && "$arch" != "$host" ]]; then
  case "$arch" in
    arm64) cc=aarch64-linux-gnu-gcc ;;
    amd64) cc=x86_64-linux-gnu-gcc ;;
    *) echo "build-release: unsupported GOARCH $arch" >&2; exit 2 ;;
  esac
fi
if [[ -n "$cc" ]] && ! command -v "$cc" >/dev/null 2>&1; then
  echo "build-release: $cc not found; install the cross compiler (gcc-aarch64-linux-gnu or gcc-x86-64-linux-gnu)" >&2
  exit 2
fi

mkdir -p "$out"
static="-linkmode external -extldflags -static"
bin="$out/resilience-check-linux-$arch"
env CGO_ENABLED=1 GOOS=linux GOARCH="$arch" ${cc:+CC="$cc"} \
  go build -trimpath -tags netgo,osusergo \
  -ldflags "-s -w -X github.com/resilience-check/resilience-check/internal/cli.Version=${version} $static" \
  -o "$bin" ./cmd/resilience-check
echo "built $bin ($(stat -c %s "$bin") bytes)"
bot="$out/resilience-bot-linux-$arch"
env CGO_ENABLED=1 GOOS=linux GOARCH="$arch" ${cc:+CC="$cc"} \
  go build -trimpath -tags netgo,osusergo \
  -ldflags "-s -w -X main.version=${version} $static" \
  -o "$bot" ./cmd/resilience-bot
echo "built $bot ($(stat -c %s "$bot") bytes)"
