#!/usr/bin/env bash
# Container Action test: builds the runtime image FROM scratch with the
# host-built static binary, then runs it exactly as the GitHub runner runs a
# container action (docker run with the step's environment, the workspace and
# /github/file_commands mounts, host network to a fake GitHub) for a normal and
# a fork pull request; see TestDocker in internal/action/docker_test.go.
#
# It starts dockerd when none is running (installing Debian's docker.io first
# when possible) and skips, saying why, only when dockerd cannot start.
# Usage: ci/docker-test.sh            (from anywhere)
set -euo pipefail
cd "$(dirname "$0")/.."
command -v go >/dev/null 2>&1 || export PATH="$PATH:/usr/local/go/bin"

image=resilience-check:ci-test
work=$(mktemp -d)
dockerd_pid=""
cleanup() {
  if [[ -n "$dockerd_pid" ]]; then
    kill "$dockerd_pid" 2>/dev/null || true
    wait "$dockerd_pid" 2>/dev/null || true
  fi
  rm -rf "$work"
}
trap cleanup EXIT

skip() {
  echo "SKIP ci/docker-test.sh: $*"
  exit 0
}

if ! docker info >/dev/null 2>&1; then
  if ! command -v dockerd >/dev/null 2>&1; then
    if [[ $(id -u) == 0 ]] && command -v apt-get >/dev/null 2>&1; then
      echo "installing docker.io (Debian) for dockerd"
      if ! { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq docker.io >/dev/null; }; then
        skip "apt-get install docker.io failed"
      fi
    fi
  fi
  command -v dockerd >/dev/null 2>&1 || skip "no docker engine here: dockerd is not installed and docker info fails"
  command -v docker >/dev/null 2>&1 || skip "no docker client"
  echo "starting dockerd (log: $work/dockerd.log)"
  dockerd >"$work/dockerd.log" 2>&1 &
  dockerd_pid=$!
  for _ in $(seq 1 30); do
    docker info >/dev/null 2>&1 && break
    if ! kill -0 "$dockerd_pid" 2>/dev/null; then
      dockerd_pid=""
      skip "dockerd could not start: $(tail -n 3 "$work/dockerd.log" | tr '\n' ' ')"
    fi
    sleep 1
  done
  docker info >/dev/null 2>&1 || skip "dockerd did not answer within 30 s: $(tail -n 3 "$work/dockerd.log" | tr '\n' ' ')"
fi

echo "== static binary (host build)"
CGO_ENABLED=1 go build -trimpath -tags netgo,osusergo \
  -ldflags '-s -w -X github.com/resilience-check/resilience-check/internal/cli.Version=ci-test -linkmode external -extldflags "-static"' \
  -o "$work/ctx/resilience-check" ./cmd/resilience-check
certs=/etc/ssl/certs/ca-certificates.crt
[[ -f $certs ]] || skip "no CA bundle at $certs to copy into the image"
cp "$certs" "$work/ctx/ca-certificates.crt"
cp ci/Dockerfile.scratch "$work/ctx/Dockerfile"

echo "== docker build $image (FROM scratch)"
DOCKER_BUILDKIT=0 docker build -q -t "$image" "$work/ctx" >/dev/null
size=$(docker image inspect -f '{{.Size}}' "$image")
echo "image $image: $size bytes ($((size / 1024 / 1024)) MiB; binary $(stat -c %s "$work/ctx/resilience-check") bytes)"

echo "== docker run as the runner does: normal and fork pull request"
RC_DOCKER_IMAGE=$image go test -count=1 -run '^TestDocker$' -v ./internal/action
